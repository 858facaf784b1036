/**
 * Fills the database of DATA_DIR with the demo content and COUNT contact requests (argument 1, default 2,000) for
 * measuring the inbox: every kind, state and language, senders with accented names, machine quotes of the demo
 * machines, a year and a half of arrivals, and a history line and a note on the requests that were worked on.
 * For a throwaway data folder: `DATA_DIR=$(mktemp -d) npx tsx --conditions=react-server scripts/bench/seed-inbox.ts`.
 * Inserted in batches, not through the contact form (its rate limit and e-mail have nothing to do with the inbox).
 */
import { contactRequestHistory, contactRequestNotes, contactRequests } from '../../src/server/db/schema';
import { mediaStorage } from '../../src/server/media/storage';
import { seedDemoContent } from '../../src/server/seed';
import { withDatabase } from '../cli';

const count = Number(process.argv[2] ?? 2000);
const batch = 250;
const day = 24 * 60 * 60 * 1000;

const firstNames = ['Anna', 'Zoë', 'Jürg', 'François', 'Lucía', 'Matteo', 'Béatrice', 'Søren', 'Hélène', 'Noah'];
const lastNames = ['Müller', 'Rochat', 'Bernasconi', 'García', 'Keller', 'Favre', 'Gähwiler', 'Rossi', 'Dubois'];
const companies = ['Muster Bau AG', 'Ateliers du Léman SA', 'Officine Ticinesi SA', '', 'Construcciones Alba SL'];
const languages = ['fr', 'de', 'en', 'it', 'es'] as const;
const kinds = ['contact', 'service_quote', 'machine_quote'] as const;
/** Out of 20: 8 new, 4 in progress, 4 answered, 3 closed, 1 spam. */
const states = [
  ...Array<'new'>(8).fill('new'),
  ...Array<'in_progress'>(4).fill('in_progress'),
  ...Array<'answered'>(4).fill('answered'),
  ...Array<'closed'>(3).fill('closed'),
  'spam' as const,
];
const message =
  'Bonjour, nous aurions besoin d’une offre pour la révision de deux vérins (course 800 mm, tige chromée) ' +
  'avec un délai de livraison. Merci de nous rappeler le matin.';

if (!Number.isInteger(count) || count < 0) throw new Error('Usage: seed-inbox.ts [COUNT]');

await withDatabase(async (handle) => {
  await handle.exclusively(async (db) => {
    await handle.migrate();
    await seedDemoContent(db, mediaStorage());
    const machines = await db.query.machines.findMany({ columns: { id: true, name_fr: true } });
    const now = Date.now();
    for (let start = 0; start < count; start += batch) {
      const rows = Array.from({ length: Math.min(batch, count - start) }, (_, offset) => {
        const n = start + offset;
        const kind = kinds[n % kinds.length]!;
        const machine = machines[n % machines.length]!;
        const [first, last] = [firstNames[n % firstNames.length]!, lastNames[(n * 7) % lastNames.length]!];
        const received = new Date(now - Math.floor((n / count) * 540 * day) - (n % 97) * 60_000);
        const state = states[n % states.length]!;
        return {
          kind,
          name: `${first} ${last} ${n + 1}`,
          entreprise: kind === 'machine_quote' ? null : companies[n % companies.length]!,
          email: kind === 'machine_quote' ? null : `${first}.${last}.${n % 400}@example.ch`.toLowerCase(),
          phonenumber: '+41 21 555 01 23',
          object: kind === 'contact' ? null : `Offre ${n + 1}`,
          message,
          machine_id: kind === 'machine_quote' ? machine.id : null,
          machine_name: kind === 'machine_quote' ? machine.name_fr : null,
          page: kind === 'machine_quote' ? `/fr/machine/${machine.id}` : '/fr/contact',
          language: languages[n % languages.length]!,
          email_status: 'not_configured' as const,
          received_at: received,
          updated_at: received,
          state,
          state_changed_at: new Date(received.getTime() + (state === 'new' ? 0 : day)),
        };
      });
      const inserted = await db
        .insert(contactRequests)
        .values(rows)
        .returning({ id: contactRequests.id, state: contactRequests.state, at: contactRequests.state_changed_at });
      const worked = inserted.filter((row) => row.state !== 'new');
      if (worked.length === 0) continue;
      await db.insert(contactRequestHistory).values(
        worked.map((row) => ({
          request_id: row.id,
          author: 'admin',
          from_state: 'new' as const,
          to_state: row.state,
          changed_at: row.at,
        })),
      );
      await db.insert(contactRequestNotes).values(
        worked.map((row) => ({
          request_id: row.id,
          author: 'admin',
          body: 'Rappelé, offre à envoyer.',
          created_at: row.at,
        })),
      );
    }
    console.log(`Seeded ${count} contact requests.`);
  });
});
