// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@frota/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clients, managers } from '../../generated/entities.ts';
import type { EntitySchema } from '../../core/index.ts';
import type { DataProvider } from '../shared/data-provider-types.ts';
import type { DownloadProgress } from '../shared/file-download.ts';
import { fakeDataProvider, renderWithEngine } from '../test-support.tsx';
import { EntityListPage } from './entity-list-page.tsx';
import { exportProgressLabel } from './excel-export-run.ts';

type ExportArgs = Parameters<NonNullable<DataProvider['exportList']>>[0];

/** An export the test drives: its arguments, progress reports, and when and how it ends. */
function controlledExport() {
  let args: ExportArgs | undefined;
  let finish: (error?: unknown) => void = () => {};
  const exportList = vi.fn(
    (call: ExportArgs) =>
      new Promise<void>((resolve, reject) => {
        args = call;
        finish = (error) => (error ? reject(error) : resolve());
        call.signal?.addEventListener('abort', () =>
          reject(Object.assign(new Error('aborted'), { kind: 'aborted' })),
        );
      }),
  );
  return {
    exportList,
    args: () => args!,
    progress: (progress: DownloadProgress) => act(() => args!.onProgress?.(progress)),
    finish: (error?: unknown) => act(async () => finish(error)),
  };
}

function renderList(
  entity: EntitySchema,
  profile: string,
  exportList?: DataProvider['exportList'],
  path = '/',
) {
  const dataProvider = {
    ...fakeDataProvider({ itens: [{ id: 7, nomeFantasia: 'Rodovia Sul' }] }),
    exportList,
  };
  return render(renderWithEngine(<EntityListPage entity={entity} />, { dataProvider, profile, path }));
}

afterEach(() => vi.restoreAllMocks());

/** Clicks Exportar Excel and waits for the export to start (what runs it loads with the first click). */
async function clickExport(
  user: ReturnType<typeof userEvent.setup>,
  excel: ReturnType<typeof controlledExport>,
) {
  const calls = excel.exportList.mock.calls.length;
  await user.click(await screen.findByRole('button', { name: 'Exportar Excel' }));
  await waitFor(() => expect(excel.exportList).toHaveBeenCalledTimes(calls + 1));
}

describe('Exportar Excel on a generic list', () => {
  it("exports the list's applied filters and order, and shows its progress while busy", async () => {
    const user = userEvent.setup();
    const excel = controlledExport();
    renderList(clients, 'Admin', excel.exportList, '/?nomeFantasia=Sul&sort=nomeFantasia&order=desc&Page=2');
    await clickExport(user, excel);

    expect(excel.args().entity).toBe(clients);
    expect(excel.args().params).toMatchObject({
      filters: { nomeFantasia: 'Sul' },
      sort: { field: 'nomeFantasia', direction: 'desc' },
    });
    const busy = screen.getByRole('button', { name: 'Exportando…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');

    // A streamed file: no size, so the bytes so far beside a spinner.
    excel.progress({ received: 1_234_567 });
    expect(screen.getByRole('button', { name: 'Exportando… 1,2 MB' })).toBeDisabled();
    expect(busy.querySelector('svg')).not.toBeNull();
    // A file of known size: its share, no spinner.
    excel.progress({ received: 450, total: 1000, fraction: 0.45 });
    expect(busy).toHaveAccessibleName('Exportando… 45%');
    expect(busy.querySelector('svg')).toBeNull();

    await excel.finish();
    const idle = await screen.findByRole('button', { name: 'Exportar Excel' });
    expect(idle).toBeEnabled();
    expect(idle).not.toHaveAttribute('aria-busy');
    expect(excel.exportList).toHaveBeenCalledTimes(1);
  });

  it("says 'Falha ao exportar Excel' with the server's reason when it fails, and is ready again", async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(notify, 'error').mockReturnValue('toast');
    const excel = controlledExport();
    renderList(clients, 'Admin', excel.exportList);
    await clickExport(user, excel);
    await excel.finish({ messages: ['Você não tem permissão para esta ação.'] });
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Falha ao exportar Excel: Você não tem permissão para esta ação.'),
    );
    expect(await screen.findByRole('button', { name: 'Exportar Excel' })).toBeEnabled();

    await clickExport(user, excel);
    await excel.finish(new TypeError('Failed to fetch'));
    await waitFor(() => expect(error).toHaveBeenLastCalledWith('Falha ao exportar Excel.'));
  });

  it('cancels a download in progress when the page goes away, without a toast', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(notify, 'error').mockReturnValue('toast');
    const excel = controlledExport();
    const view = renderList(clients, 'Admin', excel.exportList);
    await clickExport(user, excel);
    const signal = excel.args().signal!;
    view.unmount();
    await waitFor(() => expect(signal.aborted).toBe(true));
    expect(error).not.toHaveBeenCalled();
  });

  it('is not offered to a profile that may not list, nor by a provider that cannot download', async () => {
    const excel = controlledExport();
    renderList(managers, 'Manager', excel.exportList);
    await screen.findByRole('heading', { name: managers.list.title });
    expect(screen.queryByRole('button', { name: 'Exportar Excel' })).toBeNull();

    renderList(clients, 'Admin', undefined);
    await screen.findByText('Rodovia Sul');
    expect(screen.queryByRole('button', { name: 'Exportar Excel' })).toBeNull();
  });
});

describe('exportProgressLabel', () => {
  it('says the share when the size is known, else the bytes so far', () => {
    expect(exportProgressLabel({ received: 0 })).toBe('Exportando…');
    expect(exportProgressLabel({ received: 350_400 })).toBe('Exportando… 351 KB');
    expect(exportProgressLabel({ received: 12_500_000 })).toBe('Exportando… 12,5 MB');
    expect(exportProgressLabel({ received: 999, total: 1000, fraction: 0.999 })).toBe('Exportando… 99%');
  });
});
