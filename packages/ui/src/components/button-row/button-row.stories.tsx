import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { PencilIcon, TrashIcon } from '../icons';
import { ButtonRow } from './button-row';

const meta = {
  title: 'Layout/Button row',
  component: ButtonRow,
  tags: ['autodocs'],
  args: {
    children: (
      <>
        <Button variant="primary">Salvar</Button>
        <Button variant="basic">Voltar</Button>
      </>
    ),
  },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'end'] },
    gap: { control: 'inline-radio', options: ['normal', 'tight'] },
    children: { control: false },
  },
} satisfies Meta<typeof ButtonRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both alignments and both gaps, each in a bordered box as wide as a form. */
export const Matrix: Story = {
  render: () => (
    <table className="border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col">Uso</th>
          <th scope="col">Linha</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row" className="font-normal">
            <span className="font-mono">align=&quot;start&quot;</span>: sob um formulário
          </th>
          <td className="w-96 border border-dashed border-line-control p-2">
            <ButtonRow>
              <Button variant="primary">Salvar</Button>
              <Button variant="basic">Voltar</Button>
            </ButtonRow>
          </td>
        </tr>
        <tr>
          <th scope="row" className="font-normal">
            <span className="font-mono">align=&quot;end&quot;</span>: rodapé de diálogo
          </th>
          <td className="w-96 border border-dashed border-line-control p-2">
            <ButtonRow align="end">
              <Button variant="basic">Cancelar</Button>
              <Button variant="danger">Excluir</Button>
            </ButtonRow>
          </td>
        </tr>
        <tr>
          <th scope="row" className="font-normal">
            <span className="font-mono">gap=&quot;tight&quot;</span>: ações de uma linha da tabela
          </th>
          <td className="w-96 border border-dashed border-line-control p-2">
            <ButtonRow align="end" gap="tight">
              <IconButton label="Editar" icon={<PencilIcon />} />
              <IconButton label="Excluir" icon={<TrashIcon />} />
            </ButtonRow>
          </td>
        </tr>
      </tbody>
    </table>
  ),
};

/** Under a page's form: the main action first, aligned to the left. */
export const UnderAForm: Story = {};

/** Tab follows the order of the children: Salvar, then Voltar. */
export const UnderAFormKeyboardTest: Story = {
  ...UnderAForm,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Voltar' })).toHaveFocus();
  },
};

/** A dialog's footer: aligned to the right, the main action last, by the edge. */
export const DialogFooter: Story = {
  args: {
    align: 'end',
    children: (
      <>
        <Button variant="basic">Cancelar</Button>
        <Button variant="primary">Salvar</Button>
      </>
    ),
  },
};

/** In a 320 px column the buttons wrap onto a second line, in the same order. */
export const NarrowWraps: Story = {
  args: {
    children: (
      <>
        <Button variant="primary">Salvar nova senha</Button>
        <Button variant="basic">Voltar ao login</Button>
        <Button variant="ghost">Esqueci a senha</Button>
      </>
    ),
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};
