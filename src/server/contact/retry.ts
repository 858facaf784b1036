/**
 * While the server runs: sends again the contact requests' e-mails (the office's, the visitor's) that could not be
 * sent at once, and once a day deletes the requests kept long enough (contact/retention.ts), does the history's
 * housekeeping (history/retention.ts) and deletes the activity log's old entries (activity/retention.ts).
 */
import 'server-only';

import { runActivityRetention } from '../activity/retention';
import { clock } from '../clock';
import { readConfig } from '../config';
import { deliverPendingContactRequests } from './delivery';
import { runContactRetention } from './retention';
import { runHistoryHousekeeping } from '../history/retention';
import { forgetEndedWindows } from '../rate-limit';
import { startRounds } from '../rounds';

/** The day this process last asked for the retention run; the database decides which instance does it. */
let retentionAskedOn: string | undefined;

/** One round: the e-mail retries when SMTP is configured, then the day's retention run if nobody did it yet. */
export async function contactRound(): Promise<void> {
  if (readConfig().smtp) {
    const sent = await deliverPendingContactRequests();
    if (sent > 0) console.log(`Contact requests: ${sent} e-mail(s) sent on retry.`);
  }
  const today = clock.now().toISOString().slice(0, 10);
  if (retentionAskedOn === today) return;
  const deleted = await runContactRetention();
  const history = await runHistoryHousekeeping();
  if (history && (history.trash || history.revisions)) {
    console.log(
      `History: ${history.trash} item(s) erased from the trash, ${history.revisions} old revision(s) pruned.`,
    );
  }
  const erased = await runActivityRetention();
  // The senders' addresses in the rate-limit counters, on a site that no new request clears them on.
  await forgetEndedWindows('contact', 3600);
  retentionAskedOn = today;
  if (deleted) console.log(`Contact requests: ${deleted} closed or spam request(s) past the retention period deleted.`);
  if (erased) console.log(`Activity log: ${erased} entry(ies) past the retention period deleted.`);
}

/** Starts one round every two minutes, once per process, with or without SMTP (see rounds.ts). */
export function startContactRetryLoop(): void {
  startRounds('Contact requests', 2 * 60 * 1000, contactRound);
}
