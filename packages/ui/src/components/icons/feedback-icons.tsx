import { createIcon } from './create-icon';

// The toasts' success and error marks: a module of their own, loaded with the toasts only (see createIcon).
export const CircleCheckIcon = createIcon(
  'CircleCheckIcon',
  <path d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm-3-10 2 2 4-4" />,
);
export const CircleXIcon = createIcon(
  'CircleXIcon',
  <path d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm3-13-6 6m0-6 6 6" />,
);
