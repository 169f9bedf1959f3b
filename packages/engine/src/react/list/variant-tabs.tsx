import type { ReactNode } from 'react';
import { Tabs } from '@frota/ui';
import type { EntitySchema } from '../../core/index.ts';
import type { useVariantTab } from './use-variant-tab.ts';

/**
 * One tab per variant (`variants`), labelled by the discriminator's title; the selected one shows `body` (the
 * list of its kind). A module of its own, loaded only by entities with variants: the tabs bring Headless UI's
 * focus and keyboard machinery (~9 KB gzipped), which every other list would pay for.
 */
export function VariantTabs({
  entity,
  tab,
  body,
}: {
  entity: EntitySchema;
  tab: ReturnType<typeof useVariantTab>;
  body: ReactNode;
}) {
  const variants = entity.variants!;
  return (
    <Tabs
      label={entity.fields[variants.field]?.title}
      tabs={variants.items.map((item) => ({ key: item.key, label: item.label, content: body }))}
      selectedKey={tab.key}
      onChange={tab.select}
    />
  );
}
