import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function setup(props: { busy?: boolean } = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      message="Tem certeza que deseja apagar o usuário?"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('shows the default title and the message', async () => {
    setup();
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmação' });
    expect(dialog).toHaveAccessibleDescription('Tem certeza que deseja apagar o usuário?');
  });

  it('starts with focus on the cancel button', async () => {
    setup();
    await screen.findByRole('alertdialog');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus());
  });

  it('calls onConfirm when confirmed', async () => {
    const { onConfirm, onCancel } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('calls onCancel from the cancel button', async () => {
    const { onConfirm, onCancel } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cancels on Esc', async () => {
    const { onCancel } = setup();
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed while busy', async () => {
    const { onCancel } = setup({ busy: true });
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toHaveAttribute('aria-busy', 'true');
  });
});
