import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextLink, textLinkClasses } from './text-link';

const meta = {
  title: 'Text/Text link',
  component: TextLink,
  tags: ['autodocs'],
  args: { href: '#politica', children: 'Política de privacidade' },
  argTypes: {
    href: { control: 'text' },
    children: { control: 'text', description: 'The link text, also its accessible name: say where it goes.' },
  },
  // In a sentence, where a text link lives.
  render: (args) => (
    <p className="text-sm text-fg-soft">
      Dúvidas? Leia a <TextLink {...args} />.
    </p>
  ),
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link in body text, in small muted text, on its own under a form, and wrapping over two lines. */
export const Matrix: Story = {
  render: (args) => (
    <table className="border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col">Contexto</th>
          <th scope="col">Link</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row" className="font-normal">
            Texto (base)
          </th>
          <td>
            <p className="text-base text-fg">
              Dúvidas? Leia a <TextLink href={args.href}>Política de privacidade</TextLink>.
            </p>
          </td>
        </tr>
        <tr>
          <th scope="row" className="font-normal">
            Texto secundário (sm)
          </th>
          <td>
            <p className="text-sm text-fg-muted">
              Ao entrar, você aceita os <TextLink href="#termos">Termos de uso</TextLink>.
            </p>
          </td>
        </tr>
        <tr>
          <th scope="row" className="font-normal">
            Sozinho, sob um formulário
          </th>
          <td>
            <TextLink href="#esqueci" className="text-sm">
              Esqueci a senha
            </TextLink>
          </td>
        </tr>
        <tr>
          <th scope="row" className="font-normal">
            Quebrando linha
          </th>
          <td className="max-w-56">
            <p className="text-sm text-fg-soft">
              Consulte a{' '}
              <TextLink href="#lgpd">política de tratamento de dados pessoais dos motoristas</TextLink>.
            </p>
          </td>
        </tr>
      </tbody>
    </table>
  ),
};

/** The pointer over each link: a darker green. */
export const Hover: Story = {
  ...Matrix,
  parameters: { pseudo: { hover: true } },
};

/** The focus ring a keyboard user sees on each link. */
export const FocusVisible: Story = {
  ...Matrix,
  parameters: { pseudo: { focusVisible: true } },
};

export const Default: Story = {};

/** Tab reaches the link, named by its text. */
export const KeyboardFocusTest: Story = {
  ...Default,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Política de privacidade' })).toHaveFocus();
  },
};

/** A router link styled with `textLinkClasses()`, as the portal does (here a plain anchor stands in for it). */
export const WithTextLinkClasses: Story = {
  render: () => (
    <a href="#inicio" className={textLinkClasses('text-sm')}>
      Voltar para o início
    </a>
  ),
};
