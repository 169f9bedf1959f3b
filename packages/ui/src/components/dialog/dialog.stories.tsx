import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button';
import { Field } from '../field';
import { TextInput } from '../text-input';
import { Dialog, type DialogProps } from './dialog';

function Controlled(props: Omit<DialogProps, 'open' | 'onClose'>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Abrir diálogo</Button>
      <Dialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const passwordForm = (
  <form className="space-y-4">
    <Field label="Senha atual" htmlFor="currentPassword" required>
      <TextInput id="currentPassword" type="password" data-autofocus />
    </Field>
    <Field label="Nova senha" htmlFor="password" required>
      <TextInput id="password" type="password" />
    </Field>
    <Field label="Confirmação da nova senha" htmlFor="passwordConfirmation" required>
      <TextInput id="passwordConfirmation" type="password" />
    </Field>
  </form>
);

const meta = {
  title: 'Overlays/Dialog',
  component: Controlled,
  tags: ['autodocs'],
  args: {
    title: 'Alterar senha',
    children: passwordForm,
    footer: (
      <>
        <Button variant="basic">Cancelar</Button>
        <Button onClick={fn()}>Salvar</Button>
      </>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
    footer: { control: false },
    description: { control: 'text' },
  },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithForm: Story = {};

export const WithDescription: Story = {
  args: { description: 'A nova senha passa a valer no próximo login.' },
};

export const Small: Story = { args: { size: 'sm', children: <p>Conteúdo curto.</p> } };

export const LargeWithLongContent: Story = {
  args: {
    size: 'lg',
    title: 'Política de privacidade',
    footer: <Button>Entendi</Button>,
    children: (
      <div className="space-y-3 text-sm text-ink-700">
        {Array.from({ length: 20 }, (_, index) => (
          <p key={index}>
            Seção {index + 1}: os dados coletados (login com o CPF) são usados somente internamente, guardados
            pelo tempo necessário e protegidos por medidas de segurança adequadas.
          </p>
        ))}
      </div>
    ),
  },
};

export const WithoutFooter: Story = { args: { footer: undefined } };
