import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GEO_MESSAGES, polygonProblems, type GeoPoint } from '@frota/domain';
import { MAP_MESSAGES } from '../../maps/map-messages.ts';
import { CROSSED_FENCE, SANTOS_FENCE, TWO_POINTS } from '../reference-story-fixtures.ts';
import { GeofenceEditor, type GeofenceEditorProps } from './geofence-editor.tsx';
import { GEOFENCE_MESSAGES as M } from './geofence-messages.ts';
import { PastePointsDialog } from './paste-points-dialog.tsx';

type StoryArgs = GeofenceEditorProps & {
  /** Story only: the paste dialog open over the editor, as 'Colar lista de pontos' opens it. */
  pasteOpen?: boolean;
};

/**
 * Story only: holds the points as the reference form does (the editor is controlled); every change goes to the
 * story's spy. `pasteOpen` shows the points editor's paste dialog open from the start (the editor keeps that
 * state to itself): the same dialog, replacing the same points.
 */
function Stateful({ points: initial, onChange, readOnly, mapHeight, pasteOpen = false }: StoryArgs) {
  const [points, setPoints] = useState(initial);
  const [pasting, setPasting] = useState(pasteOpen);
  const change = (next: GeoPoint[]) => {
    setPoints(next);
    onChange(next);
  };
  return (
    <>
      <GeofenceEditor points={points} onChange={change} readOnly={readOnly} mapHeight={mapHeight} />
      {pasting && !readOnly ? (
        <PastePointsDialog
          open
          currentCount={points.length}
          onClose={() => setPasting(false)}
          onReplace={change}
        />
      ) : null}
    </>
  );
}

const meta = {
  title: 'Portal/Referências/GeofenceEditor',
  component: GeofenceEditor,
  tags: ['autodocs'],
  args: { points: SANTOS_FENCE, onChange: fn(), readOnly: false, pasteOpen: false },
  argTypes: {
    points: { control: 'object' },
    onChange: {
      description: 'Called with the whole new list after each change, from the map or from the points table.',
    },
    readOnly: { control: 'boolean' },
    mapHeight: { control: 'number' },
    pasteOpen: { control: 'boolean' },
  },
  // A change of the points, readOnly or pasteOpen starts the story over.
  render: (args) => (
    <Stateful key={`${JSON.stringify(args.points)}-${args.readOnly}-${args.pasteOpen}`} {...args} />
  ),
  parameters: {
    docs: {
      // 'pasteOpen' is the story's own arg: a control on the canvas, not a row of the props table.
      controls: { exclude: ['pasteOpen'] },
      description: {
        component:
          "The reference's 'Configurar Cerca Eletrônica' tab: the Google map (loaded only when the portal has a " +
          'key) and, under it, the same fence as a table of points (`PointsEditor`), which works with or without ' +
          'the map. Both edit one list, which the caller holds. Storybook has no Google Maps key, so these ' +
          'stories show the missing-key box over the table, as a portal without a key does.\n\n' +
          "**When to use.** In the reference's dialog, for a fence drawn on the map or typed point by point. For " +
          'a table of points alone use `PointsEditor`; for a map that only shows places, the tracking maps.\n\n' +
          '**Accessibility.** The map area says what happens until there is a map (a polite status; a failure is ' +
          'an alert) and that the points list still works; the map is an aid, never the only way to edit the ' +
          'fence: the table below names every box and button by its point, keeps the focus in place after a move ' +
          'or a removal and reads the problems as a polite status.',
      },
    },
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const rowsOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: M.tableLabel }))
    .getAllByRole('row')
    .slice(1);

/** The map area (without a key here) and its status, and the problems' status under the table. */
const statuses = (canvasElement: HTMLElement) => {
  const [map, problems] = within(canvasElement).getAllByRole('status');
  return { map: map!, problems: problems! };
};

