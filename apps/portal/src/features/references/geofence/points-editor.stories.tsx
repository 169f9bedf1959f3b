import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GEO_MESSAGES, polygonProblems, type GeoPoint } from '@frota/domain';
import { CROSSED_FENCE, SANTOS_FENCE, TWO_POINTS } from '../reference-story-fixtures.ts';
import { GEOFENCE_MESSAGES as M } from './geofence-messages.ts';
import { PastePointsDialog } from './paste-points-dialog.tsx';
import { PointsEditor, type PointsEditorProps } from './points-editor.tsx';

type StoryArgs = PointsEditorProps & {
  /** Story only: the paste dialog open over the editor, as 'Colar lista de pontos' opens it. */
  pasteOpen?: boolean;
};

/**
 * Story only: holds the points as the reference form does (the editor is controlled); every change goes to the
 * story's spy. `pasteOpen` shows the editor's paste dialog open from the start (the editor keeps that state to
 * itself): the same dialog, replacing the same points.
 */
function Stateful({ points: initial, onChange, readOnly, pasteOpen = false }: StoryArgs) {
  const [points, setPoints] = useState(initial);
  const [pasting, setPasting] = useState(pasteOpen);
  const change = (next: GeoPoint[]) => {
    setPoints(next);
    onChange(next);
  };
  return (
    <>
      <PointsEditor points={points} onChange={change} readOnly={readOnly} />
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
  title: 'Portal/Referências/PointsEditor',
  component: PointsEditor,
  subcomponents: { PastePointsDialog },
  tags: ['autodocs'],
  args: { points: SANTOS_FENCE, onChange: fn(), readOnly: false, pasteOpen: false },
  argTypes: {
    points: { control: 'object' },
    onChange: {
      description: 'Called with the whole new list after each edit, move, removal, addition or paste.',
    },
    readOnly: { control: 'boolean' },
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
          "The electronic fence as an ordered table of points, editable without any map (the 'Configurar Cerca " +
          "Eletrônica' tab, under the map): type coordinates with a dot or a pt-BR comma, add, remove and " +
          'reorder points, or paste a list. The live problems of `polygonProblems` (the rules the server applies ' +
          'too) show under the table.\n\n' +
          '**When to use.** Inside `GeofenceEditor`, which puts the map above it; alone where a fence is edited ' +
          "with no map. The list is the caller's state; save it only when `polygonProblems` finds nothing.\n\n" +
          "**Accessibility.** A table named 'Pontos da cerca eletrônica'; each box and button is named with its " +
          "point ('Latitude do ponto 3', 'Subir ponto 3', 'Remover ponto 3'). After a move or a removal the focus " +
          "stays with the point's button, and after 'Adicionar ponto' it goes to the new latitude. The problems " +
          'are a polite status always in the page, so each change is read without interrupting typing. The paste ' +
          'dialog is a modal dialog whose lines that cannot be read are listed in an alert, replacing nothing.',
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

const LOOKS: Array<{ name: string; points: GeoPoint[]; readOnly?: boolean }> = [
  { name: 'Cerca de dez pontos', points: SANTOS_FENCE },
  { name: 'Sem pontos', points: [] },
  { name: 'Arestas que se cruzam', points: CROSSED_FENCE },
  { name: 'Dois pontos', points: TWO_POINTS },
  { name: 'Somente leitura', points: SANTOS_FENCE.slice(0, 4), readOnly: true },
];

/** Ten points, none, crossing edges, two points and read-only, one under the other. */
export const Matrix: Story = {
  render: (args) => (
    <div className="max-w-3xl space-y-8">
      {LOOKS.map(({ name, points, readOnly }) => (
        <figure key={name} className="space-y-2">
          <figcaption className="text-xs text-fg-muted">{name}</figcaption>
          <PointsEditor points={points} readOnly={readOnly} onChange={args.onChange} />
        </figure>
      ))}
    </div>
  ),
};

/** The Porto de Santos terminal's fence: ten points, nothing wrong. */
export const TenPoints: Story = {
  play: async ({ canvasElement }) => {
    await expect(rowsOf(canvasElement)).toHaveLength(10);
    await expect(within(canvasElement).getByRole('textbox', { name: M.latitude(1) })).toHaveValue(
      '-23,958105',
    );
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** 'Subir ponto 3' swaps points 2 and 3 and keeps the focus on the moved point's 'Subir ponto 2'. */
export const TenPointsMoveTest: Story = {
  ...TenPoints,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: M.moveUp(3) }));
    const moved = [...SANTOS_FENCE];
    [moved[1], moved[2]] = [SANTOS_FENCE[2]!, SANTOS_FENCE[1]!];
    await expect(args.onChange).toHaveBeenLastCalledWith(moved);
    await waitFor(() => expect(canvas.getByRole('button', { name: M.moveUp(2) })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: M.latitude(2) })).toHaveValue('-23,959801');
  },
};

