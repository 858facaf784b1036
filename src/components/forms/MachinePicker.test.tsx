import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';

import { MachinePicker } from './MachinePicker.client';

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const answer = (machines: { id: number; name: string }[]) => ({ ok: true, json: async () => machines });

function renderPicker(interactive = true) {
  const { container } = render(
    <form aria-label="quote">
      <label htmlFor="machine">Machine</label>
      <MachinePicker
        inputId="machine"
        initial={{ id: 3, name: 'Presse 100 t' }}
        searchUrl="/api/machine/search?lang=fr"
        interactive={interactive}
        className=""
      />
    </form>,
  );
  const form = container.querySelector('form')!;
  return { field: screen.getByLabelText('Machine'), sent: () => new FormData(form).get('product') };
}

const options = (field: HTMLElement) =>
  [...document.getElementById(field.getAttribute('list')!)!.querySelectorAll('option')].map((option) => option.value);

describe('MachinePicker', () => {
  it('sends the preselected machine and offers only it until the visitor types', () => {
    const { field, sent } = renderPicker();
    expect(field).toHaveValue('Presse 100 t');
    expect(sent()).toBe('3');
    expect(options(field)).toEqual(['Presse 100 t']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('searches the typed text once the visitor pauses, and sends the machine chosen from the suggestions', async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue(
      answer([
        { id: 7, name: 'Cisaille 3 m' },
        { id: 9, name: 'Cisaille 4 m' },
      ]),
    );
    const { field, sent } = renderPicker();
    fireEvent.input(field, { target: { value: 'Cis' } });
    fireEvent.input(field, { target: { value: 'Cisa' } });
    expect(sent()).toBe('');
    await act(async () => jest.advanceTimersByTime(200));
    jest.useRealTimers();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/machine/search?lang=fr&q=Cisa');
    await waitFor(() => expect(options(field)).toEqual(['Cisaille 3 m', 'Cisaille 4 m']));
    fireEvent.input(field, { target: { value: 'Cisaille 4 m' } });
    expect(sent()).toBe('9');
  });

  it('sends no machine for a name that matches none, so that the server asks for one', async () => {
    fetchMock.mockResolvedValue(answer([]));
    const { field, sent } = renderPicker();
    fireEvent.input(field, { target: { value: 'nothing like it' } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(options(field)).toEqual([]));
    expect(sent()).toBe('');
  });

  it('is read-only before JavaScript runs, so that the preselected machine is what a plain form sends', () => {
    const { field, sent } = renderPicker(false);
    expect(field).toHaveAttribute('readonly');
    expect(sent()).toBe('3');
  });
});
