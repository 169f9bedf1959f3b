import { cn } from '../../lib/cn';
import { Spinner } from '../spinner';

export interface PageLoadingProps {
  label?: string;
  className?: string;
}

/** The fallback shown while a route's code or data loads. */
export function PageLoading({ label = 'Carregando...', className }: PageLoadingProps) {
  return (
    <div
      role="status"
      className={cn('flex min-h-48 w-full items-center justify-center gap-3 text-sm text-ink-600', className)}
    >
      <Spinner className="size-6 text-brand-600" />
      <span>{label}</span>
    </div>
  );
}
