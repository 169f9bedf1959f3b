import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface ErrorBoxProps {
  /** One or more messages; several are shown as a list. */
  messages?: string[];
  /** Free content shown above the messages, such as a sentence with a link. */
  children?: ReactNode;
  /** Classes added to the box, for layout (margins, width). */
  className?: string;
}

/**
 * A red box with one error message or a list of them, such as a failed save under a form.
 *
 * **When to use.** For an error about a whole action or form: the save or the login failed, the server returned
 * several validation messages. An error about one field goes in that `Field`'s `error`, next to the input; a
 * message that is not an error is a `Notice`, and a passing confirmation a toast. Empty messages (and no
 * children) render nothing, so a form can always place the box and pass its current errors.
 *
 * **Accessibility.** `role="alert"`: a screen reader interrupts to read the messages as soon as the box appears,
 * without moving the focus. Several messages are a list, read with their count. The colour only adds to the
 * words, so they must say what went wrong and what to do. It has no focusable content.
 */
export function ErrorBox({ messages = [], children, className }: ErrorBoxProps) {
  const filled = messages.filter((message) => message.trim() !== '');
  const hasChildren = children != null && children !== false && children !== '';
  if (filled.length === 0 && !hasChildren) return null;
  return (
    <div
      role="alert"
      className={cn(
        'rounded-control border border-danger-200 bg-danger-50 px-4 py-3 text-sm text-danger-800',
        className,
      )}
    >
      {hasChildren && <div>{children}</div>}
      {filled.length === 1 && <p>{filled[0]}</p>}
      {filled.length > 1 && (
        <ul className="list-disc space-y-1 pl-5">
          {filled.map((message, index) => (
            // The messages of one render, in their order: the position is the identity.
            <li key={index}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
