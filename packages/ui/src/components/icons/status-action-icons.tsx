import { createIcon } from './create-icon';

// The programmings' status actions and location refresh: a module of their own, so the routes that do not
// show them do not load them (see createIcon).
export const PlayIcon = createIcon('PlayIcon', <path d="m7 4 13 8-13 8Z" />);
export const BanIcon = createIcon(
  'BanIcon',
  <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM5.6 5.6l12.8 12.8" />,
);
export const RefreshIcon = createIcon(
  'RefreshIcon',
  <path d="M21 12a9 9 0 0 1-15.5 6.2L3 16m0 5v-5h5M3 12a9 9 0 0 1 15.5-6.2L21 8m0-5v5h-5" />,
);
