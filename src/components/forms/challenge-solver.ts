/**
 * The browser's side of the contact requests' proof-of-work: fetches a challenge and has a Web Worker find its
 * solution, so that the page stays responsive. Loaded only once a visitor starts filling in a form.
 */

export interface SolvedChallenge {
  /** The `altcha` field's value. */
  altcha: string;
  /** When the challenge expires, in milliseconds since the epoch. */
  expiresAt: number;
}

/** A solved challenge, or null when none can be had (the check is off, the network or the browser failed). */
export async function solveContactChallenge(): Promise<SolvedChallenge | null> {
  try {
    const response = await fetch('/api/contact/challenge', { cache: 'no-store' });
    if (!response.ok) return null;
    const challenge = (await response.json()) as { parameters: { expiresAt: number } };
    const worker = new Worker(new URL('./challenge.worker.ts', import.meta.url), { type: 'module' });
    try {
      const altcha = await new Promise<string | null>((resolve) => {
        worker.addEventListener('message', (event: MessageEvent<unknown>) =>
          resolve(typeof event.data === 'string' ? event.data : null),
        );
        worker.addEventListener('error', () => resolve(null));
        worker.postMessage(challenge);
      });
      return altcha ? { altcha, expiresAt: challenge.parameters.expiresAt * 1000 } : null;
    } finally {
      worker.terminate();
    }
  } catch {
    return null;
  }
}
