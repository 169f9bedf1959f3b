import { createIcon } from './create-icon';

// The date inputs' calendar button: a module of its own, so the routes without a date input do not load it
// (see createIcon).
export const CalendarIcon = createIcon(
  'CalendarIcon',
  <path d="M8 2v4m8-4v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z" />,
);
