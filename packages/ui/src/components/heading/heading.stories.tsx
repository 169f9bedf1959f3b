import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from './heading';

const meta = {
  title: 'Text/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { children: 'Clientes', level: 1 },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3] },
    tone: { control: 'inline-radio', options: ['default', 'brand'] },
    children: { control: 'text', description: 'The heading text.' },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

const LEVELS = [1, 2, 3] as const;

/** Each level in both tones. */
export const Matrix: Story = {
  render: () => (
    <table className="border-separate border-spacing-4 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col">Nível</th>
          <th scope="col">default</th>
          <th scope="col">brand</th>
        </tr>
      </thead>
      <tbody>
        {LEVELS.map((level) => (
          <tr key={level}>
            <th scope="row" className="font-mono font-normal">
              h{level}
            </th>
            <td>
              <Heading level={level}>Direitos do usuário</Heading>
            </td>
            <td>
              <Heading level={level} tone="brand">
                Política de privacidade
              </Heading>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

/** A page title: the h1. */
export const PageTitle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
  },
};

/** The green title of the login, password and privacy pages. */
export const Brand: Story = { args: { tone: 'brand', children: 'Política de privacidade' } };

/** A section inside a page: the h2. */
export const Section: Story = { args: { level: 2, children: 'Direitos do usuário' } };

/** A subsection: the h3. */
export const Subsection: Story = { args: { level: 3, children: 'Dados coletados' } };

/** A long title wraps at 320 px. */
export const LongText: Story = {
  args: { children: 'Relatório geral de premiação dos motoristas por operação e unidade de negócio' },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};
