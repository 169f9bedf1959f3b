import { createIcon } from './create-icon';

// The "Mais ações" button of a row: a module of its own, loaded with the lists only (see createIcon).
export const MoreIcon = createIcon('MoreIcon', <path d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth="3" />);
