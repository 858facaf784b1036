import { render } from '@testing-library/react';

import { keepUnitsWithNumbers, WholeModelNames } from './KeepTogether';

const nbsp = '\u00a0';

describe('WholeModelNames', () => {
  it('keeps a model name whole on its line, the text unchanged', () => {
    const { container } = render(
      <h1>
        <WholeModelNames text="Hydraulische Werkstattpresse HP-100 und OXY-3060-B" />
      </h1>,
    );
    expect(container.textContent).toBe('Hydraulische Werkstattpresse HP-100 und OXY-3060-B');
    expect([...container.querySelectorAll('span.whitespace-nowrap')].map((span) => span.textContent)).toEqual([
      'HP-100',
      'OXY-3060-B',
    ]);
  });

  it('lets a hyphenated word without a digit, and a name without a hyphen, break as usual', () => {
    const { container } = render(
      <p>
        <WholeModelNames text="Hydraulik-Werkstattpresse LT2000" />
      </p>,
    );
    expect(container.textContent).toBe('Hydraulik-Werkstattpresse LT2000');
    expect(container.querySelector('span')).toBeNull();
  });
});

describe('keepUnitsWithNumbers', () => {
  it('keeps each number with its unit', () => {
    expect(keepUnitsWithNumbers('1000 kN (100 t)')).toBe(`1000${nbsp}kN (100${nbsp}t)`);
    expect(keepUnitsWithNumbers('0 – 60 °C, 95 %, 3 x 400 V')).toBe(
      `0 – 60${nbsp}°C, 95${nbsp}%, 3${nbsp}x 400${nbsp}V`,
    );
    expect(keepUnitsWithNumbers('2,5 mm² à 1 000 bar')).toBe(`2,5${nbsp}mm² à 1${nbsp}000${nbsp}bar`);
  });

  it('leaves text without a number and a number before a dash or a number as they are', () => {
    expect(keepUnitsWithNumbers('Manual or electric')).toBe('Manual or electric');
    expect(keepUnitsWithNumbers('10 – 20 12 34')).toBe('10 – 20 12 34');
  });
});
