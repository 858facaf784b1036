import { shortened } from './shortened';

describe('shortened', () => {
  it('keeps a short text whole, on one line', () => {
    expect(shortened('Quiet\n  running', 60)).toBe('Quiet running');
  });

  it('cuts after the last whole word that fits, without its comma, and marks the cut', () => {
    expect(shortened('Cuts plates up to 200 mm thick with clean, square edges ready for welding', 60)).toBe(
      'Cuts plates up to 200 mm thick with clean, square edges…',
    );
    expect(shortened('Sturdy welded frame, built to last', 22)).toBe('Sturdy welded frame…');
  });

  it('keeps a whole word that ends at the limit', () => {
    expect(shortened('one two three', 8)).toBe('one two…');
  });

  it('cuts inside a word too long to leave at a space', () => {
    expect(shortened('Hydraulikzylinderreparaturwerkstatt Bern', 20)).toBe('Hydraulikzylinderre…');
  });
});
