import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { entities } from '@frota/engine/entities';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { installProgrammingApi, WAIT } from '../programming-story-fixtures.ts';
import { ProgrammingStoryFrame } from '../programming-story-frame.tsx';
import { type ListView, viewFromSearch } from './list-query.ts';
import { ProgrammingFilters } from './programming-filters.tsx';

const programmings = entities.find((entity) => entity.id === 'programmings')!;

interface FilterArgs {
  /** The list's URL query: the page, filters and order it shows ('' for none). */
  query: string;
  /** Every view the panel applies (Filtrar, Limpar). */
  onApply: (view: ListView) => void;
}

/** The panel over the list's view, which Filtrar and Limpar change as the list would. */
function FiltersScreen({ query, onApply }: FilterArgs) {
  const [view, setView] = useState(() => viewFromSearch(new URLSearchParams(query)));
  return (
    <ProgrammingFilters
      entity={programmings}
      view={view}
      onApply={(next) => {
        setView(next);
        onApply(next);
      }}
    />
  );
}

/**
 * The programmings' filter panel (spec 02 §2): Cliente, Placa principal (the chosen client's plates only),
 * Status, Tipo de viagem and Ordenar por, each 'Todos' (or the server's order) until chosen. Filtrar applies the
 * choices from the first page and writes them to the URL; Limpar clears them. A link with filters opens the
 * panel with them. Clients and plates come from a stub API (the demo's three clients and their trucks).
 */
const meta = {
  title: 'Screens/Programações/Filtros',
  component: FiltersScreen,
  args: { query: '', onApply: fn() },
  argTypes: {
    query: { control: 'text', description: 'e.g. clientId=1&status=3&orderBy=departure_asc' },
  },
  beforeEach: () => installProgrammingApi({ latency: 50 }),
  render: (args) => (
    <ProgrammingStoryFrame engine key={args.query}>
      <FiltersScreen {...args} />
    </ProgrammingStoryFrame>
  ),
  parameters: { docs: { story: { inline: false, height: '420px' } } },
} satisfies Meta<typeof FiltersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const select = (canvas: HTMLElement, label: string) =>
  within(canvas).getByRole('button', { name: new RegExp(`^${label}`) });

/** Closed, as the list opens without filters. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Mostrar filtros' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** A link with a client, a status and an order: the panel opens with them chosen. */
export const FromLink: Story = {
  args: { query: 'clientId=1&status=3&travelType=1&orderBy=departure_asc' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(select(canvasElement, 'Cliente')).toHaveTextContent('Logística Gaúcha S.A.'),
      WAIT,
    );
    await expect(select(canvasElement, 'Status')).toHaveTextContent('Em Trânsito Carregado');
    await expect(select(canvasElement, 'Tipo de viagem')).toHaveTextContent('Carregado');
    await expect(select(canvasElement, 'Ordenar por')).toHaveTextContent('Saída (mais cedo)');
    await waitFor(() => expect(select(canvasElement, 'Placa principal')).toHaveTextContent('Todos'), WAIT);
  },
};

/**
 * A client chosen: the plates are that client's (shown as the lists show them), and Filtrar applies client,
 * plate and status from the first page.
 */
export const FilterByClientAndPlateTest: Story = {
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar filtros' }));
    await waitFor(() => expect(select(canvasElement, 'Cliente')).toBeEnabled(), WAIT);
    await userEvent.click(select(canvasElement, 'Cliente'));
    await userEvent.click(await body.findByRole('option', { name: 'Transportes Cerrado Ltda.' }, WAIT));
    await waitFor(() => expect(select(canvasElement, 'Placa principal')).toBeEnabled(), WAIT);
    await userEvent.click(select(canvasElement, 'Placa principal'));
    const plates = await body.findAllByRole('option', {}, WAIT);
    await expect(plates.map((plate) => plate.textContent)).toEqual(['PQR-3B12', 'OMG-6E77', 'KLT-1H40']);
    await userEvent.click(body.getByRole('option', { name: 'OMG-6E77' }));
    await userEvent.click(select(canvasElement, 'Status'));
    await userEvent.click(await body.findByRole('option', { name: 'Em Descarga' }, WAIT));
    await userEvent.click(canvas.getByRole('button', { name: 'Filtrar' }));
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    await expect(args.onApply).toHaveBeenCalledWith({
      page: 1,
      filters: { clientId: '2', mainVehiclePlateId: '22', status: '4', travelType: '' },
      orderBy: '',
    });
  },
};

/** Limpar: every filter and the order back to none; the panel stays open. */
export const ClearTest: Story = {
  ...FromLink,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(select(canvasElement, 'Cliente')).toHaveTextContent('Logística Gaúcha S.A.'),
      WAIT,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar' }));
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    await expect(args.onApply).toHaveBeenCalledWith({
      page: 1,
      filters: { clientId: '', mainVehiclePlateId: '', status: '', travelType: '' },
      orderBy: '',
    });
    await waitFor(() => expect(select(canvasElement, 'Cliente')).toHaveTextContent('Todos'), WAIT);
    await expect(canvas.getByRole('button', { name: 'Ocultar filtros' })).toBeVisible();
  },
};

/** On a 320 px phone: the fields in one column, nothing sticks out sideways. */
export const Narrow320: Story = {
  ...FromLink,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(select(canvasElement, 'Cliente')).toHaveTextContent('Logística Gaúcha S.A.'),
      WAIT,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
