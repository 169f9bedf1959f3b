import { cn, Spinner } from '@frota/ui';
import { MONITOR_MESSAGES } from './monitor-messages.ts';

const TIME = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

export interface PollStatusProps {
  updatedAt: number | undefined;
  failed: boolean;
  isPolling: boolean;
}

/**
 * When the monitor last heard from the server, and whether the latest poll failed. Only a failure is
 * announced (a polite live region): a screen reader does not hear the time every 30 seconds.
 */
export function PollStatus({ updatedAt, failed, isPolling }: PollStatusProps) {
  const time = updatedAt === undefined ? undefined : TIME.format(updatedAt);
  let text: string = MONITOR_MESSAGES.loading;
  if (failed) text = time ? MONITOR_MESSAGES.failedKeeping(time) : MONITOR_MESSAGES.failedFirst;
  else if (time) text = MONITOR_MESSAGES.updatedAt(time);
  return (
    <div className="flex min-h-6 items-center gap-2 text-sm">
      <p
        role="status"
        aria-live={failed ? 'polite' : 'off'}
        className={cn(failed ? 'font-medium text-danger-700' : 'text-fg-muted')}
      >
        {text}
      </p>
      {isPolling && <Spinner className="size-4 text-fg-placeholder" />}
    </div>
  );
}
