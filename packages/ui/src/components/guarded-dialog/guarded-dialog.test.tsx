import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GuardedDialog } from './guarded-dialog';

function setup(dirty: boolean) {
  const onClose = vi.fn();
  const view = (open: boolean) => (
    <GuardedDialog open={open} onClose={onClose} title="Editar produto" dirty={dirty}>
      <p>Formulário</p>
    </GuardedDialog>
  );
  const { rerender } = render(view(true));
  return { onClose, reopen: () => (rerender(view(false)), rerender(view(true))) };
}

describe('GuardedDialog', () => {
  it('closes at once when nothing changed', async () => {
    const { onClose } = setup(false);
    await screen.findByRole('dialog', { name: 'Editar produto' });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before closing when dirty, and stays open on "Continuar editando"', async () => {
    const { onClose } = setup(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Fechar' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Descartar alterações' });
    expect(confirm).toHaveAccessibleDescription('Existem alterações não salvas. Deseja descartá-las?');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Editar produto' })).toBeInTheDocument();
  });

  it('closes after "Descartar"', async () => {
    const { onClose } = setup(true);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'Descartar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not show a pending question again after the parent closed and reopened it', async () => {
    const { reopen } = setup(true);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await screen.findByRole('alertdialog');
    reopen();
    await screen.findByRole('dialog', { name: 'Editar produto' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
