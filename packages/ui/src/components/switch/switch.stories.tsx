import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch, type SwitchProps } from './switch';
import { expectNoForcedFocusOnDisabled } from '../../../test/forced-focus';

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
    label: { control: 'text' },
    description: { control: 'text' },
    disabled: { control: 'boolean' },
    name: { control: 'text' },
    className: { control: false },
  },
  // The key starts the story over when the checked control changes.
  render: (args) => <Stateful key={String(args.checked)} {...args} />,
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

const STATES = [
  { name: 'Habilitado', disabled: false },
  { name: 'Desabilitado', disabled: true },
] as const;

/** Off and on, enabled and disabled, with a description line. */
export const Matrix: Story = {
  render: (args) => (
    <table className="border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col">Estado</th>
          <th scope="col">Desligado</th>
          <th scope="col">Ligado</th>
        </tr>
      </thead>
      <tbody>
        {STATES.map(({ name, disabled }) => (
          <tr key={name}>
            <th scope="row" className="align-top font-normal">
              {name}
            </th>
            <td className="align-top">
              <Switch
                label="Exibir inativos"
                description="Motoristas desativados."
                checked={false}
                disabled={disabled}
                onChange={args.onChange}
              />
            </td>
            <td className="align-top">
              <Switch
                label="Exibir inativos"
                description="Motoristas desativados."
                checked
                disabled={disabled}
                onChange={args.onChange}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

/** The focus ring a keyboard user sees on each enabled switch (Tab skips the disabled ones). */
export const FocusVisible: Story = {
  ...Matrix,
  parameters: { pseudo: { focusVisible: '[role="switch"]:not([data-disabled])' } },
  play: expectNoForcedFocusOnDisabled,
};

export const Off: Story = {};

/** Tab to the switch and press Space twice: it turns on and off. */
export const OffKeyboardTest: Story = {
  ...Off,
  tags: ['!autodocs', 'interaction-test'],
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

export const On: Story = { args: { checked: true } };

export const WithDescription: Story = {
  args: {
    label: 'Receber notificações por e-mail',
    description: 'Avisos de programações expiradas e de motoristas sem viagem.',
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Tab skips a disabled switch, and a click on it or its label changes nothing. */
export const DisabledTest: Story = {
  ...Disabled,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Exibir inativos' });
    await userEvent.tab();
    await expect(toggle).not.toHaveFocus();
    await userEvent.click(canvas.getByText('Exibir inativos'));
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

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
