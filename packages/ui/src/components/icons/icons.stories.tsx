import type { Meta, StoryObj } from '@storybook/react-vite';
import { icons, type IconName } from './icons';

function IconGallery({ className }: { className?: string }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4 md:grid-cols-6">
      {(Object.keys(icons) as IconName[]).map((name) => {
        const Icon = icons[name];
        return (
          <li
            key={name}
            className="flex flex-col items-center gap-2 rounded-card border border-ink-200 bg-white p-3"
          >
            <Icon className={className} />
            <code className="text-xs text-ink-600">{name}</code>
          </li>
        );
      })}
    </ul>
  );
}

const meta = {
  title: 'Base/Icons',
  component: IconGallery,
  tags: ['autodocs'],
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};

export const LargeAndGreen: Story = { args: { className: 'size-8 text-brand-600' } };