/** 'Remover ponto 10' removes the last point; the focus goes to the new last point's 'Remover ponto 9'. */
export const TenPointsRemoveTest: Story = {
  ...TenPoints,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: M.remove(10) }));
    await expect(args.onChange).toHaveBeenLastCalledWith(SANTOS_FENCE.slice(0, 9));
    await expect(rowsOf(canvasElement)).toHaveLength(9);
    await waitFor(() => expect(canvas.getByRole('button', { name: M.remove(9) })).toHaveFocus());
  },
};

/** 'Colar lista de pontos' opens the paste dialog, which says the ten points will be replaced. */
export const TenPointsPasteButtonTest: Story = {
  ...TenPoints,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: M.paste }));
    const dialog = await page.findByRole('dialog', { name: M.paste });
    await expect(dialog).toHaveAccessibleDescription(M.pasteReplaces(10));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: M.pasteLabel })).toHaveFocus());
  },
};

/** A new fence: the table says how to start, and nothing is reported wrong yet. */
export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(M.empty)).toBeVisible();
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

/**
 * 'Adicionar ponto' adds a blank point and puts the focus in its latitude; a pt-BR comma is read as the decimal
 * separator. One point is not a fence yet, and its longitude is still missing.
 */
export const EmptyAddPointTest: Story = {
  ...Empty,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: M.add }));
    const latitude = canvas.getByRole('textbox', { name: M.latitude(1) });
    await waitFor(() => expect(latitude).toHaveFocus());
    await userEvent.keyboard('-23,9581');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ latitude: -23.9581, longitude: Number.NaN }]);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(GEO_MESSAGES.tooFewPoints);
    await expect(status).toHaveTextContent(GEO_MESSAGES.longitudeOutOfRange(1));
  },
};

/** Points 3 and 5 swapped: edges 2 and 5 cross, and the live problems say which. */
export const CrossingEdges: Story = {
  args: { points: CROSSED_FENCE },
  play: async ({ canvasElement }) => {
    const [crossing] = polygonProblems(CROSSED_FENCE);
    await expect(crossing).toMatch(/se cruzam/);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(crossing!);
  },
};

/** Two points: not a fence yet. */
export const TwoPoints: Story = {
  args: { points: TWO_POINTS },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(GEO_MESSAGES.tooFewPoints);
  },
};

/** As the view dialog and a Manager see it: the coordinates as text, no buttons. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('button')).toEqual([]);
    await expect(canvas.queryAllByRole('textbox')).toEqual([]);
    await expect(within(rowsOf(canvasElement)[0]!).getAllByRole('cell')[1]).toHaveTextContent('-23,958105');
  },
};

/** The paste dialog open over the ten points, with the focus in the list box. */
export const PasteDialogOpen: Story = {
  args: { pasteOpen: true },
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  play: async () => {
    const dialog = await page.findByRole('dialog', { name: M.paste });
    await expect(dialog).toHaveAccessibleDescription(M.pasteReplaces(10));
    await expect(within(dialog).getByRole('button', { name: M.replace })).toBeDisabled();
  },
};

/** Three lines pasted: 'Substituir pontos' replaces the ten points with them and closes the dialog. */
export const PasteDialogOpenReplaceTest: Story = {
  ...PasteDialogOpen,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const dialog = await page.findByRole('dialog', { name: M.paste });
    const list = within(dialog).getByRole('textbox', { name: M.pasteLabel });
    await waitFor(() => expect(list).toHaveFocus());
    await userEvent.type(
      list,
      '-23.958105, -46.3336{Enter}-23,959056; -46,332213{Enter}-23.959801 -46.330234',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: M.replace }));
    await expect(args.onChange).toHaveBeenLastCalledWith(SANTOS_FENCE.slice(0, 3));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(rowsOf(canvasElement)).toHaveLength(3);
  },
};

/** A line that is not a point: the dialog lists it and replaces nothing. */
export const PasteDialogOpenErrorsTest: Story = {
  ...PasteDialogOpen,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ args }) => {
    const dialog = await page.findByRole('dialog', { name: M.paste });
    const list = within(dialog).getByRole('textbox', { name: M.pasteLabel });
    await userEvent.type(list, '-23.958105, -46.3336{Enter}Terminal 1');
    await userEvent.click(within(dialog).getByRole('button', { name: M.replace }));
    await expect(await within(dialog).findByText(GEO_MESSAGES.lineNotAPoint(2))).toBeVisible();
    await expect(list).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** In a 320 px column the table scrolls sideways in its own box; the buttons under it wrap. */
export const NarrowWidth: Story = {
  decorators: [
    (Story) => (
      <div data-narrow-frame="" className="w-[320px]">
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: M.tableLabel });
    await expect(region).toHaveAttribute('tabindex', '0');
    const frame = canvasElement.querySelector<HTMLElement>('[data-narrow-frame]');
    await expect(frame?.scrollWidth).toBeLessThanOrEqual(320);
  },
};
