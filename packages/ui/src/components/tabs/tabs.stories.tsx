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
  'Premissas da operação',
  'Configurar cerca eletrônica',
].map((label, index) => ({ key: `step-${index}`, label, content: <p>Campos da aba “{label}”.</p> }));

const meta = {
  title: 'Data/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { tabs: bonusTabs, onChange: fn() },
  argTypes: {
    tabs: { control: false },
    selectedKey: { control: 'text' },
    defaultKey: { control: 'text' },
    label: { control: 'text' },
    className: { control: false },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab selected, another one selected, and long labels wrapping in a 320 px column. */
export const Matrix: Story = {
  render: (args) => (
    <table className="w-full border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col" className="w-40">
            Estado
          </th>
          <th scope="col">Abas</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row" className="align-top font-normal">
            Primeira selecionada
          </th>
          <td className="text-sm text-fg">
            <Tabs tabs={bonusTabs} label="Premiação (primeira)" onChange={args.onChange} />
          </td>
        </tr>
        <tr>
          <th scope="row" className="align-top font-normal">
            Outra selecionada
          </th>
          <td className="text-sm text-fg">
            <Tabs tabs={bonusTabs} defaultKey="inertia" label="Premiação (outra)" onChange={args.onChange} />
          </td>
        </tr>
        <tr>
          <th scope="row" className="align-top font-normal">
            Rótulos longos em 320 px
          </th>
          <td className="text-sm text-fg">
            <div className="w-[320px]">
              <Tabs tabs={referenceTabs} label="Cadastro de referência" onChange={args.onChange} />
            </div>
          </td>
        </tr>
      </tbody>
    </table>
  ),
};

/** The pointer over each tab: a grey underline and darker text on the unselected ones. */
export const Hover: Story = {
  ...Matrix,
  parameters: { pseudo: { hover: '[role="tab"]' } },
};

/** The focus ring a keyboard user sees on the selected tab, where Tab enters the list. */
export const FocusVisible: Story = {
  ...Matrix,
  parameters: { pseudo: { focusVisible: '[role="tab"][aria-selected="true"]' } },
};

export const Default: Story = {};

/** Tab focuses the selected tab; the arrow keys, Home and End change it, wrapping from the last to the first. */
export const DefaultKeyboardTest: Story = {
  ...Default,
  tags: ['!autodocs', 'interaction-test'],
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

export const SecondSelected: Story = { args: { defaultKey: 'inertia' } };

/** What the fake location of the URL-bound stories holds, for their tests (the canvas shows no address). */
const onSearchChange = fn();

/** Controls the tabs with a fake location's `?tab=`, as the engine does with the router's search params. */
function UrlBoundTabs({ initialSearch, ...props }: TabsProps & { initialSearch: string }) {
  const [search, setSearch] = useState(initialSearch);
  const select = (key: string) => {
    const params = new URLSearchParams(search);
    params.set('tab', key);
    const next = `?${params.toString()}`;
    setSearch(next);
    onSearchChange(next);
    props.onChange?.(key);
  };
  return (
    <Tabs {...props} selectedKey={new URLSearchParams(search).get('tab') ?? undefined} onChange={select} />
  );
}

/**
 * How the engine binds the tab to `?tab=`: the URL is the state (here a fake location,
 * `?operationId=7&tab=inertia`), the tabs are controlled by it, and picking a tab writes it back.
 */
export const BoundToAURLParameter: Story = {
  name: 'Bound to a URL parameter',
  render: (args) => <UrlBoundTabs {...args} initialSearch="?operationId=7&tab=inertia" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Inércia' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The arrow keys pick the next tab, which is written to `?tab=` and shown from there. */
export const BoundToAURLParameterKeyboardTest: Story = {
  ...BoundToAURLParameter,
  name: 'Bound to a URL parameter: keyboard test',
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Inércia' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Inércia' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('engineLoadException');
    await expect(onSearchChange).toHaveBeenLastCalledWith('?operationId=7&tab=engineLoadException');
    await expect(canvas.getByRole('tab', { name: 'Exceção de carga no motor' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** A link with a tab that does not exist (`?tab=desconhecida`) opens the first tab. */
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
  decorators: [
    (Story) => <div className="w-[320px] border border-dashed border-line-control p-2">{Story()}</div>,
  ],
};
