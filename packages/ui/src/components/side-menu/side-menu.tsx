import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface SideMenuItem {
  /** Unique within the menu. */
  id: string;
  /** The link's text and accessible name; a long one wraps. */
  label: string;
  /** Where the link goes. */
  href: string;
  /** The link of the current page: highlighted, and `aria-current="page"` when `renderLink` sets it. */
  active?: boolean;
}

export interface SideMenuGroup {
  /** Unique within the page: it makes the heading's id (`menu-grupo-{id}`). */
  id: string;
  /** The group's heading ("Cadastros"), shown in small capitals; it also names the group's list. */
  label: string;
  /** The group's links, in order. */
  items: SideMenuItem[];
}

export interface SideMenuProps {
  /** The groups of links, in order; a group the user may not see is left out by the caller. */
  groups: SideMenuGroup[];
  /**
   * Renders one link, so the portal can use its router's link. Put `className` and `children` on
   * the link, and `aria-current="page"` when `item.active` (React Router's NavLink already sets it).
   * The active look follows either `item.active` or the link's own aria-current.
   */
  renderLink: (item: SideMenuItem, className: string, children: ReactNode) => ReactNode;
  /** Above the groups, such as the Logo. */
  header?: ReactNode;
  /** Below the groups, such as the "Sair" button. */
  footer?: ReactNode;
  /** Accessible name of the navigation landmark ('Menu principal'). */
  label?: string;
  /** Classes added to the nav (layout only, such as a width). */
  className?: string;
}

const linkBase = cn(
  'flex items-center gap-2 rounded-control px-3 py-2 text-sm font-medium text-fg-soft',
  'hover:bg-surface-muted hover:text-fg-strong',
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
  'aria-[current=page]:bg-accent-soft aria-[current=page]:text-fg-accent',
  // Tailwind puts aria-* rules after hover ones, so the current page's link needs its own hover colour.
  'aria-[current=page]:hover:bg-accent-soft-hover aria-[current=page]:hover:text-fg-accent-strong',
);
const linkActive = 'bg-accent-soft text-fg-accent hover:bg-accent-soft-hover hover:text-fg-accent-strong';

/**
 * The main navigation: groups of links under headings, scrolling when taller than the screen. A long label wraps
 * rather than being cut, so it can be read in full.
 *
 * **When to use.** Once, as the portal's main menu in the `AppShell` (a drawer on phones), with the groups the
 * user's role may see. To switch between views of one page use `Tabs`; for actions use buttons.
 *
 * **Accessibility.** A `nav` landmark named 'Menu principal'. Each group is an `h2` heading and a list named by
 * it, so a screen reader says "Cadastros, lista, 4 itens". The items are plain links: Tab walks them in menu
 * order and Enter follows one. The current page's link has `aria-current="page"` ("página atual") as well as its
 * highlight. The focus ring is drawn inside the link, so the scrolling column does not cut it.
 */
export function SideMenu({
  groups,
  renderLink,
  header,
  footer,
  label = 'Menu principal',
  className,
}: SideMenuProps) {
  return (
    <nav aria-label={label} className={cn('flex h-full flex-col bg-surface', className)}>
      {header && <div className="shrink-0 border-b border-line px-4 py-4">{header}</div>}
      <div className="flex-1 space-y-6 overflow-y-auto px-3 py-4">
        {groups.map((group) => {
          const headingId = `menu-grupo-${group.id}`;
          return (
            <div key={group.id}>
              <h2 id={headingId} className="px-3 text-xs font-semibold text-fg-subtle">
                {group.label}
              </h2>
              <ul aria-labelledby={headingId} className="mt-2 space-y-0.5">
                {group.items.map((item) => (
                  <li key={item.id}>
                    {renderLink(
                      item,
                      cn(linkBase, item.active && linkActive),
                      <span className="min-w-0 break-words">{item.label}</span>,
                    )}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      {footer && <div className="shrink-0 border-t border-line px-3 py-3">{footer}</div>}
    </nav>
  );
}
