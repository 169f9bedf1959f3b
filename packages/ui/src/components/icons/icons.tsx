import { createIcon, type IconComponent } from './create-icon';

export { createIcon, type IconComponent, type IconProps } from './create-icon';

export const PencilIcon = createIcon('PencilIcon', <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />);
export const TrashIcon = createIcon('TrashIcon', <path d="M3 6h18M8 6V4h8v2m2 0-1 14H7L6 6m4 5v6m4-6v6" />);
export const PowerIcon = createIcon('PowerIcon', <path d="M12 2v10M18.4 6.6a9 9 0 1 1-12.8 0" />);
export const UsersIcon = createIcon(
  'UsersIcon',
  <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm13 10v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />,
);
export const ListIcon = createIcon(
  'ListIcon',
  <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />,
);
export const CoinsIcon = createIcon(
  'CoinsIcon',
  <path d="M8 14A6 6 0 1 0 8 2a6 6 0 0 0 0 12Zm10.1-3.6a6 6 0 1 1-7.8 7.6M7 6h1v4m8.7 3.9.7.7-2.8 2.8" />,
);
export const PlusIcon = createIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);
export const FilterIcon = createIcon('FilterIcon', <path d="M22 3H2l8 9.5V19l4 2v-8.5Z" />);
export const ChevronLeftIcon = createIcon('ChevronLeftIcon', <path d="m15 18-6-6 6-6" />);
export const ChevronRightIcon = createIcon('ChevronRightIcon', <path d="m9 18 6-6-6-6" />);
export const ChevronUpIcon = createIcon('ChevronUpIcon', <path d="m18 15-6-6-6 6" />);
export const ChevronDownIcon = createIcon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);
export const ChevronUpDownIcon = createIcon('ChevronUpDownIcon', <path d="m7 15 5 5 5-5M7 9l5-5 5 5" />);
export const MenuIcon = createIcon('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />);
export const LogoutIcon = createIcon(
  'LogoutIcon',
  <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4m7 14 5-5-5-5m5 5H9" />,
);
export const DevicesIcon = createIcon('DevicesIcon', <path d="M3 5h14v9H3zM1 18h18M20 9h3v10h-3z" />);
export const KeyIcon = createIcon(
  'KeyIcon',
  <path d="M15.5 7.5 19 4m2-2-2 2 3 3-3.5 3.5-3-3M11.4 11.6a5.5 5.5 0 1 1-7.8 7.8 5.5 5.5 0 0 1 7.8-7.8Z" />,
);
export const EyeIcon = createIcon(
  'EyeIcon',
  <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z" />,
);
export const CopyIcon = createIcon(
  'CopyIcon',
  <path d="M9 9h11v11H9Zm-4 6H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />,
);
export const CheckIcon = createIcon('CheckIcon', <path d="M20 6 9 17l-5-5" />);
export const CloseIcon = createIcon('CloseIcon', <path d="M18 6 6 18M6 6l12 12" />);
export const WarningIcon = createIcon(
  'WarningIcon',
  <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0ZM12 9v4m0 4h.01" />,
);
export const UnlinkIcon = createIcon(
  'UnlinkIcon',
  <path d="M9 17H7a5 5 0 0 1 0-10h2m6 0h2a5 5 0 0 1 4 8M8 12h3M2 2l20 20" />,
);
export const InfoIcon = createIcon(
  'InfoIcon',
  <path d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm0-6v-4m0-4h.01" />,
);

/**
 * Every icon keyed by a stable name, for callers that pick an icon from configuration.
 *
 * @example const Icon = icons[action.icon]; <Icon className="size-4" />
 */
export const icons = {
  pencil: PencilIcon,
  trash: TrashIcon,
  power: PowerIcon,
  users: UsersIcon,
  list: ListIcon,
  coins: CoinsIcon,
  plus: PlusIcon,
  filter: FilterIcon,
  chevronLeft: ChevronLeftIcon,
  chevronRight: ChevronRightIcon,
  chevronUp: ChevronUpIcon,
  chevronDown: ChevronDownIcon,
  chevronUpDown: ChevronUpDownIcon,
  menu: MenuIcon,
  logout: LogoutIcon,
  key: KeyIcon,
  eye: EyeIcon,
  copy: CopyIcon,
  check: CheckIcon,
  close: CloseIcon,
  warning: WarningIcon,
  info: InfoIcon,
  unlink: UnlinkIcon,
} as const satisfies Record<string, IconComponent>;

export type IconName = keyof typeof icons;
