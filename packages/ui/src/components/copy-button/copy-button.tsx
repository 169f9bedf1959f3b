import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from '../button';
import { CheckIcon, CopyIcon, WarningIcon } from '../icons';

/** How long the button shows 'Copiado!' (or the failure) before it reads its label again. */
export const COPY_FEEDBACK_MS = 2000;

export type CopyButtonProps = Omit<ButtonProps, 'children' | 'onClick' | 'loading'> & {
  /** What goes to the clipboard. */
  text: string;
  /** The button's text and accessible name (default 'Copiar'); say what is copied, e.g. 'Copiar senha'. */
  label?: string;
  copiedLabel?: string;
  /** Shown when the browser refuses the clipboard (no permission, insecure page). */
  failedLabel?: string;
  onCopied?: () => void;
  /** Receives the clipboard's error, for a caller that logs it; the button shows `failedLabel` either way. */
  onError?: (error: unknown) => void;
};

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies a text with the Clipboard API and says so for 2 s, on the button and in a polite live region.
 * A refused clipboard shows 'Não foi possível copiar'.
 *
 * @example <CopyButton text={password} label="Copiar senha" />
 */
export function CopyButton({
  text,
  label = 'Copiar',
  copiedLabel = 'Copiado!',
  failedLabel = 'Não foi possível copiar',
  onCopied,
  onError,
  variant = 'basic',
  size = 'sm',
  ...props
}: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  async function copy() {
    clearTimeout(resetTimer.current);
    try {
      // navigator.clipboard is undefined on insecure pages: the TypeError lands in the catch too.
      await navigator.clipboard.writeText(text);
      setState('copied');
      onCopied?.();
    } catch (error) {
      setState('failed');
      onError?.(error);
    }
    resetTimer.current = setTimeout(() => setState('idle'), COPY_FEEDBACK_MS);
  }

  const message = state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : '';
  const Icon = state === 'copied' ? CheckIcon : state === 'failed' ? WarningIcon : CopyIcon;
  return (
    <>
      <Button variant={variant} size={size} onClick={() => void copy()} {...props}>
        <Icon className={state === 'failed' ? 'size-4 text-danger-600' : 'size-4'} />
        {message || label}
      </Button>
      <span aria-live="polite" className="sr-only">
        {message}
      </span>
    </>
  );
}
