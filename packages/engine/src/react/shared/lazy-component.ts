import { lazy, type ComponentType } from 'react';

/**
 * A component in a chunk of its own, loaded on first render or ahead with `preload()`. Once loaded it renders
 * at once: React.lazy gets a thenable that resolves synchronously, so no fallback flashes.
 *
 * @example const SelectWidget = lazyComponent(() => import('./select-widget.tsx').then((m) => m.SelectWidget))
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Component = lazy(() => {
    if (loaded) {
      const component = loaded;
      return {
        then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve({ default: component }),
      } as never;
    }
    return preload().then((component) => ({ default: component }));
  });
  return Object.assign(Component, { preload });
}
