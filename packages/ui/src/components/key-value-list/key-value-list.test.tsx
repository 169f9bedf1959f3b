import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeyValueList } from './key-value-list';

describe('KeyValueList', () => {
  it('pairs each label with its value in a description list', () => {
    render(
      <KeyValueList
        items={[
          { label: 'Origem', value: 'Terminal Santos' },
          { label: 'Status', value: <strong>Em Descarga</strong> },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Origem', 'Status']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Terminal Santos',
      'Em Descarga',
    ]);
  });

  it("shows an em dash, read 'Não informado', for empty values but keeps 0", () => {
    render(
      <KeyValueList
        items={[
          { label: 'A', value: null },
          { label: 'B', value: undefined },
          { label: 'C', value: '  ' },
          { label: 'D', value: false },
          { label: 'E', value: 0 },
        ]}
      />,
    );
    const empty = '—Não informado';
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      empty,
      empty,
      empty,
      empty,
      '0',
    ]);
  });
});
