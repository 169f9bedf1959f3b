import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch, type SwitchProps } from './switch';

/** Holds the on/off state as a form would. */
function Stateful({ checked: initial, onChange, ...props }: SwitchProps) {
  const [checked, setChecked] = useState(initial);
  return (
    <Switch
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
  title: 'Forms/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { label: 'Exibir inativos', checked: false, onChange: fn() },
  argTypes: {
    checked: { control: 'boolean', description: 'Whether it is on. Initial state in these stories.' },
    onChange: {
      description: 'Called with the new state, by a click on the switch or the label, or by Space.',
    },
    label: { control: 'text', description: 'Visible label and accessible name; says what is on.' },
    description: { control: 'text', description: 'Second line under the label, read as the description.' },
    disabled: { control: 'boolean', description: 'Greyed out; Tab skips it and clicks do nothing.' },
    name: { control: 'text', description: "Submits 'on' under this name when on, in a native form." },
  },
  // The key starts the story over when the checked control changes.
  render: (args) => <Stateful key={String(args.checked)} {...args} />,
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const On: Story = { args: { checked: true } };

export const WithDescription: Story = {
  args: {
    label: 'Receber notificações por e-mail',
    description: 'Avisos de programações expiradas e de motoristas sem viagem.',
  },
};

/** Tab to the switch and press Space twice: it turns on and off, with the focus ring shown. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Exibir inativos' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await expect(toggle).not.toBeChecked();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const DisabledOn: Story = {
  args: { disabled: true, checked: true, description: 'Definido pela configuração do cliente.' },
};

export const LongText: Story = {
  args: {
    label:
      'Bloquear automaticamente os motoristas que não enviarem a localização por mais de vinte e quatro horas',
    description:
      'O bloqueio é desfeito quando o aplicativo volta a enviar a localização; o gestor da frota recebe um ' +
      'aviso a cada bloqueio.',
  },
};

export const NarrowWidth: Story = {
  args: LongText.args,
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
};
