import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import type { FormEvent, ReactNode } from 'react';
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
 * survive toggling.
 */
export function FilterPanel({
  children,
  onSubmit,
  submitLabel = 'Filtrar',
  defaultOpen = false,
  onClear,
  className,
}: FilterPanelProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <Disclosure as="div" defaultOpen={defaultOpen} className={cn('space-y-3', className)}>
      {({ open }) => (
        <>
          <DisclosureButton as={Button} variant="basic" size="sm">
            <FilterIcon className="size-4" />
            {open ? 'Ocultar filtros' : 'Mostrar filtros'}
          </DisclosureButton>
          <DisclosurePanel unmount={false} className="rounded-card border border-ink-200 bg-white p-4">
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
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}
