// The design tokens as the token file declares them: read from styles.css itself (Vite's ?raw), so the
// foundations pages never keep a copy of their own.
import tokenCss from '../styles.css?raw';

export interface DesignToken {
  /** The custom property, for example '--color-brand-600'. */
  name: string;
  /** Its value as written in the token file. */
  value: string;
}

const themeBlock = /@theme\s*\{([\s\S]*?)\n\}/.exec(tokenCss)?.[1] ?? '';

/** Every `--name: value;` of the token file's @theme block, in the file's order. */
export const DESIGN_TOKENS: DesignToken[] = [...themeBlock.matchAll(/^\s*(--[\w-]+):\s*([^;]+);/gm)].map(
  ([, name = '', value = '']) => ({ name, value: value.trim() }),
);

/** The tokens whose name starts with the prefix, for example '--color-' or '--radius-'. */
export function tokensWithPrefix(prefix: string): DesignToken[] {
  return DESIGN_TOKENS.filter((token) => token.name.startsWith(prefix));
}

/** The colour tokens grouped by family ('brand', 'ink', 'danger'...), shades in the file's order. */
export function colourFamilies(): { family: string; tokens: DesignToken[] }[] {
  const families = new Map<string, DesignToken[]>();
  for (const token of tokensWithPrefix('--color-')) {
    const family = token.name.slice('--color-'.length).replace(/-\d+$/, '');
    families.set(family, [...(families.get(family) ?? []), token]);
  }
  return [...families].map(([family, tokens]) => ({ family, tokens }));
}
