import { render } from '@testing-library/react';

import { Paragraphs } from './Paragraphs';

describe('Paragraphs', () => {
  it('makes a paragraph of each block of text separated by a blank line', () => {
    const { container } = render(<Paragraphs text={'First line\nstill first.\n\n  \n\nSecond.'} />);
    const paragraphs = [...container.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual(['First line\nstill first.', 'Second.']);
  });

  it('shows markup as text, never as HTML', () => {
    const { container } = render(<Paragraphs text={'<img src=x onerror=alert(1)>'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
