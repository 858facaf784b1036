/**
 * A list the visitor keeps in this browser's local storage (no account, no cookie): the quote list and the compare
 * list are two of them. Every tab shows the same list: a change made in one reaches the others through the
 * `storage` event, and this tab through the same event dispatched here.
 */
import { useSyncExternalStore } from 'react';

export interface StoredList<T> {
  key: string;
  /** The list as stored now (the same array while its text did not change, as useSyncExternalStore wants). */
  read(): T[];
  /** Stores `list` (an empty one removes the key) and tells this tab; other tabs hear the browser's own event. */
  write(list: T[]): void;
  /** The list, or null on the server and before hydration (the pages are the same for every visitor). */
  use(): T[] | null;
}

const empty: never[] = [];

/**
 * The list stored under `key`. `clean` takes the parsed JSON array and answers only the entries the site would take
 * (another version or a hand edit may have left others).
 */
export function storedList<T>(key: string, clean: (values: unknown[]) => T[]): StoredList<T> {
  let lastRaw: string | null = null;
  let lastList: T[] = empty;

  function readRaw(): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      // Storage turned off (a private mode, a policy): an empty list that cannot grow.
      return null;
    }
  }

  function parse(raw: string | null): T[] {
    if (!raw) return empty;
    try {
      const value: unknown = JSON.parse(raw);
      return Array.isArray(value) ? clean(value) : empty;
    } catch {
      return empty;
    }
  }

  function read(): T[] {
    const raw = readRaw();
    if (raw !== lastRaw) {
      lastRaw = raw;
      lastList = parse(raw);
    }
    return lastList;
  }

  function write(list: T[]): void {
    try {
      if (list.length === 0) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(list));
    } catch {
      return;
    }
    window.dispatchEvent(new StorageEvent('storage', { key }));
  }

  function subscribe(onChange: () => void) {
    const listener = (event: StorageEvent) => {
      if (event.key === key || event.key === null) onChange();
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  }

  const use = () => useSyncExternalStore<T[] | null>(subscribe, read, () => null);
  return { key, read, write, use };
}

/** A machine id as the database holds them: a whole number from 1 to 2³¹ − 1. */
export const isMachineId = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= 2_147_483_647;

/** `values` without repeats of the same `idOf`, the first kept. */
export function firstOfEach<T>(values: T[], idOf: (value: T) => number): T[] {
  const seen = new Set<number>();
  return values.filter((value) => !seen.has(idOf(value)) && seen.add(idOf(value)));
}
