import { useSyncExternalStore } from 'react';
import { loadedToastRuntime, subscribeToastRuntime } from './toast-loader';
import type { AppToasterProps } from './toast-types';

/**
 * Where toasts appear (spec 01 §9): top-center, closing after 5 s unless a toast says otherwise, pausing
 * while hovered, and closing when clicked. Renders nothing until the first toast has loaded react-hot-toast
 * (notify does), then shows it and every toast after.
 */
export function AppToaster(props: AppToasterProps) {
  const runtime = useSyncExternalStore(subscribeToastRuntime, loadedToastRuntime, loadedToastRuntime);
  return runtime ? <runtime.ToasterView {...props} /> : null;
}
