import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY_FEEDBACK_MS, CopyButton } from './copy-button';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  vi.useRealTimers();
});

describe('CopyButton', () => {
  it('copies the text, says so for 2 s and then reads its label again', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => {});
    const onCopied = vi.fn();
    stubClipboard(writeText);
    render(<CopyButton text="Xa7#k2Lm" label="Copiar senha" onCopied={onCopied} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copiar senha' })));
    expect(writeText).toHaveBeenCalledWith('Xa7#k2Lm');
    expect(onCopied).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Copiado!' })).toBeInTheDocument();
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Copiado!');
    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1));
    expect(screen.getByRole('button', { name: 'Copiado!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copiar senha' })).toBeInTheDocument();
  });

  it('shows the failure when the clipboard refuses, without calling onCopied', async () => {
    const error = new Error('denied');
    const onCopied = vi.fn();
    const onError = vi.fn();
    stubClipboard(() => Promise.reject(error));
    render(<CopyButton text="x" onCopied={onCopied} onError={onError} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copiar' })));
    expect(screen.getByRole('button', { name: 'Não foi possível copiar' })).toBeInTheDocument();
    expect(onCopied).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('fails the same way without a Clipboard API', async () => {
    render(<CopyButton text="x" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copiar' })));
    expect(screen.getByRole('button', { name: 'Não foi possível copiar' })).toBeInTheDocument();
  });
});
