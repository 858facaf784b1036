/** @jest-environment node */
import { startRounds, stopRounds } from './rounds';

describe('background rounds', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    stopRounds('test');
    jest.useRealTimers();
  });

  it('starts once per name and runs every interval', async () => {
    const round = jest.fn(async () => {});
    expect(startRounds('test', 1000, round)).toBe(true);
    expect(startRounds('test', 1000, round)).toBe(false);
    expect(round).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(3000);
    expect(round).toHaveBeenCalledTimes(3);
    expect(jest.getTimerCount()).toBe(1);
  });

  it('skips a round while the previous one runs, and runs again once it has ended', async () => {
    let finish = () => {};
    const round = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    startRounds('test', 1000, round);
    await jest.advanceTimersByTimeAsync(3000);
    expect(round).toHaveBeenCalledTimes(1);
    finish();
    await jest.advanceTimersByTimeAsync(1000);
    expect(round).toHaveBeenCalledTimes(2);
  });

  it('logs a failed round under its name and goes on', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const round = jest.fn(async () => {
      throw new Error('unreachable');
    });
    startRounds('test', 1000, round);
    await jest.advanceTimersByTimeAsync(2000);
    expect(round).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith('test: the round failed.', expect.any(Error));
    error.mockRestore();
  });

  it('runs a first round early when asked, and none while told to skip', async () => {
    let stopping = false;
    const round = jest.fn(async () => {});
    startRounds('test', 10_000, round, { firstAfter: 500, skip: () => stopping });
    await jest.advanceTimersByTimeAsync(500);
    expect(round).toHaveBeenCalledTimes(1);
    stopping = true;
    await jest.advanceTimersByTimeAsync(20_000);
    expect(round).toHaveBeenCalledTimes(1);
  });

  it('stops', async () => {
    const round = jest.fn(async () => {});
    startRounds('test', 1000, round);
    stopRounds('test');
    await jest.advanceTimersByTimeAsync(5000);
    expect(round).not.toHaveBeenCalled();
    expect(startRounds('test', 1000, round)).toBe(true);
  });
});
