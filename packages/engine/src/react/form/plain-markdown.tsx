import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx in the engine's build (see build/rjsf-lean-registry.ts): RJSF's ObjectField
 * imports it only to format the message of a misconfigured `ui:order`, which this shows as plain text. Saves
 * markdown-to-jsx's ~31 KB gzipped on every form.
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{children}</>;
}
