import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, type TabItem, type TabsProps } from './tabs';

const bonusTabs: TabItem[] = [
  { key: 'engineLoad', label: 'Carga no motor', content: <p>Faixas de premiação por carga no motor.</p> },
  { key: 'inertia', label: 'Inércia', content: <p>Faixas de premiação por inércia.</p> },
  {
    key: 'engineLoadException',
    label: 'Exceção de carga no motor',
    content: <p>Faixas de exceção de carga no motor por placa.</p>,
  },
];

const referenceTabs: TabItem[] = [
  'Parâmetros',
  'Visibilidade',
  'Premissas da Operação',
  'Configurar Cerca Eletrônica',
].map((label, index) => ({ key: `step-${index}`, label, content: <p>Campos da aba “{label}”.</p> }));

const meta = {
  title: 'Data/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { tabs: bonusTabs, onChange: fn() },
  argTypes: {
    tabs: { description: 'The tabs in order: `key` (URL value), `label` and `content`.', control: false },
    selectedKey: {
      description: 'Controlled mode: the selected key; unknown keys show the first tab.',
      control: 'text',
    },
    defaultKey: { description: 'Uncontrolled mode: the key shown first.', control: 'text' },
    onChange: { description: 'Called with the key the user picks.' },
    label: { description: 'Accessible name of the tab list.', control: 'text' },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SecondSelected: Story = { args: { defaultKey: 'inertia' } };

/** Tab focuses the selected tab; the arrow keys, Home and End change it. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Carga no motor' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Inércia' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Faixas de premiação por inércia.');
    await expect(args.onChange).toHaveBeenLastCalledWith('inertia');
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith('engineLoadException');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Carga no motor' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('engineLoad');
  },
};

function UrlBoundTabs({ initialSearch, ...props }: TabsProps & { initialSearch: string }) {
  const [search, setSearch] = useState(initialSearch);
  const select = (key: string) => {
    const params = new URLSearchParams(search);
    params.set('tab', key);
    setSearch(`?${params.toString()}`);
    props.onChange?.(key);
  };
  return (
    <div className="space-y-4">
      <p className="rounded-control bg-ink-100 px-3 py-2 font-mono text-sm text-ink-800">
        Endereço: <output aria-label="Endereço">/backoffice/fleets/bonus-configs/{search}</output>
      </p>
      <Tabs {...props} selectedKey={new URLSearchParams(search).get('tab') ?? undefined} onChange={select} />
    </div>
  );
}

/**
 * How the engine binds the tab to `?tab=`: the URL is the state (here a fake location), the tabs are
 * controlled by it, and picking a tab writes it back.
 */
export const BoundToAURLParameter: Story = {
  name: 'Bound to a URL parameter',
  render: (args) => <UrlBoundTabs {...args} initialSearch="?operationId=7&tab=inertia" />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Inércia' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Inércia' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('engineLoadException');
    await expect(canvas.getByRole('status', { name: 'Endereço' })).toHaveTextContent(
      '/backoffice/fleets/bonus-configs/?operationId=7&tab=engineLoadException',
    );
    await expect(canvas.getByRole('tab', { name: 'Exceção de carga no motor' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** A link with a tab that does not exist opens the first tab. */
export const UnknownURLParameter: Story = {
  name: 'Unknown URL parameter',
  render: (args) => <UrlBoundTabs {...args} initialSearch="?operationId=7&tab=desconhecida" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Carga no motor' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const LongLabels: Story = { args: { tabs: referenceTabs, label: 'Cadastro de referência' } };

/** In a 320px column the tabs that do not fit wrap to a second line, so every tab stays in sight. */
export const NarrowWidth: Story = {
  args: { tabs: referenceTabs, label: 'Cadastro de referência' },
  decorators: [(Story) => <div className="w-[320px] border border-dashed border-ink-300 p-2">{Story()}</div>],
};
