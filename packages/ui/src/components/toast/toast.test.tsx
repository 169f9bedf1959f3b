import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster } from './app-toaster';
import { notify } from './notify';
import { toast } from './index';

afterEach(() => {
  act(() => toast.remove());
});

describe('AppToaster', () => {
  it('closes a toast when it is clicked', async () => {
    const user = userEvent.setup();
    render(<AppToaster />);
    act(() => {
      notify.success('Cliente criado com sucesso');
    });
    await user.click(await screen.findByText('Cliente criado com sucesso'));
    // Dismissed toasts leave the DOM after a 1 s exit; untouched, this one would stay 5 s.
    await waitFor(() => expect(screen.queryByText('Cliente criado com sucesso')).toBeNull(), {
      timeout: 2500,
    });
  });
});

describe('AppToaster and controls inside a toast', () => {
  it('does not close a toast when a button inside it is used', async () => {
    const user = userEvent.setup();
    render(<AppToaster />);
    act(() => {
      notify.success(
        <span>
          Senha gerada <button type="button">Copiar senha</button>
        </span>,
        { duration: Infinity },
      );
    });
    await user.click(await screen.findByRole('button', { name: 'Copiar senha' }));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.getByText('Senha gerada')).toBeInTheDocument();
  });
});

describe('notify', () => {
  it('shows success, warning and error toasts and returns their ids', async () => {
    render(<AppToaster />);
    let ids: string[] = [];
    act(() => {
      ids = [
        notify.success('Usuário criado com sucesso'),
        notify.warning('Não encontrado.'),
        notify.error('Falha ao criar usuário'),
      ];
    });
    expect(new Set(ids).size).toBe(3);
    expect(await screen.findByText('Usuário criado com sucesso')).toBeInTheDocument();
    expect(screen.getByText('Não encontrado.')).toBeInTheDocument();
    expect(screen.getByText('Falha ao criar usuário')).toBeInTheDocument();
  });

  it('dismisses a toast by the id it returned', async () => {
    render(<AppToaster />);
    let id = '';
    act(() => {
      id = notify.info('Senha copiada');
    });
    expect(await screen.findByText('Senha copiada')).toBeInTheDocument();
    act(() => toast.remove(id));
    expect(screen.queryByText('Senha copiada')).toBeNull();
  });
});
