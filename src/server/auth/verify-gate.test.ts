import { createGate, GateBusyError } from './verify-gate';

/** A task that runs until `finish()` is called. */
function task() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { run: () => done, finish };
}

describe('createGate', () => {
  it('runs at most `slots` tasks at once and hands a freed slot to the next in line', async () => {
    const gate = createGate({ slots: 2, maxWaiting: 5, maxWaitMs: 1000 });
    const tasks = [task(), task(), task()];
    const runs = tasks.map((each) => gate.run(each.run));
    await Promise.resolve();
    expect(gate.load).toEqual({ running: 2, waiting: 1 });
    tasks[0]!.finish();
    await runs[0];
    expect(gate.load).toEqual({ running: 2, waiting: 0 });
    tasks[1]!.finish();
    tasks[2]!.finish();
    await Promise.all(runs);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('turns away at once what does not fit in the line, and after the longest wait what waited', async () => {
    jest.useFakeTimers();
    try {
      const gate = createGate({ slots: 1, maxWaiting: 1, maxWaitMs: 500 });
      const running = task();
      const first = gate.run(running.run);
      const waiting = gate.run(async () => 'ran');
      await expect(gate.run(async () => 'ran')).rejects.toBeInstanceOf(GateBusyError);
      jest.advanceTimersByTime(500);
      await expect(waiting).rejects.toBeInstanceOf(GateBusyError);
      expect(gate.load).toEqual({ running: 1, waiting: 0 });
      running.finish();
      await first;
      expect(gate.load).toEqual({ running: 0, waiting: 0 });
      await expect(gate.run(async () => 'ran')).resolves.toBe('ran');
    } finally {
      jest.useRealTimers();
    }
  });

  it('frees the slot of a task that fails', async () => {
    const gate = createGate({ slots: 1, maxWaiting: 0, maxWaitMs: 10 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 'ran')).resolves.toBe('ran');
  });
});
