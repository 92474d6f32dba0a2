import { expect, test } from '@playwright/test';
import { registerViaApi, signInWithToken, watchConsole } from './helpers';

const GOOD = [
  'Invoice #,Company,Amount,Currency,Issue Date,Status',
  'INV-0101,"Kiwi Exports, Ltd",1200.50,USD,2026-01-15,Sent',
  'INV-0102,Berlin GmbH,980,EUR,2026-01-20,Draft',
  'INV-0103,London Ltd,450.25,GBP,2026-02-01,Paid',
].join('\n');
const BAD = [
  'Invoice #,Company,Amount,Currency,Issue Date,Status',
  'ABC,Acme,12,USD,2026-01-15,Sent',
  'INV-0202,Beta,-5,USD,2026-01-15,Pending',
].join('\n');

test('importing a good CSV saves every row; a bad one lists every error and saves none', async ({ page, request }) => {
  // A file with errors is the import path's 400 (its errors listed), which Chromium logs as a failed load.
  const checkConsole = watchConsole(page, [/the server responded with a status of 400/]);
  await signInWithToken(page, await registerViaApi(request));
  await page.goto('/invoices');
  await expect(page.getByText('No invoices to display')).toBeVisible();

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import invoices from CSV' });
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(BAD) });
  await dialog.getByRole('button', { name: 'Import' }).click();
  const errors = dialog.getByRole('list', { name: 'Import errors' });
  await expect(dialog.getByText('The file has 3 errors; nothing was imported.')).toBeVisible();
  await expect(errors).toContainText('Row 2 · Invoice #: Invalid invoice number format "ABC". Expected format: INV-0001 or numeric value.');
  await expect(errors).toContainText('Row 3 · Amount: Amount must be a positive number');
  await expect(errors).toContainText('Row 3 · Status: Status "Pending" is not valid. Please use Draft, Sent, Overdue, or Paid.');

  await dialog.getByLabel('CSV file').setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(GOOD) });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByText('Imported 3 invoices (#101 to #103).')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Kiwi Exports, Ltd/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Active/ })).toContainText('3');

  // The same numbers again: the server knows they exist.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(GOOD) });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('list', { name: 'Import errors' })).toContainText(
    'Invoice #101 already exists. Please use a unique invoice number.',
  );

  // A bad row and a taken number in one file: every error at once, the api's duplicate check included (its dry run).
  const mixed = [
    'Invoice #,Company,Amount,Currency,Issue Date,Status',
    'INV-0101,Again Ltd,10,USD,2026-01-15,Sent',
    'INV-0301,Beta,-5,USD,2026-01-15,Sent',
  ].join('\n');
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'mixed.csv', mimeType: 'text/csv', buffer: Buffer.from(mixed) });
  await dialog.getByRole('button', { name: 'Import' }).click();
  const both = dialog.getByRole('list', { name: 'Import errors' });
  await expect(both).toContainText('Invoice #101 already exists. Please use a unique invoice number.');
  await expect(both).toContainText('Row 3 · Amount: Amount must be a positive number');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  checkConsole();
});

test('issue 26: a DD/MM/YYYY owner imports 01/10/2026 as NZ Excel writes it (1 October), and an impossible date is named by row and column with the format expected', async ({
  page,
  request,
}) => {
  const checkConsole = watchConsole(page, [/the server responded with a status of 400/]);
  const session = await registerViaApi(request);
  // DD/MM/YYYY is SPEC's default; the period number format shows the dialog naming both.
  await request.put('/me/preferences', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { date_format: 'dd/mm/yyyy', number_format: 'period' },
  });
  await signInWithToken(page, session);
  await page.goto('/invoices');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import invoices from CSV' });
  await expect(dialog.getByLabel('CSV file')).toHaveAccessibleDescription(
    /Amount \(e\.g\. 1234\.56 or 1\.234,56\), Currency, Issue Date \(YYYY-MM-DD or DD\/MM\/YYYY\)/,
  );

  const header = 'Invoice #,Company,Amount,Currency,Issue Date,Status,Due Date';
  const bad = [header, 'INV-0401,Kea Ltd,"1.234,56",USD,01/10/2026,Draft,31/10/2026', 'INV-0402,Tui Ltd,10,USD,31/02/2026,Draft,'].join(
    '\n',
  );
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'bad-date.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByText('The file has 1 error; nothing was imported.')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Import errors' })).toHaveText(
    'Row 3 · Issue Date: Issue Date "31/02/2026" must be a valid date in YYYY-MM-DD or DD/MM/YYYY format: read as DD/MM/YYYY, February 2026 has 28 days',
  );

  const good = [header, 'INV-0401,Kea Ltd,"1.234,56",USD,01/10/2026,Draft,31/10/2026', 'INV-0402,Tui Ltd,10,USD,2026-10-02,Draft,'].join(
    '\n',
  );
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'good-date.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByText('Imported 2 invoices (#401 to #402).')).toBeVisible();
  const saved = await request.get('/me/invoices?view=all&sort=number_asc', { headers: { authorization: `Bearer ${session.token}` } });
  expect(((await saved.json()) as Record<string, unknown>[]).map((i) => [i.invoice_number, i.amount, i.issued_date, i.due_date])).toEqual([
    ['INV-0401', 1234.56, '2026-10-01', '2026-10-31'],
    ['INV-0402', 10, '2026-10-02', '2026-11-01'],
  ]);
  checkConsole();
});

test('a file far past GraphQL’s 100 kB body limit (20,000 rows, about 1.4 MB) is sent as a file, shows its progress and is saved whole', async ({
  page,
  request,
}) => {
  const checkConsole = watchConsole(page);
  await signInWithToken(page, await registerViaApi(request));
  await page.goto('/invoices');
  const rows = 20_000;
  const lines = ['Invoice #,Company,Amount,Currency,Issue Date,Status,Due Date'];
  for (let i = 1; i <= rows; i++)
    lines.push(`INV-${i},Importer ${i % 97} Trading Limited,${(i % 900) + 10}.50,USD,2026-01-15,Sent,2026-03-01`);
  const big = Buffer.from(lines.join('\n'));
  expect(big.length).toBeGreaterThan(1_000_000);

  // The upload's own progress is shown while the file travels (the server is held back a moment to see it).
  await page.route('**/me/invoices/import', async (route) => {
    await new Promise((r) => setTimeout(r, 300));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import invoices from CSV' });
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: big });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByText(/^(Sending the file: \d+%|Saving 20,000 invoices\.\.\.)$/)).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText('Imported 20,000 invoices (#1 to #20000).')).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('tab', { name: /Active/ })).toContainText('20,000');
  checkConsole();
});

test('the invoice search uses the shared text rule: a bidi override is named, not sent, and clearing it lists again', async ({
  page,
  request,
}) => {
  const checkConsole = watchConsole(page);
  const session = await registerViaApi(request);
  await request.post('/me/invoices', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { counterparty: 'Kiwi Exports', currency: 'USD', amount: 100, due_date: '2026-12-01' },
  });
  await signInWithToken(page, session);
  await page.goto('/invoices');
  await expect(page.getByRole('cell', { name: 'Kiwi Exports' })).toBeVisible();
  const search = page.getByLabel('Search by company or currency');
  await search.fill('Kiwi\u202e');
  await expect(page.getByRole('alert').filter({ hasText: 'Search must not contain bidirectional override characters' })).toBeVisible();
  await expect(search).toHaveAttribute('aria-invalid', 'true');
  await search.fill('Kiwi');
  await expect(page.getByRole('alert').filter({ hasText: 'Search must not' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Kiwi Exports' })).toBeVisible();
  checkConsole();
});
