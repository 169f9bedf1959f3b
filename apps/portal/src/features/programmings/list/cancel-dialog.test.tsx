// @vitest-environment jsdom
import '../test-dom.ts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { EngineProvider, type DataProvider } from '@frota/engine/react';
import { describe, expect, it, vi } from 'vitest';
import { CANCELLATION_JUSTIFICATIONS } from '../programming-story-fixtures.ts';
import { CancelDialog } from './cancel-dialog.tsx';

const unused = () => Promise.reject(new Error('The cancel dialog calls only options.'));

/** The dialog for `programmingId` (closed while undefined); `reopen` renders it for another one. */
function renderDialog(programmingId: number | undefined) {
  const options = vi.fn<DataProvider['options']>(() => Promise.resolve(CANCELLATION_JUSTIFICATIONS));
  const dataProvider: DataProvider = {
    options,
    list: unused,
    get: unused,
    create: unused,
    update: unused,
    remove: unused,
    setActive: unused,
    call: unused,
  };
  const onConfirm = vi.fn<(justificationId: number) => void>();
  const onClose = vi.fn();
  const dialog = (id: number | undefined) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <EngineProvider value={{ dataProvider, profile: 'Admin' }}>
        <CancelDialog programmingId={id} busy={false} onConfirm={onConfirm} onClose={onClose} />
      </EngineProvider>
    </SWRConfig>
  );
  const { rerender } = render(dialog(programmingId));
  return { options, onConfirm, onClose, reopen: (id: number | undefined) => rerender(dialog(id)) };
}

const select = () => screen.getByRole('button', { name: /^Justificativa/ });
const confirm = () => screen.getByRole('button', { name: 'Cancelar programação' });
/** The dialog once the justifications have arrived. */
async function loaded(id = 124) {
  const box = await screen.findByRole('dialog', { name: `Cancelar programação #${id}` });
  await waitFor(() => expect(within(box).getByRole('button', { name: /^Justificativa/ })).toBeEnabled());
  return box;
}

describe('CancelDialog', () => {
  it('asks for the Cancellation justifications only while open', async () => {
    const { options, reopen } = renderDialog(undefined);
    expect(options).not.toHaveBeenCalled();
    reopen(124);
    await loaded();
    expect(options).toHaveBeenCalledWith(expect.objectContaining({ filter: { type: 'Cancellation' } }));
  });

  it('keeps the confirm button disabled until a justification is chosen', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderDialog(124);
    await loaded();
    expect(confirm()).toBeDisabled();
    await user.click(confirm());
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(select());
    await user.click(await screen.findByRole('option', { name: 'Carga não disponível na origem' }));
    expect(confirm()).toBeEnabled();
  });

  it('confirms with the chosen justification id', async () => {
    const user = userEvent.setup();
    const { onConfirm, onClose } = renderDialog(124);
    await loaded();
    await user.click(select());
    await user.click(await screen.findByRole('option', { name: 'Veículo em manutenção' }));
    await user.click(select());
    await user.click(await screen.findByRole('option', { name: 'Condições climáticas adversas' }));
    await user.click(confirm());
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith(4);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('opens with nothing chosen for another programming', async () => {
    const user = userEvent.setup();
    const { reopen } = renderDialog(124);
    await loaded();
    await user.click(select());
    await user.click(await screen.findByRole('option', { name: 'Veículo em manutenção' }));
    expect(confirm()).toBeEnabled();
    reopen(125);
    await loaded(125);
    expect(select()).toHaveTextContent('Selecione a justificativa');
    expect(confirm()).toBeDisabled();
  });

  it('closes with Voltar without confirming', async () => {
    const user = userEvent.setup();
    const { onConfirm, onClose } = renderDialog(124);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
