import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { FilterIcon } from '../icons';

export interface FilterPanelProps {
  /** The filter fields, laid out in a responsive grid. */
  children: ReactNode;
  /** Called by the submit button and by Enter in any field. */
  onSubmit: () => void;
  /** The submit button's text, as the list's schema names it: 'Filtrar' (default) or 'Buscar'. */
  submitLabel?: 'Filtrar' | 'Buscar';
  /** Starts with the filters shown (default: hidden). */
  defaultOpen?: boolean;
  /** When given, a "Limpar" button calls it. */
  onClear?: () => void;
  /** Called when the toggle shows or hides the fields (a screen may load heavy fields only once shown). */
  onOpenChange?: (open: boolean) => void;
  /** Classes added to the wrapper (layout only, such as a bottom margin). */
  className?: string;
}

/**
 * A collapsible filter form above a list: a "Mostrar filtros" button and, once open, the fields in a grid with
 * "Limpar" and "Filtrar".
 *
 * **When to use.** Above a list whose rows the user narrows with one or more fields (name, CPF, client, status),
 * as every list of the engine does. It starts hidden so the rows come first; pass `defaultOpen` when filters are
 * already applied (a link or a reload with them), so the user sees what narrows the list.
 *
 * **Accessibility.** A disclosure: the toggle is a button with `aria-expanded` and `aria-controls` pointing at the
 * panel, and its text says what it does ("Mostrar filtros", "Ocultar filtros"). Enter or Space toggles it; while
 * hidden the fields are out of the Tab order and of the accessibility tree, and they keep what was typed. The
 * fields are a `<form>`, so Enter in any of them submits, as does the "Filtrar" button; "Limpar" does not submit.
 * Give each field a `Field` label.
 */
export function FilterPanel({
  children,
  onSubmit,
  submitLabel = 'Filtrar',
  defaultOpen = false,
  onClear,
  onOpenChange,
  className,
}: FilterPanelProps) {
  // A plain disclosure rather than Headless UI's: every list shows this panel, and Headless UI's would bring its
  // shared core to every list route.
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
        onClick={() => {
          setOpen(!open);
          onOpenChange?.(!open);
        }}
      >
        <FilterIcon className="size-4" />
        {open ? 'Ocultar filtros' : 'Mostrar filtros'}
      </Button>
      <div id={panelId} hidden={!open} className="rounded-card border border-line bg-surface p-4">
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
