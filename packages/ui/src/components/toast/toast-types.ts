import type { Renderable, Toast, ToasterProps, ValueOrFunction } from 'react-hot-toast';

/** What a toast says: text or an element, or a function of the toast that gives one. */
export type ToastMessage = ValueOrFunction<Renderable, Toast>;

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export type AppToasterProps = ToasterProps;
