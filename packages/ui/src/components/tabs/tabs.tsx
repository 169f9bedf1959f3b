import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface TabItem {
  /** Stable identifier, also the value of a URL parameter such as `?tab=inertia`. */
  key: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  tabs: TabItem[];
  /** Controlled mode: the selected tab's key, for example read from `?tab=`. An unknown key shows the first tab. */
  selectedKey?: string;
  /** Called with the key of the tab the user picks (click, arrow keys, Home/End). */
  onChange?: (key: string) => void;
  /** Uncontrolled mode: the tab shown first (an unknown key shows the first tab). */
  defaultKey?: string;
  /** Accessible name of the tab list, when the page has several or the context is not obvious. */
  label?: string;
  className?: string;
}

function indexOfKey(tabs: TabItem[], key: string | undefined): number {
  const index = key === undefined ? -1 : tabs.findIndex((tab) => tab.key === key);
  return Math.max(index, 0);
}

/**
 * Tabs on Headless UI's TabGroup: arrow keys, Home and End move between tabs, and the panel follows.
 * Pass `selectedKey` and `onChange` to bind the tab to a URL parameter; leave them out to let the tabs keep
 * their own state.
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
      <TabList aria-label={label} className="flex flex-wrap border-b border-ink-200">
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            className={cn(
              '-mb-px shrink-0 border-b-2 border-transparent px-4 py-2 text-sm font-medium whitespace-nowrap',
              'text-ink-600 transition-colors hover:border-ink-300 hover:text-ink-900',
              'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
              'data-selected:border-brand-700 data-selected:text-brand-800',
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
