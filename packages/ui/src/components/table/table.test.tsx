import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Table, TableBody, TableHead, TableRow } from './table';
import { TableHeaderCell } from './table-header-cell';
import { TableEmpty, TableSkeleton } from './table-states';

describe('TableHeaderCell', () => {
  it('is a plain header without onSort', () => {
    render(
      <Table>
        <TableHead>
          <TableRow>
            <TableHeaderCell>Nome</TableHeaderCell>
          </TableRow>
        </TableHead>
      </Table>,
    );
    const header = screen.getByRole('columnheader', { name: 'Nome' });
    expect(header).not.toHaveAttribute('aria-sort');
    expect(within(header).queryByRole('button')).toBeNull();
  });

  it('exposes the sort and asks for the next one when clicked', async () => {
    const onSort = vi.fn();
    render(
      <Table>
        <TableHead>
          <TableRow>
            <TableHeaderCell sortDirection="desc" onSort={onSort}>
              Criado em
            </TableHeaderCell>
            <TableHeaderCell sortDirection={false} onSort={() => {}}>
              Nome
            </TableHeaderCell>
          </TableRow>
        </TableHead>
      </Table>,
    );
    expect(screen.getByRole('columnheader', { name: 'Criado em' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: 'Nome' })).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(screen.getByRole('button', { name: 'Criado em' }));
    expect(onSort).toHaveBeenCalledTimes(1);
  });
});

describe('TableEmpty and TableSkeleton', () => {
  it('shows the default empty message across all columns', () => {
    render(
      <Table>
        <TableBody>
          <TableEmpty colSpan={6} />
        </TableBody>
      </Table>,
    );
    expect(screen.getByRole('cell', { name: 'Nenhum registro encontrado.' })).toHaveAttribute('colspan', '6');
  });

  it('hides placeholder rows and announces loading', () => {
    render(
      <Table>
        <TableBody>
          <TableSkeleton columns={3} rows={4} />
        </TableBody>
      </Table>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(screen.getAllByRole('row')).toHaveLength(1);
    expect(screen.getAllByRole('row', { hidden: true })).toHaveLength(5);
  });
});
