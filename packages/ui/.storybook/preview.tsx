import type { Preview } from '@storybook/react-vite';
import './storybook.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // axe runs on every story; in the story tests a violation fails the test.
    a11y: { test: 'error' },
    options: {
      // The foundations first, introduction at the top, then the patterns; then everything else alphabetically.
      storySort: {
        order: [
          'Fundamentos',
          ['Introdução', 'Tokens', 'Regras de conteúdo'],
          'Padrões',
          ['Modelos de página', 'Carregando, vazio e erro', 'Botões e ações'],
          '*',
        ],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
