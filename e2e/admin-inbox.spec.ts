import { expect, type Page, test } from '@playwright/test';

import { machines } from '../src/server/seed/content';
import { admin, logIn } from './admin';
import { sendRequest } from './inbox';

/** The inbox's row of the sender `name`, found with the search box as the office would. */
async function findInInbox(page: Page, name: string) {
  await page.goto('/admin/inbox');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  return page.getByRole('row').filter({ hasText: name });
}

test('the inbox lists a request just sent; its screen shows the machine, the phone and the e-mail state', async ({
  page,
}) => {
  const name = 'Luca Bernasconi Inbox';
  await sendRequest(page, { name, product: 1, object: 'Price', phonenumber: '091 555 44 33', message: 'Two units?' });

  await page.goto('/admin/inbox');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Finbox$/);
  expect((await page.request.post('/api/auth/login', { data: admin })).status()).toBe(200);
  const row = await findInInbox(page, name);
  await expect(row).toContainText('New');
  await expect(row).toContainText(`1 × ${machines[0]!.name.en}`);
  await row.getByRole('link', { name }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quote request (machine) · ${name}`);
  await expect(page.getByRole('link', { name: `1 × ${machines[0]!.name.en}` })).toHaveAttribute(
    'href',
    '/en/machine/1',
  );
  await expect(page.getByRole('link', { name: '091 555 44 33' })).toHaveAttribute('href', 'tel:0915554433');
  // The e2e server has no SMTP server configured; a machine quote has no e-mail address to reply to.
  await expect(page.getByText('No e-mail configured')).toBeVisible();
  await expect(page.getByText('No e-mail address was given: reply by phone.')).toBeVisible();

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('main').getByRole('link', { name: /Inbox/ })).toHaveAttribute('href', '/admin/inbox');
  await expect(page.getByTestId('new-requests')).toHaveText(/\d+ new requests?\./);
  const menu = page.getByRole('navigation', { name: 'Back office menu' });
  await expect(menu.getByRole('link', { name: /Inbox \d+ new requests?/ })).toHaveAttribute(
    'href',
    '/admin/inbox?state=new',
  );
});

test('the office moves a request through its states, with a history line and a note each time; spam leaves the list', async ({
  page,
}) => {
  const name = 'Zoë Müller States';
  const email = `${name.replace(/\W/g, '').toLowerCase()}@muster.example`;
  await sendRequest(page, {
    name,
    entreprise: 'Muster Bau AG',
    email,
    object: 'Chrome & rods',
    message: 'Can you overhaul two cylinders?\nThey leak.',
  });
  await logIn(page);
  await (await findInInbox(page, name)).getByRole('link', { name }).click();
  await expect(page.getByTestId('request-state')).toHaveText('New');
  // The reply quotes the request under a line with its date, in the sender's language (English here).
  const href = (await page.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href'))!;
  expect(href.startsWith(`mailto:${email}?subject=Re%3A%20Chrome%20%26%20rods&body=`)).toBe(true);
  expect(decodeURIComponent(href.split('&body=')[1]!)).toMatch(
    new RegExp(
      `^\\r\\n\\r\\nOn .+, ${name} wrote:\\r\\n> Can you overhaul two cylinders\\?\\r\\n> They leak\\.\\r\\n$`,
    ),
  );

  const states = page.getByRole('group', { name: 'State' });
  const inProgress = states.getByRole('button', { name: 'In progress' });
  // A click before the page has hydrated does nothing: clicked again until it took (a second click on the pressed
  // state changes nothing).
  await expect(async () => {
    await inProgress.click();
    await expect(inProgress).toHaveAttribute('aria-pressed', 'true', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('request-history')).toContainText(
    `${admin.username} changed the state from “New” to “In progress”.`,
  );

  await page.getByLabel('New note').fill('Called back: offer by Friday.');
  await page.getByRole('button', { name: 'Add the note' }).click();
  await expect(page.getByTestId('request-notes')).toContainText('Called back: offer by Friday.');
  await expect(page.getByTestId('request-notes')).toContainText(admin.username);
  await expect(page.getByLabel('New note')).toHaveValue('');
  // Its author corrects it; it then says it was edited.
  const notes = page.getByTestId('request-notes');
  await notes.getByRole('button', { name: 'Edit' }).click();
  await expect(notes.getByLabel('Your note')).toBeFocused();
  await notes.getByLabel('Your note').fill('Called back: offer by Monday.');
  await notes.getByRole('button', { name: 'Save' }).click();
  await expect(notes.getByRole('button', { name: 'Edit' })).toBeFocused();
  await expect(notes).toContainText('Called back: offer by Monday.');
  await expect(notes).not.toContainText('offer by Friday');
  await expect(notes).toContainText(/\(edited .+\)/);
  await page.reload();
  await expect(notes).toContainText('Called back: offer by Monday.');

  // The search finds it by its message too.
  await findInInbox(page, 'overhaul two cylinders');
  await page.getByRole('row').filter({ hasText: name }).getByRole('link', { name }).click();

  await states.getByRole('button', { name: 'Spam' }).click();
  await expect(page.getByTestId('request-state')).toHaveText('Spam');
  await expect(page.getByTestId('request-history').getByRole('listitem')).toHaveCount(2);

  await findInInbox(page, name);
  await expect(page.getByRole('main').getByText('No request matches.')).toHaveCount(1);
  await expect(page.getByTestId('inbox-total')).toHaveText('');
  await page.getByText('Filters', { exact: true }).click();
  await page.getByLabel('State', { exact: true }).selectOption('spam');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/state=spam/);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Spam');
});

// Searching and filtering the list (case, accents, unknown filters) are proven by src/tests/inbox.test.ts; the list
// screen's search form is driven by the tests above.

test('erasing everything from an address asks first, listing the requests that go, then deletes them', async ({
  page,
}) => {
  const name = 'Paul Renaud Erased';
  const email = `${name.replace(/\W/g, '').toLowerCase()}@renaud.example`;
  for (const message of ['First message', 'Second message']) {
    await sendRequest(page, { name, entreprise: 'Renaud SA', email, message });
  }
  await logIn(page);
  await (await findInInbox(page, name)).first().getByRole('link', { name }).click();

  await page.getByRole('button', { name: 'Erase everything from this address…' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText(`This deletes all 2 requests from ${email}, with their notes and history.`);
  // Each request that would go, with its date and subject: the address may be a genuine customer's.
  await expect(question.getByRole('listitem')).toHaveCount(2);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);

  await page.getByRole('button', { name: 'Erase everything from this address…' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\?erased=2$/);
  await expect(page.getByRole('status')).toHaveText('2 requests deleted.');
  await findInInbox(page, name);
  await expect(page.getByRole('main').getByText('No request matches.')).toHaveCount(1);
  await expect(page.getByTestId('inbox-total')).toHaveText('');
});

test('the office downloads the drawing a visitor sent with a request; a visitor cannot', async ({ page, context }) => {
  const name = 'Ruth Käser Files';
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
  await sendRequest(page, {
    name,
    email: 'ruth@kaeser.example',
    entreprise: 'Käser AG',
    message: 'The flange, see the drawing.',
    attachments: [{ name: 'Flansch DN80.pdf', type: 'application/pdf', data: pdf.toString('base64') }],
  });
  await logIn(page);
  const row = await findInInbox(page, name);
  await row.getByRole('link', { name }).click();
  const files = page.getByRole('list', { name: 'Attached files' });
  const link = files.getByRole('link', { name: 'Flansch DN80.pdf' });
  await expect(files).toContainText('(1 kB)');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('Flansch DN80.pdf');
  expect(
    Buffer.from(await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks))),
  ).toEqual(pdf);

  // Signed out, the same address leads to the login page.
  const href = (await link.getAttribute('href'))!;
  await context.clearCookies();
  const answer = await page.request.get(href, { maxRedirects: 0 });
  expect(answer.status()).toBe(303);
  expect(answer.headers().location).toMatch(/^\/admin\/login\?next=/);
});
