import { render, screen } from '@testing-library/react';

import { dimensionBands, tolerances } from '@/config/cutting';

import { ToleranceTable } from './ToleranceTable';

// The scrolling box measures itself with a ResizeObserver, which jsdom lacks.
beforeAll(() => {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const renderTable = () =>
  render(
    <ToleranceTable
      locale="es"
      caption="Desviaciones límite"
      thickness="Espesor (mm)"
      dimensions="Dimensiones nominales (mm)"
    />,
  );

const headersOf = (cell: Element) => (cell.getAttribute('headers') ?? '').split(' ').filter(Boolean);

describe('ToleranceTable', () => {
  it('ties every data cell by `headers` to header cells of the same table, each id once on the page', () => {
    const { container } = renderTable();
    const table = screen.getByRole('table', { name: 'Desviaciones límite' });
    const headerIds = [...table.querySelectorAll('th')].map((th) => th.id);
    expect(headerIds.every(Boolean)).toBe(true);
    for (const id of headerIds) expect(container.querySelectorAll(`[id="${id}"]`)).toHaveLength(1);

    const cells = [...table.querySelectorAll('td')];
    expect(cells).toHaveLength(tolerances.length * dimensionBands.length);
    for (const cell of cells) {
      expect(headersOf(cell).length).toBeGreaterThan(0);
      for (const id of headersOf(cell)) expect(headerIds).toContain(id);
    }
  });

  it("names in each cell's headers its row's header, its column's band and the dimensions heading above the bands", () => {
    renderTable();
    const table = screen.getByRole<HTMLTableElement>('table');
    const [groupRow, bandRow] = table.tHead!.rows;
    const dimensions = groupRow!.cells[1]!;
    expect(dimensions).toHaveTextContent('Dimensiones nominales (mm)');
    expect(dimensions).toHaveAttribute('scope', 'colgroup');

    for (const row of table.tBodies[0]!.rows) {
      const rowHeader = row.cells[0]!;
      expect(rowHeader.tagName).toBe('TH');
      expect(rowHeader).toHaveAttribute('scope', 'row');
      for (const cell of [...row.cells].slice(1)) {
        // The thickness heading spans both header rows, so the band row's headers start at the second column.
        const band = bandRow!.cells[cell.cellIndex - 1]!;
        expect(band).toHaveAttribute('scope', 'col');
        expect(headersOf(cell)).toEqual(expect.arrayContaining([rowHeader.id, band.id, dimensions.id]));
        expect(headersOf(cell)).toHaveLength(3);
      }
    }
  });

  it('keeps its texts: the row and column headings and the deviations', () => {
    renderTable();
    expect(screen.getByRole('columnheader', { name: 'Espesor (mm)' })).toHaveAttribute('rowspan', '2');
    expect(screen.getByRole('columnheader', { name: '35–315' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '2–35' })).toBeInTheDocument();
    expect(screen.getAllByRole('cell')[0]).toHaveTextContent('±2,0');
  });
});
