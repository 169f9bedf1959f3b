import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from './text';

const meta = {
  title: 'Text/Text',
  component: Text,
  tags: ['autodocs'],
  args: { children: 'Informe seu e-mail para receber as instruções de redefinição de senha.' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'muted'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    children: { control: 'text', description: 'The text of the paragraph.' },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

const TONES = ['default', 'muted'] as const;
const SIZES = ['md', 'sm'] as const;

/** Both tones in both sizes. */
export const Matrix: Story = {
  render: (args) => (
    <table className="border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col">Tom</th>
          {SIZES.map((size) => (
            <th key={size} scope="col">
              {size}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {TONES.map((tone) => (
          <tr key={tone}>
            <th scope="row" className="align-top font-mono font-normal">
              {tone}
            </th>
            {SIZES.map((size) => (
              <td key={size} className="max-w-64 align-top">
                <Text tone={tone} size={size}>
                  {args.children}
                </Text>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

export const Default: Story = {};

export const Muted: Story = { args: { tone: 'muted', size: 'sm' } };

/** A long paragraph in a 320 px column wraps within it. */
export const LongTextNarrow: Story = {
  args: {
    children:
      'Os dados são usados apenas internamente, para calcular o desempenho e a premiação dos motoristas e operar a torre de controle.',
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};
