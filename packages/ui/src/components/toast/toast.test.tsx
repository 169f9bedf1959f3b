import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster } from './app-toaster';
import { notify } from './notify';
import { toast } from './index';

afterEach(() => {
  act(() => toast.remove());
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
