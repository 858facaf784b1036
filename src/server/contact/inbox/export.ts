/**
 * The inbox as a CSV file for Excel in Switzerland: UTF-8 with a byte order mark (or Excel reads it as the local
 * code page), `;` between cells (the list separator of Swiss and European Excel), CRLF between lines, a cell quoted
 * only when it needs it. A cell that a spreadsheet would run as a formula (it starts with `=`, `+`, `-`, `@`, a tab
 * or a carriage return) gets a leading `'`, so that a sender cannot plant one (OWASP's CSV injection).
 */
import 'server-only';

import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { stringify } from 'csv-stringify';

import { spreadsheetDate } from '@/i18n/dates';
import type { Locale } from '@/i18n/locales';
import type { InboxFilters } from '@/schemas/inbox';

import type { RequestedMachine } from '../request-machines';
import { type InboxExportRow, inboxExportBatches } from './list';

export const exportColumns = [
  'id',
  'received',
  'state',
  'kind',
  'name',
  'company',
  'email',
  'phone',
  'subject',
  'machines',
  'message',
  'language',
  'page',
] as const;
export type ExportColumn = (typeof exportColumns)[number];

export interface ExportLabels {
  columns: Record<ExportColumn, string>;
  states: Record<InboxExportRow['state'], string>;
  kinds: Record<InboxExportRow['kind'], string>;
  /** `2 × Press 400`, with the visitor's note on it when there is one: the line of one machine. */
  machine: (machine: RequestedMachine) => string;
}

function record(row: InboxExportRow, labels: ExportLabels): Record<ExportColumn, string> {
  return {
    id: String(row.id),
    received: spreadsheetDate(row.received_at),
    state: labels.states[row.state],
    kind: labels.kinds[row.kind],
    name: row.name,
    company: row.entreprise ?? '',
    email: row.email ?? '',
    phone: row.phonenumber,
    subject: row.object ?? '',
    machines: row.machines.map(labels.machine).join(', '),
    message: row.message,
    language: row.language.toUpperCase(),
    page: row.page ?? '',
  };
}

/**
 * The requests that match `filters` as CSV, made as it is read: the database is read a batch at a time, and the
 * next batch only once the previous one has been sent, so 2,000 requests or 200,000 take the same memory. The
 * machines still in the catalogue are named in `locale`, as in the inbox.
 */
export function inboxCsv(filters: Omit<InboxFilters, 'page'>, labels: ExportLabels, locale?: Locale): Readable {
  const csv = stringify({
    bom: true,
    delimiter: ';',
    record_delimiter: '\r\n',
    escape_formulas: true,
    header: true,
    columns: exportColumns.map((key) => ({ key, header: labels.columns[key] })),
  });
  async function* records() {
    for await (const batch of inboxExportBatches(filters, locale)) {
      for (const row of batch) yield record(row, labels);
    }
  }
  // A failure halfway (the database gone) ends the download with an error instead of a file that looks complete.
  pipeline(Readable.from(records()), csv).catch((error: unknown) => {
    console.error('The inbox export failed.', error);
  });
  return csv;
}
