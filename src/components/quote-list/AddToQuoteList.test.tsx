import { act, fireEvent, render, screen } from '@testing-library/react';

import { AddToQuoteList } from './AddToQuoteList.client';
import { ListLink } from '../layout/ListLink.client';
import { compareListKey, readCompareList, writeCompareList } from '../compare/store';
import { quoteListKey, readQuoteList, updateQuoteListEntry, writeQuoteList } from './store';

const labels = {
  add: 'Add',
  added: 'In your list',
  view: 'View the list',
  full: 'The list is full.',
  compare: { add: 'Compare', full: 'Four at most.', view: 'See the comparison', href: '/en/comparer' },
};

function renderIslands(machineId = 7) {
  return render(
    <>
      <ListLink list="quote" href="/en/demande-de-devis" label="Quote request" word="Quote" />
      <ListLink list="compare" href="/en/comparer" label="Compare machines" word="Compare" />
      <AddToQuoteList machineId={machineId} listHref="/en/demande-de-devis" labels={labels} />
    </>,
  );
}

beforeEach(() => localStorage.clear());

describe('the quote list in the browser', () => {
  it('adds a machine once, and the header counts it', () => {
    renderIslands();
    expect(screen.queryByRole('link', { name: /^Quote/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('In your list')).toBeTruthy();
    const header = screen.getByRole('link', { name: 'Quote 1' });
    expect(header.getAttribute('href')).toBe('/en/demande-de-devis');
    // The short word is seen, the list's full name is its title.
    expect(header).toHaveAttribute('title', 'Quote request');
    expect(screen.getByText('Quote')).not.toHaveClass('sr-only');
    expect(readQuoteList()).toEqual([{ id: 7, quantity: 1, note: '' }]);
  });

  it('follows a change made in another tab (the storage event)', () => {
    renderIslands();
    act(() => {
      localStorage.setItem(
        quoteListKey,
        JSON.stringify([
          { id: 7, quantity: 2, note: '' },
          { id: 8, quantity: 1, note: '' },
        ]),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: quoteListKey }));
    });
    expect(screen.getByRole('link', { name: 'Quote 2' })).toBeTruthy();
    expect(screen.getByText('In your list')).toBeTruthy();
  });

  it('refuses a 51st machine, and says so', () => {
    writeQuoteList(Array.from({ length: 50 }, (_, index) => ({ id: index + 100, quantity: 1, note: '' })));
    renderIslands(7);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert').textContent).toBe('The list is full.');
    expect(readQuoteList()).toHaveLength(50);
  });

  it('reads only what the server would take from a stored list edited by hand', () => {
    localStorage.setItem(
      quoteListKey,
      JSON.stringify([
        { id: 1, quantity: 2, note: 'ok', extra: true },
        { id: 1, quantity: 3, note: 'twice' },
        { id: 2, quantity: 0, note: '' },
        { id: 3, quantity: 1.5, note: '' },
        { id: '4', quantity: 1, note: '' },
        { id: 5, quantity: 1, note: 'x'.repeat(501) },
        null,
        { id: 6, quantity: 999, note: '' },
      ]),
    );
    expect(readQuoteList()).toEqual([
      { id: 1, quantity: 2, note: 'ok' },
      { id: 6, quantity: 999, note: '' },
    ]);
    localStorage.setItem(quoteListKey, '{not json');
    expect(readQuoteList()).toEqual([]);
  });

  it('puts a machine in the comparison and takes it out, and the header links to the comparison of its machines', () => {
    writeCompareList([3]);
    renderIslands(7);
    fireEvent.click(screen.getByRole('button', { name: 'Compare', pressed: false }));
    expect(readCompareList()).toEqual([3, 7]);
    expect(screen.getByRole('link', { name: 'Compare 2' })).toHaveAttribute('href', '/en/comparer?ids=3,7');
    fireEvent.click(screen.getByRole('button', { name: 'Compare', pressed: true }));
    expect(readCompareList()).toEqual([3]);
  });

  it('refuses a fifth machine to compare, and leads to the comparison', () => {
    writeCompareList([1, 2, 3, 4]);
    renderIslands(7);
    fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect(screen.getByRole('alert').textContent).toBe('Four at most. See the comparison');
    expect(screen.getByRole('link', { name: 'See the comparison' })).toHaveAttribute(
      'href',
      '/en/comparer?ids=1,2,3,4',
    );
    expect(readCompareList()).toEqual([1, 2, 3, 4]);
    // A list edited by hand keeps what the site would take: ids, each once, four at most.
    localStorage.setItem(compareListKey, JSON.stringify([5, 5, 'x', -1, 6, 7, 8, 9]));
    expect(readCompareList()).toEqual([5, 6, 7, 8]);
  });

  it('changes a quantity and removes the key once the list is empty', () => {
    writeQuoteList([{ id: 1, quantity: 1, note: '' }]);
    updateQuoteListEntry(1, { quantity: 4 });
    expect(readQuoteList()).toEqual([{ id: 1, quantity: 4, note: '' }]);
    writeQuoteList([]);
    expect(localStorage.getItem(quoteListKey)).toBeNull();
  });
});
