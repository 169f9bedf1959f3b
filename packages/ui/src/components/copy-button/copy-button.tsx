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
  /** Shown, and announced, for 2 s after a copy (default 'Copiado!'); such as 'Senha copiada!'. */
  copiedLabel?: string;
  /** Shown when the browser refuses the clipboard (no permission, insecure page). */
  failedLabel?: string;
  /** Called after the text reached the clipboard. */
  onCopied?: () => void;
  /** Receives the clipboard's error, for a caller that logs it; the button shows `failedLabel` either way. */
  onError?: (error: unknown) => void;
};

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A button that copies a text with the Clipboard API and says so for 2 s, on the button and in a polite live
 * region. A refused clipboard shows 'Não foi possível copiar'.
 *
 * **When to use.** Beside a value the user must paste elsewhere and should not retype: a temporary password, an
 * access link, a code. Show the value too, so it can be read when the clipboard refuses. For any other action use
 * a `Button`.
 *
 * **Accessibility.** A Button (basic, sm by default) named by its `label`, so say what it copies ('Copiar
 * senha'). Enter or Space copies. The button's text then reads 'Copiado!' (or the failure) for 2 s, and a polite
 * live region announces it, so a screen reader hears the result without the focus moving. The icon is
 * decorative.
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
