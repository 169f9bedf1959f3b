import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { mergeConfig, type UserConfig } from 'vite';

const storybookVite: UserConfig = {
  plugins: [tailwindcss()],
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

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  // Only addons installed in this package: addon-docs turns the 'autodocs' tag into docs pages.
  addons: ['@storybook/addon-docs'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, storybookVite),
};

export default config;
