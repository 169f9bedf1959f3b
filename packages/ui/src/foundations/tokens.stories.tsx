import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { galleryIcons, IconGallery } from '../components/icons/icon-gallery';
import { colourFamilies, ROLE_TOKENS } from './design-tokens';
import { TONES } from '../tokens';
import {
  Breakpoints,
  Motion,
  Palette,
  Radii,
  RoleTable,
  Shadows,
  Spacing,
  ToneTable,
  TypeScale,
} from './foundations';

/** The design tokens of styles.css, read from the file itself: change the file and these pages follow. */
const meta = {
  title: 'Fundamentos/Tokens',
  parameters: {
    docs: {
      description: {
        component:
          'Cores, tons, tipografia, espaçamento, raios, sombras e ícones, lidos de `styles.css` e de `tokens/tones.ts`.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The roles components are written with (`text-fg-muted`, `bg-surface`, `border-line`...), each pointing at a shade
 * of the palette: a component names what a colour is for, never the shade.
 */
export const Papeis: Story = {
  name: 'Papéis',
  render: () => <RoleTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(ROLE_TOKENS.length + 1);
    const muted = canvas.getByRole('row', { name: /^fg-muted/ });
    await expect(within(muted).getByText('ink-600')).toBeVisible();
    // The role resolves to its palette shade in the page's stylesheet.
    const probe = document.createElement('span');
    probe.className = 'text-fg-muted';
    canvasElement.append(probe);
    await expect(getComputedStyle(probe).color).toBe('rgb(71, 85, 105)');
    probe.remove();
  },
};

/** Every colour token, by family, with its value as the token file writes it. */
export const Cores: Story = {
  render: () => <Palette />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(colourFamilies().map(({ family }) => family)).toEqual(
      expect.arrayContaining(['brand', 'ink', 'danger', 'warning', 'blue', 'purple', 'orange', 'tone']),
    );
    await expect(canvas.getByText('brand-700')).toBeVisible();
  },
};

/**
 * The tones of badges and counter cards, and each tone's solid colour for what is drawn outside the classes
 * (map markers). Who colours by status keeps its own table of tones (a programming's: @frota/domain).
 */
export const Tons: Story = {
  render: () => <ToneTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(TONES.length + 1);
    await expect(within(canvas.getByRole('row', { name: /^red/ })).getByText('#dc2626')).toBeVisible();
  },
};

/** The type scale in Inter, self-hosted (@fontsource-variable/inter): no request leaves the app. */
export const Tipografia: Story = {
  render: () => <TypeScale />,
  play: async ({ canvasElement }) => {
    const faces = await document.fonts.load('16px "Inter Variable"', 'Programação');
    await expect(faces.length).toBeGreaterThan(0);
    await expect(document.fonts.check('16px "Inter Variable"', 'Programação')).toBe(true);
    const sample = within(canvasElement).getAllByText('Programação em trânsito')[0];
    await expect(getComputedStyle(sample!).fontFamily).toMatch(/^"?Inter Variable/);
  },
};

/** How long a transition takes and its curve. */
export const Movimento: Story = {
  render: () => <Motion />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('duration-fast')).toBeVisible();
  },
};

/** The widths at which a screen changes its layout. */
export const PontosDeQuebra: Story = {
  name: 'Pontos de quebra',
  render: () => <Breakpoints />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('a partir de 640 px')).toBeVisible();
  },
};

/** Tailwind's spacing scale: multiples of 0.25rem (4 px). */
export const Espacamento: Story = { name: 'Espaçamento', render: () => <Spacing /> };

/** The radius tokens, then the pill. */
export const Raios: Story = { render: () => <Radii /> };

export const Sombras: Story = { render: () => <Shadows /> };

/**
 * Every icon the library exports, at its default size in the text colour, named as it is imported; the page
 * Base/Icons shows them in other sizes and colours.
 */
export const Icones: Story = {
  name: 'Ícones',
  render: () => <IconGallery className="text-fg" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(galleryIcons.length);
    await expect(canvas.getByText('DevicesIcon')).toBeVisible();
  },
};
