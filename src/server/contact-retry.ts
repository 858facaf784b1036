/** While the server runs, sends again the contact requests' e-mails (the office's, the visitor's) that could not be sent at once. */
import 'server-only';

import { readConfig } from './config';
import { deliverPendingContactRequests } from './contact-delivery';

const interval = 2 * 60 * 1000;

// On globalThis because Next.js may load this module more than once in one process.
const slot = Symbol.for('jorat.contactRetryLoop');
const holder = globalThis as { [slot]?: ReturnType<typeof setInterval> };

/**
 * Starts one retry round every two minutes, once per process, when SMTP is configured. A round never overlaps
 * the previous one and never throws; its failures are logged. The timer does not keep the process alive.
 */
export function startContactRetryLoop(): void {
  if (holder[slot] || !readConfig().smtp) return;
  let running = false;
  const timer = setInterval(() => {
    // A slow or unreachable SMTP server can make a round outlast the interval.
    if (running) return;
    running = true;
    deliverPendingContactRequests()
      .then((sent) => {
        if (sent > 0) console.log(`Contact requests: ${sent} e-mail(s) sent on retry.`);
      })
      .catch((error: unknown) => console.error('Contact requests: the retry round failed.', error))
      .finally(() => {
        running = false;
      });
  }, interval);
  timer.unref();
  holder[slot] = timer;
}
