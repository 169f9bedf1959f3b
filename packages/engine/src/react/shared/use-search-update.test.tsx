// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useSearchUpdate } from './use-search-update.ts';

/** Two filters set by one click, as two handlers in a row would before the screen re-renders. */
function TwoFilters() {
  const [search, update] = useSearchUpdate();
  const set = (key: string, value: string) =>
    update((current) => {
      const next = new URLSearchParams(current);
      next.set(key, value);
      return next;
    });
  return (
    <>
      <button
        onClick={() => {
          set('cliente', '7');
          set('inicio', '2026-12-01');
        }}
      >
        both
      </button>
      <button onClick={() => set('fim', '2026-12-06')}>end</button>
      <output aria-label="query">{search.toString()}</output>
      <Location />
    </>
  );
}

function Location() {
  return <output aria-label="location">{useLocation().search}</output>;
}

describe('useSearchUpdate', () => {
  it('keeps every change made before the screen re-rendered, and later ones start from them', () => {
    render(
      <MemoryRouter initialEntries={['/relatorio?pagina=2']}>
        <TwoFilters />
      </MemoryRouter>,
    );
    act(() => screen.getByRole('button', { name: 'both' }).click());
    expect(screen.getByLabelText('query')).toHaveTextContent('pagina=2&cliente=7&inicio=2026-12-01');
    act(() => screen.getByRole('button', { name: 'end' }).click());
    expect(screen.getByLabelText('location')).toHaveTextContent(
      '?pagina=2&cliente=7&inicio=2026-12-01&fim=2026-12-06',
    );
  });
});
