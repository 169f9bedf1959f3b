// @frota/ui: presentational components and design tokens (./styles.css). Knows nothing about entities,
// schemas or HTTP; its pt-BR formats come from @frota/domain/format (see README.md).

export { cn } from './lib/cn';
export { focusWithoutOpening } from './lib/quiet-focus';
export * from './tokens';

export * from './components/icons';
export * from './components/button';
export * from './components/button-link';
export * from './components/button-row';
export * from './components/icon-button';
export * from './components/row-actions';
export * from './components/spinner';
export * from './components/dots-spinner';
export * from './components/page-loading';
export * from './components/blocking-overlay';
export * from './components/logo';

export * from './components/text-input';
export * from './components/masked-input';
export * from './components/digits-input';
export * from './components/textarea';
export * from './components/number-input';
export * from './components/date-time-input';
export * from './components/checkbox';
export * from './components/switch';
export * from './components/select';
export * from './components/combobox';
export * from './components/multi-select';
export * from './components/field';
export * from './components/error-box';
export * from './components/load-failed';
export * from './components/filter-panel';

export * from './components/dialog';
export * from './components/confirm-dialog';
export * from './components/toast';

export * from './components/table';
export * from './components/pagination';
export * from './components/badge';
export * from './components/yes-no-badge';

export * from './components/page-header';
export * from './components/heading';
export * from './components/text';
export * from './components/empty-value';
export * from './components/notice';
export * from './components/text-link';
export * from './components/centered-layout';
export * from './components/card';
export * from './components/side-menu';
export * from './components/top-bar';
export * from './components/app-shell';
export * from './components/tabs';
export * from './components/segmented-control';
export * from './components/counter-card';
export * from './components/gauge';
export * from './components/ranking-list';
export * from './components/key-value-list';
export * from './components/copy-button';
export * from './components/guarded-dialog';
