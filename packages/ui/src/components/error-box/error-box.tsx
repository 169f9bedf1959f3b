import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface ErrorBoxProps {
  /** One or more messages; several are shown as a list. */
  messages?: string[];
  children?: ReactNode;
  className?: string;
}

/** A red box announcing an error, such as a failed save under a form. Renders nothing when empty. */
export function ErrorBox({ messages = [], children, className }: ErrorBoxProps) {
  const filled = messages.filter((message) => message.trim() !== '');
  const hasChildren = children !== undefined && children !== null && children !== false && children !== '';
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
            <li key={`${index}-${message}`}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
