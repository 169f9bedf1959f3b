// The design tokens as the token file declares them: read from styles.css itself (Vite's ?raw), so the
// foundations pages never keep a copy of their own.
import tokenCss from '../styles.css?raw';

export interface DesignToken {
  /** The custom property, for example '--color-brand-600'. */
  name: string;
  /** Its value as written in the token file. */
  value: string;
  /** The comment written after it on its line, if any: what a role is for. */
  use: string;
}

/** The body of the first `@theme <options> {` block of the token file (blocks end at a line holding only `}`). */
function themeBlock(options: string): string {
  return new RegExp(`@theme${options}\\s*\\{([\\s\\S]*?)\\n\\}`).exec(tokenCss)?.[1] ?? '';
}

function declarations(block: string): DesignToken[] {
  return [...block.matchAll(/^\s*(--[\w-]+):\s*([^;]+);[ \t]*(?:\/\*\s*(.*?)\s*\*\/)?/gm)].map(
    ([, name = '', value = '', use = '']) => ({ name, value: value.trim(), use }),
  );
}

/** The palette and the other raw tokens: every `--name: value;` of the token file's `@theme` block, in order. */
export const DESIGN_TOKENS: DesignToken[] = declarations(themeBlock(''));

/** The roles components are written with (`@theme inline`): each points at a palette token, `var(--color-ink-600)`. */
export const ROLE_TOKENS: DesignToken[] = declarations(themeBlock(' inline'));

/** The tokens whose name starts with the prefix, for example '--color-' or '--radius-'. */
export function tokensWithPrefix(prefix: string): DesignToken[] {
  return DESIGN_TOKENS.filter((token) => token.name.startsWith(prefix));
}

/** A role's value as the palette token it names ('ink-600'), or the value itself when it names none. */
export function paletteOf(role: DesignToken): string {
  return /^var\(--color-([\w-]+)\)$/.exec(role.value)?.[1] ?? role.value;
}

/** The colour tokens grouped by family ('brand', 'ink', 'danger'..., 'tone'), shades in the file's order. */
export function colourFamilies(): { family: string; tokens: DesignToken[] }[] {
  const families = new Map<string, DesignToken[]>();
  for (const token of tokensWithPrefix('--color-')) {
    const family = token.name
      .slice('--color-'.length)
      .replace(/^tone-.*/, 'tone')
      .replace(/-\d+$/, '');
    families.set(family, [...(families.get(family) ?? []), token]);
  }
  return [...families].map(([family, tokens]) => ({ family, tokens }));
}
