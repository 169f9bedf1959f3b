// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { AppToaster, notify, toast } from '@frota/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fleets } from '../../generated/entities.ts';
import { createRestDataProvider } from '../shared/data-provider.ts';
import { fakeDataProvider, renderWithEngine } from '../test-support.tsx';
import { RelationFilter } from './relation-filter.tsx';

/** What the portal's HTTP client toasts for a 500 (apps/portal/src/http/status-catalogue.ts). */
const SERVER_ERROR = 'Ops, algo deu errado! Tente novamente mais tarde.';
/** clients.json's shortListFailed. */
const CLIENTS_FAILED = 'Falha ao buscar clientes';

/**
 * A short-list request that fails with a 500 as the portal's HTTP client reports it: a toast of its own unless the
 * call is quiet (http-client.ts), then the rejection.
 */
const failingRequest = () =>
  vi.fn(async (call: { quiet?: boolean }) => {
    if (call.quiet !== true) notify.warning(SERVER_ERROR);
    throw Object.assign(new Error(SERVER_ERROR), { status: 500 });
  });

/** The fleets' client filter over the REST data provider, its request failing, with the toaster. */
function renderClientFilter(profile: 'Admin' | 'Manager') {
  const request = failingRequest();
  const dataProvider = { ...fakeDataProvider(), options: createRestDataProvider(request).options };
  const filter = fleets.list.filters.find((candidate) => candidate.field === 'clientId')!;
  render(
    renderWithEngine(
      <>
        <RelationFilter id="filter-client" filter={filter} value="" onChange={() => {}} related="clients" />
        <AppToaster />
      </>,
      { dataProvider, profile },
    ),
  );
  return request;
}

afterEach(() => {
  act(() => toast.remove());
  vi.restoreAllMocks();
});

describe('RelationFilter', () => {
  it.each(['Admin', 'Manager'] as const)(
    "says once that the short list failed (%s): its read is quiet, so the HTTP client's toast does not repeat it",
    async (profile) => {
      const warning = vi.spyOn(notify, 'warning');
      const request = renderClientFilter(profile);
      expect(await screen.findByText(CLIENTS_FAILED)).toBeInTheDocument();
      expect(request).toHaveBeenCalled();
      for (const [call] of request.mock.calls) expect(call.quiet).toBe(true);
      expect(warning).not.toHaveBeenCalled();
      await waitFor(() => expect(screen.getAllByText(CLIENTS_FAILED)).toHaveLength(1));
      expect(screen.queryByText(SERVER_ERROR)).toBeNull();
    },
  );
});
