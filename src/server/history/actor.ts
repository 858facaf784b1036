/**
 * Who is making the change being saved: the account of the back office's session or of the REST call, or the
 * application itself. Kept for the duration of a request (AsyncLocalStorage), so that the revisions and the trash
 * record it whichever domain function the request calls.
 */
import 'server-only';

import { AsyncLocalStorage } from 'node:async_hooks';

import type { revisionSources } from '../db/schema';

export interface Actor {
  userId: number | null;
  username: string | null;
  source: (typeof revisionSources)[number];
}

export const systemActor: Actor = { userId: null, username: null, source: 'system' };

const storage = new AsyncLocalStorage<{ actor: Actor }>();

/** Runs `task` as `actor`: a back-office action once its session is checked, a test, a script. */
export function actingAs<T>(actor: Actor, task: () => Promise<T>): Promise<T> {
  return storage.run({ actor }, task);
}

/**
 * Runs a request's `task` in a scope whose actor is the application until `identify` names the account (a route
 * handler learns it only once it has checked the session).
 */
export function inRequestScope<T>(task: () => Promise<T>): Promise<T> {
  return storage.run({ actor: systemActor }, task);
}

/** Names the account of the current request's scope (see `inRequestScope`); outside one, nothing to name. */
export function identify(actor: Actor): void {
  const scope = storage.getStore();
  if (scope) scope.actor = actor;
}

export function currentActor(): Actor {
  return storage.getStore()?.actor ?? systemActor;
}
