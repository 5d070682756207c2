import { createContext, useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import type { SessionUserDto } from '@cuidar/domain/auth';

/**
 * What the islands of the public pages read from the API (docs/decisions/0039): a few public GETs,
 * once per page load, shared by every island that asks. The app's screens use TanStack Query and
 * parse every answer with its zod schema; these public answers (featured caregivers, testimonials,
 * the signed-in user's role) are only displayed as text and links by React, so the islands skip
 * the 25 KB of zod a visitor's phone would otherwise download and run before the page responds.
 */

export type PublicData<T> =
  | { status: 'pending'; data?: undefined; isRefetching: false }
  | { status: 'error'; data?: undefined; isRefetching: boolean }
  | { status: 'success'; data: T; isRefetching: false };

interface Entry {
  state: PublicData<unknown>;
  started: boolean;
  listeners: Set<() => void>;
}

const entries = new Map<string, Entry>();
const PENDING: PublicData<never> = { status: 'pending', isRefetching: false };

function entryFor(url: string): Entry {
  let entry = entries.get(url);
  if (!entry) {
    entry = { state: PENDING, started: false, listeners: new Set() };
    entries.set(url, entry);
  }
  return entry;
}

function publish(entry: Entry, state: PublicData<unknown>) {
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

function load(url: string) {
  const entry = entryFor(url);
  entry.started = true;
  if (entry.state.status === 'error') publish(entry, { status: 'error', isRefetching: true });
  fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(String(response.status));
      publish(entry, { status: 'success', data: await response.json(), isRefetching: false });
    })
    .catch(() => publish(entry, { status: 'error', isRefetching: false }));
}

/**
 * GET `url` (JSON) once per page, shared by every component that asks for it. The pre-rendered
 * HTML and the hydrating render show the pending state; the answer follows.
 */
export function usePublicJson<T>(url: string | null): PublicData<T> & { retry: () => void } {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (url === null) return () => undefined;
      const entry = entryFor(url);
      entry.listeners.add(onChange);
      return () => entry.listeners.delete(onChange);
    },
    [url],
  );
  const state = useSyncExternalStore(subscribe, () => (url === null ? PENDING : entryFor(url).state), () => PENDING) as PublicData<T>;
  useEffect(() => {
    if (url !== null && !entryFor(url).started) load(url);
  }, [url]);
  return { ...state, retry: () => url !== null && load(url) };
}

/** The signed-in user, when the app provides it (its TanStack Query session); islands ask the API. */
export const SessionUserContext = createContext<{ user: SessionUserDto | null | undefined } | null>(null);

/** undefined while unknown, null when signed out. */
export function usePublicSessionUser(): SessionUserDto | null | undefined {
  const provided = useContext(SessionUserContext);
  const fetched = usePublicJson<{ user: SessionUserDto | null }>(provided ? null : '/api/session');
  if (provided) return provided.user;
  return fetched.status === 'success' ? fetched.data.user : fetched.status === 'error' ? null : undefined;
}

/** Tests only: every test starts from a fresh page (nothing fetched yet). */
export function forgetPublicData() {
  entries.clear();
}
