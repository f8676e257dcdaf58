import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How a screen's list state (filters, order, page) is read from and written to the address. */
export interface TUrlStateCodec<T> {
  /** The state the params describe: a missing or invalid one is its default, never an error. */
  read(params: URLSearchParams): T;
  /** The params of a state: only what differs from the defaults, always in the same order. */
  write(state: T): URLSearchParams;
}

export type TSetUrlState<T> = (update: (current: T) => T, options?: { replace?: boolean }) => void;

/**
 * A list's state kept in the address's search params, so a reload, a shared link and Back (from
 * another screen, or a step of this one) show the same list. A change is a new history entry
 * unless `replace` (typing, a correction the screen makes itself). An address with invalid or
 * default values is replaced by the one the screen shows. `codec` must be a stable object.
 */
export function useUrlState<T>(codec: TUrlStateCodec<T>): [T, TSetUrlState<T>] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const state = useMemo(() => codec.read(new URLSearchParams(key)), [codec, key]);
  const canonical = codec.write(state).toString();
  useEffect(() => {
    if (canonical !== key) setParams(new URLSearchParams(canonical), { replace: true });
  }, [canonical, key, setParams]);
  // Two changes before the address updates (a filter and the page it resets) build on each other.
  const latest = useRef({ key, params: canonical });
  if (latest.current.key !== key) latest.current = { key, params: canonical };
  const setState = useCallback<TSetUrlState<T>>(
    (update, options) => {
      const next = codec.write(update(codec.read(new URLSearchParams(latest.current.params))));
      // No change (the same filter chosen again) adds no history entry.
      if (next.toString() === latest.current.params) return;
      latest.current = { ...latest.current, params: next.toString() };
      setParams(next, { replace: options?.replace ?? false });
    },
    [codec, setParams],
  );
  return [state, setState];
}

/**
 * A search box over a search kept elsewhere (the address, trimmed): what is typed becomes the
 * search once typing pauses (`commit`), and a search changed elsewhere (Back, Clear filters) shows
 * in the box. Spaces around the words are no change, so the box never takes a typed space away.
 */
export function useSearchBox(
  committed: string,
  commit: (text: string) => void,
  delayMs = 300,
): [string, (text: string) => void] {
  const [text, setText] = useState(committed);
  const [debounced] = useDebouncedValue(text, delayMs);
  const seen = useRef({ committed, debounced, commit });
  seen.current.commit = commit;
  useEffect(() => {
    seen.current.debounced = debounced;
    if (debounced.trim() !== seen.current.committed.trim()) seen.current.commit(debounced);
  }, [debounced]);
  useEffect(() => {
    seen.current.committed = committed;
    if (committed.trim() !== seen.current.debounced.trim()) setText(committed);
  }, [committed]);
  return [text, setText];
}
