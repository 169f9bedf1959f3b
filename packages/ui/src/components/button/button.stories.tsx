import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlusIcon } from '../icons';
import { Button, buttonClasses } from './button';
import { expectNoForcedFocusOnDisabled } from '../../../test/forced-focus';

const meta = {
  title: 'Actions/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Salvar', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'basic', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    children: { control: 'text', description: 'The label, which is also the accessible name.' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const VARIANTS = ['primary', 'basic', 'danger', 'ghost'] as const;
const LABELS = { primary: 'Salvar', basic: 'Voltar', danger: 'Excluir', ghost: 'Alterar senha' } as const;

/** Every variant in both sizes, enabled, disabled and loading. */
export const Matrix: Story = {
  render: (args) => (
    <table className="border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col">Variante</th>
          <th scope="col">md</th>
          <th scope="col">sm</th>
          <th scope="col">Desabilitado</th>
          <th scope="col">Carregando</th>
        </tr>
      </thead>
      <tbody>
        {VARIANTS.map((variant) => (
          <tr key={variant}>
            <th scope="row" className="font-mono font-normal">
              {variant}
            </th>
            <td>
              <Button variant={variant} onClick={args.onClick}>
                {LABELS[variant]}
              </Button>
            </td>
            <td>
              <Button variant={variant} size="sm" onClick={args.onClick}>
                {LABELS[variant]}
              </Button>
            </td>
            <td>
              <Button variant={variant} disabled onClick={args.onClick}>
                {LABELS[variant]}
              </Button>
            </td>
            <td>
              <Button variant={variant} loading onClick={args.onClick}>
                {LABELS[variant]}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

export const Primary: Story = {};

/** Tab focuses the button; Enter and Space press it. */
export const PrimaryKeyboardTest: Story = {
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Salvar' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** The pointer over each variant. */
export const Hover: Story = {
  ...Matrix,
  parameters: { pseudo: { hover: true } },
};

/** The focus ring a keyboard user sees on each variant; a disabled or loading button takes no focus, so no ring. */
export const FocusVisible: Story = {
  ...Matrix,
  parameters: { pseudo: { focusVisible: 'button:enabled' } },
  play: expectNoForcedFocusOnDisabled,
};

/** Each variant while pressed. */
export const Active: Story = {
  ...Matrix,
  parameters: { pseudo: { active: true } },
};

/** Any action but the main one: here the way back beside a form's Salvar. */
export const Basic: Story = { args: { variant: 'basic', children: 'Voltar' } };

/** The confirm of a destructive action, in its dialog. */
export const Danger: Story = { args: { variant: 'danger', children: 'Excluir' } };

/** A quiet action outside forms, as in the top bar. */
export const Ghost: Story = { args: { variant: 'ghost', size: 'sm', children: 'Alterar senha' } };

export const Small: Story = { args: { size: 'sm', children: 'Filtrar' } };

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

export const Disabled: Story = { args: { disabled: true } };

/** Tab skips a disabled button, and a click does nothing. */
export const DisabledTest: Story = {
  ...Disabled,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Salvar' });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** While the action runs the button is busy (aria-busy) and disabled. */
export const Loading: Story = { args: { loading: true, children: 'Salvando...' } };

/** A loading button is skipped by Tab and not clickable. */
export const LoadingTest: Story = {
  ...Loading,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Salvando...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Buttons side by side, enabled, disabled and loading, with one primary among them. */
export const Row: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Button variant="basic" onClick={args.onClick}>
        Cancelar
      </Button>
      <Button variant="danger" disabled onClick={args.onClick}>
        Excluir
      </Button>
      <Button variant="basic" loading onClick={args.onClick}>
        Exportando...
      </Button>
      <Button onClick={args.onClick}>Salvar</Button>
    </div>
  ),
};

/** Tab goes from one enabled button to the next, skipping the disabled and the loading one. */
export const RowKeyboardTest: Story = {
  ...Row,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const LongText: Story = {
  args: { children: 'Vincular motoristas selecionados ao cliente Transportadora Exemplo Ltda.' },
};

/** On a 320 px phone the long label wraps inside the button, which stays within the screen. */
export const Narrow320: Story = {
  args: { children: 'Vincular motoristas selecionados ao cliente Transportadora Exemplo Ltda.' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('div');
    const button = within(canvasElement).getByRole('button');
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
      frame?.getBoundingClientRect().right ?? Number.POSITIVE_INFINITY,
    );
  },
};

/** A link styled with `buttonClasses`, as the portal does with its router links. */
export const LinkAsButton: Story = {
  render: () => (
    <a href="#novo" className={buttonClasses({ variant: 'basic', size: 'sm' })}>
      Voltar para a listagem
    </a>
  ),
};

/** The link takes focus from the keyboard like a button. */
export const LinkAsButtonKeyboardTest: Story = {
  ...LinkAsButton,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Voltar para a listagem' })).toHaveFocus();
  },
};
