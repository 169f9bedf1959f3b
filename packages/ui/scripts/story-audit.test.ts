// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { auditStories } from './story-audit';

describe('the stories follow STORIES.md', () => {
  const audit = auditStories();

  it("finds the stories of this package, of the engine and of the portal's features", () => {
    expect(audit.pages.some((page) => page.title === 'Actions/Button')).toBe(true);
    expect(audit.pages.some((page) => page.title.startsWith('Screens/'))).toBe(true);
    expect(audit.pages.some((page) => page.file.startsWith('apps/portal/src/features/'))).toBe(true);
  });

  it('has no showcase story that interacts, no test story on a docs page, a matrix and a described docs page for every component', () => {
    expect(audit.problems).toEqual([]);
  });
}, 60_000);
