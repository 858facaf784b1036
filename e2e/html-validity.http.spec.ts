import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test } from '@playwright/test';

/** The W3C's Nu Html Checker, shipped as a jar in the `vnu-jar` package; Java runs it. */
const vnu = path.join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar');

/**
 * Accepted finding: React writes `action=""` on a form whose action is a server action (it posts to the page
 * itself).
 */
const accepted = /^Bad value “” for attribute “action” on element “form”/;

test('the server HTML of every page type is valid HTML', async ({ request }) => {
  const machines = (await (await request.get('/api/machine?lang=de')).json()) as { id: number }[];
  const news = (await (await request.get('/api/news?lang=fr')).json()) as { id: number }[];
  const pages = [
    '/fr',
    '/de/contact',
    '/it/hydraulique',
    '/es/oxycoupage',
    '/en/r&d',
    '/fr/a-propos',
    '/de/notre-histoire',
    '/fr/nos-machines',
    '/it/confidentialite',
    `/de/machine/${machines[0]!.id}`,
    `/fr/actualites/${news[0]!.id}`,
    '/de/actualites',
    '/fr/no-such-page',
    '/fr/recherche?q=presses%20plieuses',
    '/de/recherche?q=Hydrolik',
    '/it/recherche?q=%21',
  ];
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  const files = await Promise.all(
    pages.map(async (page, index) => {
      const file = path.join(folder, `${index}.html`);
      fs.writeFileSync(file, await (await request.get(page)).text());
      return file;
    }),
  );

  const run = spawnSync('java', ['-jar', vnu, '--format', 'json', '--exit-zero-always', ...files], {
    encoding: 'utf8',
  });
  expect(run.status, run.error?.message).toBe(0);
  // vnu writes its JSON report on standard error.
  const messages = (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages;
  const findings = messages
    .filter((message) => message.type === 'error' || message.subType === 'warning')
    .filter((message) => !accepted.test(message.message))
    .map((message) => `${pages[files.indexOf(fileURLToPath(message.url))]}: ${message.message} (${message.extract})`);
  expect(findings).toEqual([]);
  fs.rmSync(folder, { recursive: true, force: true });
});

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}
