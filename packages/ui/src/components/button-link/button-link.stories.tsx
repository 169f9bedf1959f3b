import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps, MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlusIcon } from '../icons';
import { buttonClasses } from '../button';
import { ButtonLink } from './button-link';

const meta = {
  title: 'Actions/ButtonLink',
  component: ButtonLink,
  tags: ['autodocs'],
  args: {
    href: '#clientes',
    children: 'Voltar para a listagem',
    // Keeps the Storybook frame where it is when the link is followed.
    onClick: fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'basic', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    href: {
      control: 'text',
      description: 'Where it goes. For routes of the portal, see the Router link story.',
    },
    children: { control: 'text', description: 'The link text, its accessible name.' },
    onClick: { description: 'The native click, also fired by Enter.' },
  },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

const VARIANTS = ['primary', 'basic', 'danger', 'ghost'] as const;
const LABELS = {
  primary: 'Novo',
  basic: 'Voltar para a listagem',
  danger: 'Ver pendências',
  ghost: 'Ver detalhes',
} as const;

/** Every variant in both sizes, with and without an icon. */
export const Matrix: Story = {
  render: (args) => (
    <table className="border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col">Variante</th>
          <th scope="col">md</th>
          <th scope="col">sm</th>
          <th scope="col">Com ícone</th>
        </tr>
      </thead>
      <tbody>
        {VARIANTS.map((variant) => (
          <tr key={variant}>
            <th scope="row" className="font-mono font-normal">
              {variant}
            </th>
            <td>
              <ButtonLink href={`#${variant}-md`} variant={variant} onClick={args.onClick}>
                {LABELS[variant]}
              </ButtonLink>
            </td>
            <td>
              <ButtonLink href={`#${variant}-sm`} variant={variant} size="sm" onClick={args.onClick}>
                {LABELS[variant]}
              </ButtonLink>
            </td>
            <td>
              <ButtonLink href={`#${variant}-icone`} variant={variant} onClick={args.onClick}>
                <PlusIcon className="size-4" />
                {LABELS[variant]}
              </ButtonLink>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

/** The pointer over each variant. */
export const Hover: Story = {
  ...Matrix,
  parameters: { pseudo: { hover: true } },
};

/** The focus ring a keyboard user sees on each variant. */
export const FocusVisible: Story = {
  ...Matrix,
  parameters: { pseudo: { focusVisible: true } },
};

export const Primary: Story = { args: { children: 'Novo' } };

export const Basic: Story = { args: { variant: 'basic' } };

/** Tab to the link (focus ring shown) and press Enter to follow it. */
export const BasicKeyboardTest: Story = {
  ...Basic,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Voltar para a listagem' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Danger: Story = { args: { variant: 'danger', children: 'Ver pendências' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Ver detalhes' } };

export const Small: Story = { args: { variant: 'basic', size: 'sm' } };

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <PlusIcon className="size-4" />
        Novo
      </>
    ),
  },
};

export const LongText: Story = {
  args: { children: 'Ver todas as programações expiradas dos motoristas vinculados a este cliente' },
};

export const NarrowWidth: Story = {
  args: { variant: 'basic', children: 'Ver todas as programações expiradas dos motoristas vinculados' },
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
};

/** Stands in for react-router's Link (`to` instead of `href`), which this package must not import. */
function RouterLink({ to, ...props }: Omit<ComponentProps<'a'>, 'href'> & { to: string }) {
  return <a href={to} {...props} />;
}

const routerLinkSource = `import { Link } from 'react-router';
import { buttonClasses } from '@frota/ui';

<Link to="/backoffice/clients/create/" className={buttonClasses({ variant: 'primary' })}>
  Novo
</Link>`;

/**
 * In the portal, a route is a router Link, not a ButtonLink: give the Link `buttonClasses` (their hover
 * works on links too). The package never imports react-router; the portal does.
 */
export const RouterLinkUsage: Story = {
  name: 'Router link',
  parameters: { docs: { source: { code: routerLinkSource, language: 'tsx' } } },
  render: () => (
    <RouterLink to="#novo" className={buttonClasses({ variant: 'primary' })}>
      <PlusIcon className="size-4" />
      Novo
    </RouterLink>
  ),
};
