import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, type CheckboxProps } from './checkbox';

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
    checked: { control: 'boolean', description: 'Whether it is ticked. Initial state in these stories.' },
    onChange: { description: 'Called with the new state, by a click on the box or the label, or by Space.' },
    label: { control: 'text', description: 'Visible label and accessible name.' },
    description: { control: 'text', description: 'Second line under the label, read as the description.' },
    disabled: { control: 'boolean', description: 'Greyed out; Tab skips it and clicks do nothing.' },
    invalid: { control: 'boolean', description: 'Red box and aria-invalid.' },
    name: { control: 'text', description: "Submits 'on' under this name when checked, in a native form." },
  },
  // The key starts the story over when the checked control changes.
  render: (args) => <Stateful key={String(args.checked)} {...args} />,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const Checked: Story = { args: { checked: true } };

export const WithDescription: Story = {
  args: { label: 'Enviar e-mail de boas-vindas', description: 'O usuário recebe o link para criar a senha.' },
};

/** Tab to the checkbox and press Space twice: it ticks and unticks, with the focus ring shown. */
export const Keyboard: Story = {
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
