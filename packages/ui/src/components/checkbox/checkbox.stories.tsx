import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, type CheckboxProps } from './checkbox';
import { expectNoForcedFocusOnDisabled } from '../../../test/forced-focus';

/** Holds the checked state as a form would. */
function Stateful({ checked: initial, onChange, ...props }: CheckboxProps) {
  const [checked, setChecked] = useState(initial);
  return (
    <Checkbox
      {...props}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Ativo', checked: false, onChange: fn() },
  argTypes: {
    checked: {
      control: 'boolean',
      description: 'Whether it is ticked; in these stories, the initial state.',
    },
  },
  // The key starts the story over when the checked control changes.
  render: (args) => <Stateful key={String(args.checked)} {...args} />,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const STATES = [
  { heading: 'Normal', props: {} },
  { heading: 'Com descrição', props: { description: 'Aparece nas listas de motoristas.' } },
  { heading: 'Desabilitado', props: { disabled: true } },
  { heading: 'Inválido', props: { invalid: true } },
] as const;

/** Unticked and ticked, plain, with a description, disabled and invalid. */
export const Matrix: Story = {
  render: (args) => (
    <table className="border-separate border-spacing-x-6 border-spacing-y-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col">Estado</th>
          <th scope="col">Desmarcado</th>
          <th scope="col">Marcado</th>
        </tr>
      </thead>
      <tbody>
        {STATES.map((state) => (
          <tr key={state.heading} className="align-top">
            <th scope="row" className="font-normal">
              {state.heading}
            </th>
            {[false, true].map((checked) => (
              <td key={String(checked)}>
                <Checkbox label="Ativo" checked={checked} onChange={args.onChange} {...state.props} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

/** The focus ring a keyboard user sees, in every state but disabled (which takes no focus). */
export const FocusVisible: Story = {
  ...Matrix,
  parameters: { pseudo: { focusVisible: '[role="checkbox"]:not([data-disabled])' } },
  play: expectNoForcedFocusOnDisabled,
};

export const Unchecked: Story = {};

/** Tab to the checkbox and press Space twice: it ticks and unticks. */
export const UncheckedKeyboardTest: Story = {
  ...Unchecked,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Ativo' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await expect(checkbox).not.toBeChecked();
  },
};

export const Checked: Story = { args: { checked: true } };

export const WithDescription: Story = {
  args: { label: 'Enviar e-mail de boas-vindas', description: 'O usuário recebe o link para criar a senha.' },
};

export const Disabled: Story = { args: { disabled: true } };

export const DisabledChecked: Story = {
  args: { disabled: true, checked: true, description: 'Definido pelo perfil do usuário.' },
};

export const Invalid: Story = {
  args: {
    label: 'Li e aceito os termos de uso',
    invalid: true,
    description: 'Aceite os termos para continuar.',
  },
};

export const LongText: Story = {
  args: {
    label: 'Permitir que o motorista inicie a viagem sem a confirmação do checklist de segurança do veículo',
    description:
      'Use somente em situações de emergência: a viagem fica marcada como iniciada sem checklist e o gestor ' +
      'da frota recebe um aviso por e-mail.',
  },
};

export const NarrowWidth: Story = {
  args: LongText.args,
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
};
