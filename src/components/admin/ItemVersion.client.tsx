'use client';

import { useRouter } from 'next/navigation';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
} from 'react';

import type { ActionFailure } from '@/schemas/action-result';

/** What a form typed and could not save, by input name (`name_de`, `description_fr`, …). */
export type KeptTexts = Record<string, string>;

interface ItemVersionState {
  /** The item's version in the screen's latest render: what a freshly shown value is based on. */
  latest: number | undefined;
  /** How many Reloads have come back from the server. */
  reloads: number;
  reloading: boolean;
  /** The texts of refused saves, by form (`fields`, `options.12`, …), kept until saved, put back or cancelled. */
  kept: Record<string, KeptTexts>;
  keep: (form: string, texts: KeptTexts) => void;
  forget: (form: string) => void;
  reload: () => void;
}

const ItemVersionContext = createContext<ItemVersionState | null>(null);

/**
 * The version of a machine or an article its edit screen shows (the latest change of it the screen shows, a revision
 * or a save of its draft: history's `editMark`), given by the page at each render (the actions revalidate it, so
 * each save brings the new one), with the texts of the saves refused because a colleague changed
 * the same thing since, and the Reload that brings the item as stored back on screen while those texts stay.
 */
export function ItemVersionProvider(props: {
  /** None on a screen of several items (the categories), whose rows send each their own. */
  version?: number;
  children: ReactNode;
}) {
  const router = useRouter();
  const [kept, setKept] = useState<Record<string, KeptTexts>>({});
  const [reloads, setReloads] = useState(0);
  const [reloading, startTransition] = useTransition();
  const keep = useCallback((form: string, texts: KeptTexts) => setKept((all) => ({ ...all, [form]: texts })), []);
  const forget = useCallback(
    (form: string) =>
      setKept((all) => {
        if (!(form in all)) return all;
        const { [form]: _forgotten, ...rest } = all; // eslint-disable-line @typescript-eslint/no-unused-vars
        return rest;
      }),
    [],
  );
  const reload = useCallback(
    () =>
      startTransition(() => {
        router.refresh();
        setReloads((count) => count + 1);
      }),
    [router],
  );
  const value = useMemo(
    () => ({ latest: props.version, reloads, reloading, kept, keep, forget, reload }),
    [props.version, reloads, reloading, kept, keep, forget, reload],
  );
  return <ItemVersionContext.Provider value={value}>{props.children}</ItemVersionContext.Provider>;
}

/**
 * The item's version in the screen's latest render (undefined outside an item's screen: nothing is checked), for
 * what always shows the latest render: a list's order, which a move is based on, and an addition.
 */
export function useLatestVersion(): number | undefined {
  return useContext(ItemVersionContext)?.latest;
}

/** The Reload of the item's screen (the page's fresh render elsewhere): what a refused save's message offers. */
export function useReload(): () => void {
  const state = useContext(ItemVersionContext);
  const router = useRouter();
  return state?.reload ?? router.refresh;
}

/**
 * What one form of an item's screen (`form` names it: `fields`, `options.12`, `pictures.7`) sends and keeps:
 * - `version`: the item's version its values were shown from: the latest when it mounted (a list's row starts
 *   again from each new render of its item), when `restart` was called (an editor opened on values that follow the
 *   server), or when a Reload came back after its save was refused (then `onReload` puts the stored values in the
 *   form). One's own saves never advance it: the server never counts them as a colleague's, and a new render may
 *   bring a colleague's change that this form does not show, which the old version still protects.
 * - `refused(texts)`: for `run`'s failure: a refusal because of a colleague keeps `texts` (what the save sent).
 * - `kept`: those texts, shown beside the fields after the Reload; `forget()` once saved or cancelled.
 */
export function useItemEdit(form: string, options: { onReload?: () => void } = {}) {
  const state = useContext(ItemVersionContext);
  // `reloads`: the Reloads seen; `resets`: those that put the stored values in this form.
  const [loaded, setLoaded] = useState({ version: state?.latest, reloads: state?.reloads ?? 0, resets: 0 });
  const kept = state?.kept[form];
  if (state && !state.reloading && state.reloads !== loaded.reloads) {
    // A Reload has come back. Asked for by this form's refusal: the form now shows the item as stored. Else the
    // form keeps what it shows, and its version.
    setLoaded(
      kept === undefined
        ? { ...loaded, reloads: state.reloads }
        : { version: state.latest, reloads: state.reloads, resets: loaded.resets + 1 },
    );
  }

  const onReload = useRef(options.onReload);
  useEffect(() => {
    onReload.current = options.onReload;
  });
  const seen = useRef(loaded.resets);
  useEffect(() => {
    if (seen.current === loaded.resets) return;
    seen.current = loaded.resets;
    onReload.current?.();
  }, [loaded.resets]);

  const keep = state?.keep;
  const forgetForm = state?.forget;
  const refused = useCallback(
    (texts: Record<string, unknown>) => (failure: ActionFailure) => {
      if (failure.error !== 'conflict' || !keep) return;
      const strings = Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
      // A priority or an order is no text to keep: the Reload shows the one stored.
      if (strings.length > 0) keep(form, Object.fromEntries(strings));
    },
    [form, keep],
  );
  const forget = useCallback(() => forgetForm?.(form), [form, forgetForm]);
  const latest = state?.latest;
  const restart = useCallback(() => setLoaded((current) => ({ ...current, version: latest })), [latest]);
  return { version: loaded.version, kept, refused, forget, restart };
}
