// @vitest-environment jsdom
import './test-dom.ts';
import { DEFAULT_SCHEDULE, type OperatingSchedule } from '@frota/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfigureAllDialog } from './configure-all-dialog.tsx';

function renderDialog() {
  const onApply = vi.fn<(schedule: OperatingSchedule) => void>();
  const onClose = vi.fn();
  render(<ConfigureAllDialog open onApply={onApply} onClose={onClose} />);
  return { onApply, onClose };
}

const dialog = () => screen.findByRole('dialog', { name: 'Configurar todos os dias' });

describe('ConfigureAllDialog', () => {
  it('starts from 08:00 to 18:00, contracted 30 and expected 20, with focus on Início', async () => {
    renderDialog();
    const box = await dialog();
    expect(within(box).getByLabelText(/^Início/)).toHaveValue('08:00');
    expect(within(box).getByLabelText(/^Fim/)).toHaveValue('18:00');
    expect(within(box).getByLabelText('Gate-to-gate contratado (min)')).toHaveValue('30');
    expect(within(box).getByLabelText('Gate-to-gate previsto (min)')).toHaveValue('20');
    await vi.waitFor(() => expect(within(box).getByLabelText(/^Início/)).toHaveFocus());
  });

  it('applies the defaults as they are', async () => {
    const user = userEvent.setup();
    const { onApply, onClose } = renderDialog();
    await user.click(within(await dialog()).getByRole('button', { name: 'Aplicar' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith(DEFAULT_SCHEDULE);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('applies what was typed', async () => {
    const user = userEvent.setup();
    const { onApply } = renderDialog();
    const box = await dialog();
    await user.clear(within(box).getByLabelText(/^Início/));
    await user.type(within(box).getByLabelText(/^Início/), '06:15');
    await user.clear(within(box).getByLabelText('Gate-to-gate contratado (min)'));
    await user.type(within(box).getByLabelText('Gate-to-gate contratado (min)'), '45');
    await user.clear(within(box).getByLabelText('Gate-to-gate previsto (min)'));
    await user.keyboard('{Enter}');
    expect(onApply).toHaveBeenCalledExactlyOnceWith({
      startTime: '06:15',
      endTime: '18:00',
      contractedGateToGate: '45',
      totalGateToGate: '',
    });
  });

  it('waits for both times before Aplicar', async () => {
    const user = userEvent.setup();
    const { onApply } = renderDialog();
    const box = await dialog();
    await user.clear(within(box).getByLabelText(/^Fim/));
    const apply = within(box).getByRole('button', { name: 'Aplicar' });
    expect(apply).toBeDisabled();
    await user.type(within(box).getByLabelText(/^Início/), '{Enter}');
    expect(onApply).not.toHaveBeenCalled();
    await user.type(within(box).getByLabelText(/^Fim/), '17:00');
    expect(apply).toBeEnabled();
  });

  it('closes without applying on Cancelar and on Esc', async () => {
    const user = userEvent.setup();
    const { onApply, onClose } = renderDialog();
    await user.click(within(await dialog()).getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('starts again from the defaults when opened again', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Abrir
          </button>
          <ConfigureAllDialog open={open} onApply={() => {}} onClose={() => setOpen(false)} />
        </>
      );
    }
    render(<Harness />);
    await user.clear(within(await dialog()).getByLabelText('Gate-to-gate contratado (min)'));
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(within(await dialog()).getByLabelText('Gate-to-gate contratado (min)')).toHaveValue('30');
  });

  it('does not submit the form that holds it', async () => {
    const user = userEvent.setup();
    const onOuterSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    const onApply = vi.fn();
    render(
      <form onSubmit={onOuterSubmit}>
        <ConfigureAllDialog open onApply={onApply} onClose={() => {}} />
      </form>,
    );
    await user.click(within(await dialog()).getByRole('button', { name: 'Aplicar' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onOuterSubmit).not.toHaveBeenCalled();
  });
});
