import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { icons, PencilIcon, PowerIcon, TrashIcon, UsersIcon, WarningIcon } from './icons';
import { statusActionIcons } from './status-action-icons';

/** Story only: the shared set and the programmings' own icons, kept in a module of their own. */
const everyIcon = { ...icons, ...statusActionIcons };

/** Story only: every icon with its key, in the classes given. */
function IconGallery({ className }: { className?: string | undefined }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4 md:grid-cols-6">
      {(Object.keys(everyIcon) as Array<keyof typeof everyIcon>).map((name) => {
        const Icon = everyIcon[name];
        return (
          <li
            key={name}
            className="flex flex-col items-center gap-2 rounded-card border border-ink-200 bg-white p-3"
          >
            <Icon className={className} />
            <code className="text-xs text-ink-600">{name}</code>
          </li>
        );
      })}
    </ul>
  );
}

const meta = {
  title: 'Base/Icons',
  component: PencilIcon,
  tags: ['autodocs'],
  argTypes: {
    className: {
      control: 'text',
      description:
        "Size and colour, such as 'size-4 text-brand-600'; 20 px in the current text colour by default.",
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
  { name: 'ink-700', className: 'text-ink-700', cell: 'bg-white' },
  { name: 'brand-600', className: 'text-brand-600', cell: 'bg-white' },
  { name: 'danger-600', className: 'text-danger-600', cell: 'bg-white' },
  { name: 'Branco em brand-700', className: 'text-white', cell: 'bg-brand-700' },
];

const SAMPLE = [PencilIcon, TrashIcon, UsersIcon, PowerIcon, WarningIcon];

/** A few icons in each size and in the colours the components give them. */
export const Matrix: Story = {
  render: () => (
    <table className="border-separate border-spacing-3 text-left text-xs text-ink-600">
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
 * Every icon at its default size, with its key in `icons` (or `statusActionIcons`, the programmings' own); all
 * hidden from assistive technology.
 */
export const All: Story = {
  play: async ({ canvasElement }) => {
    const svgs = [...canvasElement.querySelectorAll('svg')];
    await expect(svgs).toHaveLength(Object.keys(everyIcon).length);
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Every icon at 32 px in the brand green. */
export const LargeAndGreen: Story = { args: { className: 'size-8 text-brand-600' } };
