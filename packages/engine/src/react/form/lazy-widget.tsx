import { Suspense, type ComponentType } from 'react';
import type { UiSchema, WidgetProps } from '@rjsf/utils';
import { TextInput } from '@frota/ui';
import { lazyComponent } from '../shared/lazy-component.ts';

export type LazyWidget = ComponentType<WidgetProps> & { preload: () => Promise<unknown> };

/**
 * A widget in a chunk of its own (those built on Headless UI: a form without selects or checkboxes never loads
 * them). An inert input holds its place while it loads; EntityForm preloads the widgets its form names while the
 * form's validator and record load, so that rarely shows.
 */
export function lazyWidget(load: () => Promise<ComponentType<WidgetProps>>): LazyWidget {
  const Lazy = lazyComponent(load);
  function Widget(props: WidgetProps) {
    return (
      <Suspense fallback={<TextInput id={props.id} disabled aria-busy="true" />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Widget, { preload: Lazy.preload });
}

const isLazyWidget = (widget: unknown): widget is LazyWidget =>
  typeof widget === 'function' && 'preload' in widget && typeof widget.preload === 'function';

/** Starts loading the lazy widgets a uiSchema names (a failure shows when the widget renders). */
export function preloadWidgets(uiSchema: UiSchema, widgets: Record<string, unknown>): void {
  for (const field of Object.values(uiSchema)) {
    const name: unknown = typeof field === 'object' && field !== null ? field['ui:widget'] : undefined;
    const widget = typeof name === 'string' ? widgets[name] : undefined;
    if (isLazyWidget(widget)) widget.preload().catch(() => undefined);
  }
}
