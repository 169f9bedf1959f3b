import type { Preview } from '@storybook/react-vite';
import './storybook.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // axe runs on every story; in the story tests a violation fails the test.
    a11y: { test: 'error' },
    options: {
      // The foundations first, introduction at the top; then everything else alphabetically.
      storySort: {
        order: ['Fundamentos', ['Introdução', 'Tokens', 'Status', 'Regras de conteúdo'], '*'],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
