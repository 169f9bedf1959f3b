import type { ReactNode } from 'react';
import { Button } from '../button';
import { ButtonRow } from '../button-row';
import { ErrorBox } from '../error-box';

export interface LoadFailedProps {
  /** What could not be loaded, as the screen's messages word it ("Erro ao carregar clientes."). */
  message: string;
  /** Loads again: the "Tentar novamente" button. */
  onRetry: () => void;
  /** While the new attempt runs: the button shows it and cannot be pressed twice. */
  retrying?: boolean;
  /** Other ways out, after "Tentar novamente" (a page form's "Voltar" link). */
  actions?: ReactNode;
}

/**
 * The one "failed to load" state of every screen: the message in an `ErrorBox`, and under it "Tentar novamente"
 * (and any other way out, such as "Voltar"), in place of what could not be loaded.
 *
 * **When to use.** When a screen, a table, a form's record or a dialog's data could not be read. The request
 * behind it is made quiet (no toast), so the user reads the failure once, where the data would be. A failed
 * save is an `ErrorBox` under the form (the form stays); a field's options that failed are that `Field`'s error.
 *
 * **Accessibility.** The box is `role="alert"`: a screen reader reads the message as soon as it appears, without
 * moving the focus; "Tentar novamente" is the next stop of Tab. While `retrying`, the button says so and is
 * disabled.
 */
export function LoadFailed({ message, onRetry, retrying, actions }: LoadFailedProps) {
  return (
    <>
      <ErrorBox messages={[message]} />
      <ButtonRow className="mt-3">
        <Button variant="basic" loading={retrying} onClick={onRetry}>
          Tentar novamente
        </Button>
        {actions}
      </ButtonRow>
    </>
  );
}
