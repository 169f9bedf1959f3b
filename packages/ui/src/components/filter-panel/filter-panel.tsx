import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { FilterIcon } from '../icons';

export interface FilterPanelProps {
  /** The filter fields, laid out in a responsive grid. */
  children: ReactNode;
  /** Called by the submit button and by Enter in any field. */
  onSubmit: () => void;
  submitLabel?: 'Filtrar' | 'Buscar';
  /** Starts with the filters shown (default: hidden). */
  defaultOpen?: boolean;
  /** When given, a "Limpar" button calls it. */
  onClear?: () => void;
  className?: string;
}

/**
 * A collapsible filter form above a list. The fields stay mounted while hidden, so typed values
 * survive toggling. A plain disclosure (a button with aria-expanded controlling a region) rather than Headless
 * UI's: every list shows this panel, and Headless UI's would bring its shared core to every list route.
 */
export function FilterPanel({
  children,
  onSubmit,
  submitLabel = 'Filtrar',
  defaultOpen = false,
  onClear,
  className,
}: FilterPanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <div className={cn('space-y-3', className)}>
      <Button
        variant="basic"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        <FilterIcon className="size-4" />
        {open ? 'Ocultar filtros' : 'Mostrar filtros'}
      </Button>
      <div id={panelId} hidden={!open} className="rounded-card border border-ink-200 bg-white p-4">
        <form onSubmit={handleSubmit} className="space-y-4">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {children}
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            {onClear && (
              <Button variant="basic" onClick={onClear}>
                Limpar
              </Button>
            )}
            <Button type="submit">{submitLabel}</Button>
          </div>
        </form>
      </div>
    </div>
  );
}
