// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppToaster, notify, toast } from '@frota/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { vehiclePlates } from '../../generated/entities.ts';
import { createRestDataProvider } from '../shared/data-provider.ts';
import { fakeDataProvider, renderWithEngine } from '../test-support.tsx';
import { EntityFormPage } from './entity-form-page.tsx';

/** What the portal's HTTP client toasts for a 500 (apps/portal/src/http/status-catalogue.ts). */
const SERVER_ERROR = 'Ops, algo deu errado! Tente novamente mais tarde.';
/** The combobox's own word for options that could not load (AsyncCombobox). */
const OPTIONS_FAILED = 'Erro ao carregar opções.';

afterEach(() => {
  act(() => toast.remove());
  vi.restoreAllMocks();
});

describe('RelationWidget', () => {
  it("says in its panel that the options failed, once: the read is quiet, so the HTTP client's toast does not repeat it", async () => {
    const warning = vi.spyOn(notify, 'warning');
    // Every short list fails with a 500, as the portal's HTTP client reports it: a toast unless the call is quiet.
    const request = vi.fn(async (call: { quiet?: boolean }) => {
      if (call.quiet !== true) notify.warning(SERVER_ERROR);
      throw Object.assign(new Error(SERVER_ERROR), { status: 500 });
    });
    const dataProvider = { ...fakeDataProvider(), options: createRestDataProvider(request).options };
    const path = '/backoffice/vehicle-plates/create/';
    render(
      renderWithEngine(
        <>
          <EntityFormPage entity={vehiclePlates} variant="create" />
          <AppToaster />
        </>,
        { dataProvider, profile: 'Admin', path, route: path },
      ),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: /^Cliente/ }));
    // In the panel (a status region reads it to screen readers too), and in no toast.
    expect(await within(await screen.findByRole('listbox')).findByText(OPTIONS_FAILED)).toBeVisible();
    expect(request).toHaveBeenCalled();
    for (const [call] of request.mock.calls) expect(call.quiet).toBe(true);
    expect(warning).not.toHaveBeenCalled();
    expect(screen.queryByText(SERVER_ERROR)).toBeNull();
  });
});
