import { coalesced } from './coalesce';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('coalesced', () => {
  it('runs once for the calls with the same key made while it runs, and once per other key', async () => {
    const runs: string[] = [];
    const gates = new Map<string, ReturnType<typeof deferred<string>>>();
    const make = coalesced(
      (id: number, locale: string) => {
        runs.push(`${id}|${locale}`);
        const gate = deferred<string>();
        gates.set(`${id}|${locale}`, gate);
        return gate.promise;
      },
      (id, locale) => `${id}|${locale}`,
    );
    const calls = [make(1, 'fr'), make(1, 'fr'), make(1, 'de'), make(1, 'fr')];
    expect(runs).toEqual(['1|fr', '1|de']);
    gates.get('1|fr')!.resolve('pdf fr');
    gates.get('1|de')!.resolve('pdf de');
    expect(await Promise.all(calls)).toEqual(['pdf fr', 'pdf fr', 'pdf de', 'pdf fr']);
  });

  it('runs again once the call has settled, also after a failure', async () => {
    let count = 0;
    const make = coalesced(
      async (fail: boolean) => {
        count += 1;
        if (fail) throw new Error('no');
        return count;
      },
      () => 'same',
    );
    await expect(Promise.all([make(true), make(true)])).rejects.toThrow('no');
    expect(count).toBe(1);
    expect(await make(false)).toBe(2);
    expect(await make(false)).toBe(3);
  });
});
