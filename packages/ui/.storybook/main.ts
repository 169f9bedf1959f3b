import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { mergeConfig, type UserConfig } from 'vite';

const storybookVite: UserConfig = {
  plugins: [tailwindcss()],
  // The stories never call Google: the portal's maps show their missing-key box, whatever key the shell holds
  // (Google's script cannot load offline, and a story must not depend on a developer's key).
  define: { 'import.meta.env.VITE_GOOGLE_MAPS_API_KEY': JSON.stringify('') },
  build: {
    // The preview bundles React, Headless UI and the docs renderer: large by nature, and never shipped to users.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // Headless UI marks its modules "use client", which means nothing in a client-only bundle.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
};

// npm places Storybook's packages at different levels of this workspace; absolute paths let Storybook (and
// the Vitest addon, which loads this config from the repository root) find every preset.
const require = createRequire(import.meta.url);
const packagePath = (name: string) => dirname(require.resolve(`${name}/package.json`));

const config: StorybookConfig = {
  framework: packagePath('@storybook/react-vite'),
  // The foundations' MDX pages (src/foundations) come first; the engine's screen stories render the real generic
  // pages from schemas/*.json with HTTP stubbed; the portal's feature stories show its bespoke screens and their
  // parts (the references' dialog, the operating hours, the fence editor, the map area) with a stub data provider.
  stories: [
    '../src/**/*.mdx',
    '../src/**/*.stories.tsx',
    '../../engine/src/**/*.stories.tsx',
    '../../../apps/portal/src/features/**/*.stories.tsx',
  ],
  // addon-docs turns the 'autodocs' tag into docs pages; a11y runs axe on every story; vitest runs stories as tests.
  // pseudo-states forces :hover, :focus-visible and :active in a story (parameters.pseudo), for the state stories.
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'storybook-addon-pseudo-states',
  ].map(packagePath),
  // Interaction tests (see STORIES.md) run in Chromium but stay out of the docs pages, and out of the sidebar
  // until a developer ticks the tag in its filter menu.
  tags: { 'interaction-test': { defaultFilterSelection: 'exclude' } },
  // react-docgen-typescript reads the props' real types (the Button's variant union, not "union") and their
  // JSDoc; props inherited from React's DOM types are left out so each table lists the component's own props.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, storybookVite),
};

export default config;
