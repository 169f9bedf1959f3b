import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface TabItem {
  /** Stable identifier, also the value of a URL parameter such as `?tab=inertia`. */
  key: string;
  /** The tab's visible text, also its accessible name. */
  label: string;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
}

export interface TabsProps {
  /** The tabs in order, each with its `key` (the URL value), `label` and `content`. */
  tabs: TabItem[];
  /** Controlled mode: the selected tab's key, for example read from `?tab=`. An unknown key shows the first tab. */
  selectedKey?: string;
  /** Called with the key of the tab the user picks (click, arrow keys, Home/End). */
  onChange?: (key: string) => void;
  /** Uncontrolled mode: the tab shown first (an unknown key shows the first tab). */
  defaultKey?: string;
  /** Accessible name of the tab list, when the page has several or the context is not obvious. */
  label?: string;
  /** Classes added to the group that holds the tab list and the panel (layout only). */
  className?: string;
}

function indexOfKey(tabs: TabItem[], key: string | undefined): number {
  const index = key === undefined ? -1 : tabs.findIndex((tab) => tab.key === key);
  return Math.max(index, 0);
}

/**
 * A row of tabs over one panel (Headless UI's TabGroup): picking a tab shows its panel in place.
 * Pass `selectedKey` and `onChange` to bind the tab to a URL parameter; leave them out to let the tabs keep
 * their own state (`defaultKey` picks the first one shown).
 *
 * **When to use.** To split one record or one settings page into sections the user looks at one at a time, such
 * as the bonus tables of a fleet ("Carga no motor", "Inércia"). Bind the tab to `?tab=` so a link or a reload
 * opens the same tab. Do not use tabs to go to other pages (use the side menu or links) or for steps that must be
 * done in order; keep labels short, since tabs that do not fit wrap to a second line.
 *
 * **Accessibility.** A `tablist` (named by `label`) of `tab`s, each `aria-selected` and controlling its
 * `tabpanel`, which is named by its tab. Tab enters the list on the selected tab; the arrow keys move to the
 * previous or next tab (wrapping around) and select it, Home and End go to the first and the last; Tab again moves
 * into the panel. A screen reader hears the tab's label, "tab", whether it is selected and its position in the
 * list.
 *
 * @example
 * <Tabs tabs={bonusTabs} selectedKey={params.get('tab') ?? undefined} onChange={(tab) => setParams({ tab })} />
 */
export function Tabs({ tabs, selectedKey, onChange, defaultKey, label, className }: TabsProps) {
  return (
    <TabGroup
      selectedIndex={selectedKey === undefined ? undefined : indexOfKey(tabs, selectedKey)}
      defaultIndex={indexOfKey(tabs, defaultKey)}
      onChange={(index) => {
        const tab = tabs[index];
        if (tab) onChange?.(tab.key);
      }}
      className={cn('space-y-4', className)}
    >
      {/* Tabs that do not fit wrap to a second line: a sideways scroll hid them with nothing to say they were there. */}
      <TabList aria-label={label} className="flex flex-wrap border-b border-line">
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            className={cn(
              '-mb-px shrink-0 border-b-2 border-transparent px-4 py-2 text-sm font-medium whitespace-nowrap',
              'text-fg-muted transition-colors hover:border-line-control hover:text-fg-strong',
              'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
              'data-selected:border-primary data-selected:text-fg-accent',
            )}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {tabs.map((tab) => (
          <TabPanel
            key={tab.key}
            className="rounded-control focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