/** The Porto de Santos terminal's fence of ten points, under the map area (no key in Storybook). */
export const TenPoints: Story = {
  play: async ({ canvasElement }) => {
    const { map, problems } = statuses(canvasElement);
    await expect(map).toHaveTextContent(MAP_MESSAGES.noKey);
    await expect(map).toHaveTextContent(MAP_MESSAGES.pointsStillWork);
    await expect(rowsOf(canvasElement)).toHaveLength(10);
    await expect(problems).toBeEmptyDOMElement();
  },
};

/** Typing over a latitude reports the fence with that point changed; an out-of-range value is a problem. */
export const TenPointsTypingTest: Story = {
  ...TenPoints,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const latitude = within(canvasElement).getByRole('textbox', { name: M.latitude(4) });
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '95');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      SANTOS_FENCE.map((point, index) => (index === 3 ? { ...point, latitude: 95 } : point)),
    );
    await expect(latitude).toHaveAttribute('aria-invalid', 'true');
    await expect(statuses(canvasElement).problems).toHaveTextContent(GEO_MESSAGES.latitudeOutOfRange(4));
  },
};

/** A new reference's fence: no points yet, the table says how to start. */
export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(M.empty)).toBeVisible();
    await expect(statuses(canvasElement).problems).toBeEmptyDOMElement();
  },
};

/** Points 3 and 5 swapped: edges 2 and 5 cross, and the problems say which. */
export const CrossingEdges: Story = {
  args: { points: CROSSED_FENCE },
  play: async ({ canvasElement }) => {
    await expect(statuses(canvasElement).problems).toHaveTextContent(polygonProblems(CROSSED_FENCE)[0]!);
  },
};

/** Two points: not a fence yet. */
export const TwoPoints: Story = {
  args: { points: TWO_POINTS },
  play: async ({ canvasElement }) => {
    await expect(statuses(canvasElement).problems).toHaveTextContent(GEO_MESSAGES.tooFewPoints);
  },
};

/** As the view dialog and a Manager see it: the map area and the points as text, nothing to change. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toEqual([]);
    await expect(within(canvasElement).queryAllByRole('textbox')).toEqual([]);
    await expect(rowsOf(canvasElement)).toHaveLength(10);
  },
};

/** The paste dialog open over the ten points. */
export const PasteDialogOpen: Story = {
  args: { pasteOpen: true },
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  play: async () => {
    const dialog = await page.findByRole('dialog', { name: M.paste });
    await expect(dialog).toHaveAccessibleDescription(M.pasteReplaces(10));
  },
};

/** A JSON list pasted replaces the fence: the table shows its three points and nothing is wrong. */
export const PasteDialogOpenJsonTest: Story = {
  ...PasteDialogOpen,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const dialog = await page.findByRole('dialog', { name: M.paste });
    const list = within(dialog).getByRole('textbox', { name: M.pasteLabel });
    await waitFor(() => expect(list).toHaveFocus());
    // user-event reads '[' and '{' as keys: paste the JSON as a clipboard would.
    await userEvent.paste(JSON.stringify(SANTOS_FENCE.slice(0, 3)));
    await userEvent.click(within(dialog).getByRole('button', { name: M.replace }));
    await expect(args.onChange).toHaveBeenLastCalledWith(SANTOS_FENCE.slice(0, 3));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(rowsOf(canvasElement)).toHaveLength(3);
    await expect(statuses(canvasElement).problems).toBeEmptyDOMElement();
  },
};

/** On a 320 px phone: the map area's text wraps and the points table scrolls sideways in its own box. */
export const Narrow320: Story = {
  decorators: [
    (Story) => (
      <div data-narrow-frame="" className="w-[320px]">
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: M.tableLabel })).toHaveAttribute(
      'tabindex',
      '0',
    );
    const frame = canvasElement.querySelector<HTMLElement>('[data-narrow-frame]');
    await expect(frame?.scrollWidth).toBeLessThanOrEqual(320);
  },
};
