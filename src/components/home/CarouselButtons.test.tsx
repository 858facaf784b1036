import { act, fireEvent, render, screen } from '@testing-library/react';

import { CarouselButtons } from './CarouselButtons.client';

/** jsdom lays nothing out: the list gets the sizes of three 288 px cards 312 px apart in a 400 px wide view. */
function Carousel({ scrollWidth = 912 }: { scrollWidth?: number }) {
  return (
    <>
      <CarouselButtons target="cards" previous="Previous news" next="Next news" />
      <ul
        id="cards"
        ref={(list) => {
          if (!list) return;
          Object.defineProperty(list, 'scrollWidth', { configurable: true, value: scrollWidth });
          Object.defineProperty(list, 'clientWidth', { configurable: true, value: 400 });
          [...list.children].forEach((card, index) =>
            Object.defineProperty(card, 'offsetLeft', { configurable: true, value: 24 + index * 312 }),
          );
          list.scrollBy = jest.fn() as never;
        }}
      >
        <li>One</li>
        <li>Two</li>
        <li>Three</li>
      </ul>
    </>
  );
}

const list = () => document.getElementById('cards')!;
const previous = () => screen.getByRole('button', { name: 'Previous news' });
const next = () => screen.getByRole('button', { name: 'Next news' });

function scrollTo(left: number) {
  list().scrollLeft = left;
  fireEvent.scroll(list());
}

/** A wheel event over the list, and whether the page's own scrolling was stopped. */
function wheel(init: WheelEventInit) {
  const event = new WheelEvent('wheel', { bubbles: true, cancelable: true, ...init });
  act(() => void list().dispatchEvent(event));
  return event.defaultPrevented;
}

beforeAll(() => {
  global.ResizeObserver = class {
    observe() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

describe('CarouselButtons', () => {
  it('disables previous at the start and next at the end, as the list scrolls', () => {
    render(<Carousel />);
    expect(next().parentElement).not.toHaveClass('invisible');
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveAttribute('aria-disabled', 'false');
    expect(previous()).toHaveAttribute('aria-controls', 'cards');
    scrollTo(312);
    expect(previous()).toHaveAttribute('aria-disabled', 'false');
    scrollTo(512);
    expect(next()).toHaveAttribute('aria-disabled', 'true');
  });

  it('moves the list by the cards that fit in view, and not past its ends', () => {
    render(<Carousel />);
    fireEvent.click(next());
    expect(list().scrollBy).toHaveBeenCalledWith({ left: 312 });
    fireEvent.click(previous());
    expect(list().scrollBy).toHaveBeenCalledTimes(1);
    scrollTo(312);
    fireEvent.click(previous());
    expect(list().scrollBy).toHaveBeenLastCalledWith({ left: -312 });
  });

  it('turns a vertical wheel into a sideways scroll until an end, where the page scrolls on', () => {
    render(<Carousel />);
    expect(wheel({ deltaY: 100 })).toBe(true);
    expect(list().scrollBy).toHaveBeenLastCalledWith({ left: 100, behavior: 'instant' });
    expect(wheel({ deltaY: 3, deltaMode: WheelEvent.DOM_DELTA_LINE })).toBe(true);
    expect(list().scrollBy).toHaveBeenLastCalledWith({ left: 120, behavior: 'instant' });
    // At the start, a wheel upwards is the page's.
    expect(wheel({ deltaY: -100 })).toBe(false);
    // A sideways wheel or trackpad, and a zoom, are left to the browser.
    expect(wheel({ deltaX: 80, deltaY: 10 })).toBe(false);
    expect(wheel({ deltaY: 100, ctrlKey: true })).toBe(false);
    scrollTo(512);
    expect(wheel({ deltaY: 100 })).toBe(false);
    expect(list().scrollBy).toHaveBeenCalledTimes(2);
  });

  it('stays invisible while the list does not scroll', () => {
    render(<Carousel scrollWidth={400} />);
    // `invisible`: visibility hidden, out of sight, of the keyboard's way and of the accessibility tree.
    expect(next().parentElement).toHaveClass('invisible');
    expect(wheel({ deltaY: 100 })).toBe(false);
  });
});
