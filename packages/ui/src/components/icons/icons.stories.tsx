import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { galleryIcons, IconGallery } from './icon-gallery';
import { PencilIcon, PowerIcon, TrashIcon, UsersIcon, WarningIcon } from './icons';

const meta = {
  title: 'Base/Icons',
  component: PencilIcon,
  tags: ['autodocs'],
  argTypes: {
    className: {
      control: 'text',
      description:
        "Size and colour, such as 'size-4 text-accent'; 20 px in the current text colour by default.",
    },
  },
  parameters: {
    docs: {
      description: {
        component: [
          "The library's outline icons on a 24 px grid (`PencilIcon`, `TrashIcon`...), each an `<svg>` component,",
          'also reachable by name through `icons` for screens configured by a schema. They draw in the current text',
          'colour (`currentColor`) at 20 px unless `className` says otherwise.',
          '',
          '**When to use.** Beside the text of a Button or a menu item, inside an IconButton, and in status and',
          'notice boxes, to help the eye find an action or a meaning the words also carry. Do not use an icon as',
          'the only carrier of a meaning outside an IconButton (which names it), and do not draw new icons in a',
          'screen: add them here so every screen shares them.',
          '',
          '**Accessibility.** Every icon is decorative: `aria-hidden="true"` and `focusable="false"`, so a screen',
          "reader skips it and Tab never stops on it. The control around it carries the name: the Button's text, the",
          "IconButton's `label`. An icon on its own therefore says nothing to a screen reader; pair it with text",
          '(visible or `sr-only`). Colour the icon with the text beside it so it keeps the same contrast.',
        ].join('\n'),
      },
    },
  },
  render: (args) => <IconGallery className={args.className} />,
} satisfies Meta<typeof PencilIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

const SIZES = [
  { name: '16 px', className: 'size-4' },
  { name: '20 px (padrão)', className: 'size-5' },
  { name: '32 px', className: 'size-8' },
];

const COLOURS = [
  { name: 'fg-soft', className: 'text-fg-soft', cell: 'bg-surface' },
  { name: 'accent', className: 'text-accent', cell: 'bg-surface' },
  { name: 'danger-600', className: 'text-danger-600', cell: 'bg-surface' },
  { name: 'Branco em primary', className: 'text-white', cell: 'bg-primary' },
];

const SAMPLE = [PencilIcon, TrashIcon, UsersIcon, PowerIcon, WarningIcon];

/** A few icons in each size and in the colours the components give them. */
export const Matrix: Story = {
  render: () => (
    <table className="border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col">Tamanho</th>
          {COLOURS.map(({ name }) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {SIZES.map((size) => (
          <tr key={size.name}>
            <th scope="row" className="font-normal">
              {size.name}
            </th>
            {COLOURS.map((colour) => (
              <td key={colour.name} className={`${colour.cell} rounded-control p-2`}>
                <span className="flex items-center gap-2">
                  {SAMPLE.map((Icon, index) => (
                    <Icon key={index} className={`${size.className} ${colour.className}`} />
                  ))}
                </span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

/**
 * Every icon the package exports at its default size, named as it is imported, with its key in `icons` where it
 * has one; all hidden from assistive technology.
 */
export const All: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tiles = canvas.getAllByRole('listitem');
    await expect(tiles).toHaveLength(galleryIcons.length);
    for (const tile of tiles) await expect(tile.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('PencilIcon')).toBeVisible();
    await expect(canvas.getByText('icons.pencil')).toBeVisible();
    // Exported for the top bar's sessions, but not in `icons`: shown all the same.
    await expect(canvas.getByText('DevicesIcon')).toBeVisible();
  },
};

/** Every icon at 32 px in the brand green. */
export const LargeAndGreen: Story = { args: { className: 'size-8 text-accent' } };
