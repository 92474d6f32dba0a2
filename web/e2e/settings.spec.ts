import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { axeClean, gql, PASSWORD, registerViaApi, registerWithSentInvoice, signInWithToken, watchConsole } from './helpers';

test('the tabs: Account by default, each in the URL, reachable by link and by keyboard, axe-clean', async ({ page, request }) => {
  const checkConsole = watchConsole(page);
  await signInWithToken(page, await registerViaApi(request));
  await page.goto('/settings');
  const tabs = page.getByRole('tablist', { name: 'Settings sections' }).getByRole('tab');
  await expect(tabs).toHaveText(['Account', 'Preferences', 'Audit Trail', 'Help & Glossary', 'Team', 'API access']);
  await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await axeClean(page, 'account');

  await page.getByRole('tab', { name: 'Preferences' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=preferences$/);
  await expect(page.getByLabel('Base Currency')).toHaveValue('NZD');
  await axeClean(page, 'preferences');

  await page.getByRole('tab', { name: 'Preferences' }).press('ArrowDown');
  await expect(page).toHaveURL(/tab=audit-trail$/);
  await expect(page.getByRole('tab', { name: 'Audit Trail' })).toBeFocused();
  await expect(page.getByText(/Chain verified/)).toBeVisible();
  await axeClean(page, 'audit trail');

  await page.goto('/settings?tab=help');
  await expect(page.getByRole('tab', { name: 'Help & Glossary' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Glossary' })).toBeVisible();
  await axeClean(page, 'help');
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Audit Trail' })).toHaveAttribute('aria-selected', 'true');
  checkConsole();
});

test('Account: the profile is validated, saved on the server, and the billing actions lead to /coming-soon', async ({ page, request }) => {
  const session = await registerViaApi(request);
  await signInWithToken(page, session);
  await page.goto('/settings');
  await expect(page.getByLabel('Email Address')).toHaveValue(session.email);
  // The plan it is really on (issue 26): SPEC's Professional at $99/month belongs to the demo's sample profile.
  await expect(page.getByText('Free (self-hosted)')).toBeVisible();
  await expect(page.getByText('None: nothing is billed')).toBeVisible();
  await expect(page.getByText('None needed')).toBeVisible();
  await expect(page.getByText('Professional')).toHaveCount(0);

  await page.getByLabel('Email Address').fill('not-an-email');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Email Address must be a valid email address')).toBeVisible();

  await page.getByLabel('Full Name').fill('Aroha Ngata');
  await page.getByLabel('Email Address').fill('aroha@kea.example');
  await page.getByLabel('Company Name (optional)').fill('Kea Exports Ltd');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved.' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Aroha Ngata');
  await expect(page.getByLabel('Company Name (optional)')).toHaveValue('Kea Exports Ltd');

  await page.getByRole('link', { name: 'Update Payment Method' }).click();
  await expect(page).toHaveURL(/\/coming-soon$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Upgrade Plan' }).click();
  await expect(page).toHaveURL(/\/coming-soon$/);
});

test('Account: the password changes with the current one; every other session ends and this one carries on', async ({ page, request }) => {
  const session = await registerViaApi(request);
  await signInWithToken(page, session);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Password' });
  await expect(section.getByText('Changing your password signs you out on every other device and browser.')).toBeVisible();

  // Wrong kinds of input: told beside each field, nothing sent.
  await section.getByRole('button', { name: 'Change Password' }).click();
  await expect(section.getByText('Current password is required')).toBeVisible();
  await expect(section.getByLabel('Current password')).toBeFocused();
  await section.getByLabel('Current password').fill(PASSWORD);
  await section.getByLabel('New password', { exact: true }).fill('harbour-lights-42');
  await section.getByLabel('Confirm new password').fill('harbour-lights-24');
  await section.getByRole('button', { name: 'Change Password' }).click();
  await expect(section.getByText('The two new passwords do not match')).toBeVisible();
  await expect(section.getByLabel('Confirm new password')).toHaveAttribute('aria-invalid', 'true');

  // The server's own answers: a wrong current password, then a common new one.
  await section.getByLabel('Current password').fill('not-my-password');
  await section.getByLabel('Confirm new password').fill('harbour-lights-42');
  await section.getByRole('button', { name: 'Change Password' }).click();
  await expect(section.getByText('The current password is not correct.')).toBeVisible();
  await expect(section.getByLabel('Current password')).toBeFocused();
  await section.getByLabel('Current password').fill(PASSWORD);
  await section.getByLabel('New password', { exact: true }).fill('password1');
  await section.getByLabel('Confirm new password').fill('password1');
  await section.getByRole('button', { name: 'Change Password' }).click();
  await expect(section.getByText(/one of the 10,000 most common ones/)).toBeVisible();
  await axeClean(page, 'password errors');

  await section.getByLabel('New password', { exact: true }).fill('harbour-lights-42');
  await section.getByLabel('Confirm new password').fill('harbour-lights-42');
  await section.getByRole('button', { name: 'Change Password' }).click();
  await expect(section.getByRole('status')).toHaveText('✓ Password changed. Every other session was signed out.');
  await expect(section.getByLabel('Current password')).toHaveValue('');

  // The token the page began with is dead; the page itself goes on, on its new one.
  const old = await request.post('/graphql', { data: { query: '{ me { id } }' }, headers: { authorization: `Bearer ${session.token}` } });
  expect(((await old.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  await page.reload();
  await expect(page.getByLabel('Email Address')).toHaveValue(session.email);
  const signIn = await request.post('/auth/login', { data: { email: session.email, password: 'harbour-lights-42' } });
  expect(signIn.status()).toBe(200);
});

test('Preferences survive a reload and every screen obeys them: dashboard, invoices, a downloaded CSV, report previews and a report PDF', async ({
  page,
  request,
}) => {
  const session = await registerWithSentInvoice(request);
  await signInWithToken(page, session);

  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-exposure')).toHaveText('$1,901');

  await page.goto('/settings?tab=preferences');
  await expect(page.getByRole('switch', { name: 'Email Notifications' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Overdue Invoice Alerts' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Weekly Exposure Report' })).not.toBeChecked();
  await page.getByLabel('Number Format').selectOption('period');
  await expect(page.getByRole('status').filter({ hasText: 'Number format saved.' })).toBeVisible();
  await page.getByLabel('Date Format').selectOption('yyyy-mm-dd');
  await expect(page.getByRole('status').filter({ hasText: 'Date format saved.' })).toBeVisible();
  await page.getByRole('switch', { name: 'Weekly Exposure Report' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Weekly Exposure Report saved.' })).toBeVisible();
  await expect(page.getByText('Example: US$1.234,56 due 2026-12-31, recorded 2026-12-31 14:30.', { exact: false })).toBeVisible();
  // Times follow the owner's time zone (issue 26): 01:30 UTC is 14:30 in Auckland, 01:30 in London.
  await page.getByLabel('Time Zone').selectOption('Europe/London');
  await expect(page.getByRole('status').filter({ hasText: 'Time zone saved.' })).toBeVisible();
  await expect(page.getByText('Example: US$1.234,56 due 2026-12-31, recorded 2026-12-31 01:30.', { exact: false })).toBeVisible();
  // Overdue reminders: off until turned on; a number out of range is said in the form's words.
  await page.getByRole('switch', { name: 'Send overdue reminders' }).check();
  await page.getByLabel('Then every (days)').fill('0');
  await page.getByRole('button', { name: 'Save Reminders' }).click();
  await expect(page.getByText('Then every (days) must be a whole number from 1 to 90')).toBeVisible();
  await page.getByLabel('Then every (days)').fill('5');
  await page.getByRole('button', { name: 'Save Reminders' }).click();
  await expect(page.getByText('✓ Reminders saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Time Zone')).toHaveValue('Europe/London');
  await expect(page.getByRole('switch', { name: 'Send overdue reminders' })).toBeChecked();
  await expect(page.getByLabel('Then every (days)')).toHaveValue('5');
  await expect(page.getByLabel('Number Format')).toHaveValue('period');
  await expect(page.getByLabel('Date Format')).toHaveValue('yyyy-mm-dd');
  await expect(page.getByRole('switch', { name: 'Weekly Exposure Report' })).toBeChecked();

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('stat-exposure')).toHaveText('$1.901');
  await expect(page.getByRole('cell', { name: 'US$1.235' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: '2030-06-30' }).first()).toBeVisible();

  await page.goto('/invoices');
  await expect(page.getByRole('cell', { name: '2030-06-30' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'US$1.235' })).toBeVisible();
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const text = Buffer.concat(await (await csv.createReadStream()).toArray()).toString('utf8');
  // Dates follow the preference; numbers stay plain machine numbers, so a spreadsheet can add them up (issue 26).
  expect(text).toContain(',1234.56,');
  expect(text).not.toContain('1.234,56');
  expect(text).toContain('2030-06-30');

  // The report previews and a downloaded report PDF follow them too.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
  await page.goto('/reports');
  await page.getByRole('button', { name: 'This month' }).click();
  await page.getByRole('button', { name: /^Monthly Exposure Report/ }).click();
  await expect(page.locator('.report-banner')).toHaveText(
    `${today.slice(0, 8)}01 to ${await page.getByLabel('End date').inputValue()}: 1 invoice in range`,
  );
  await expect(page.locator('.report-preview tbody tr').last().locator('td')).toHaveText([
    'US$1.234,56',
    '€0,00',
    '£0,00',
    'JP¥0',
    '$1.901',
  ]);
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Report' }).click()]);
  expect(pdf.suggestedFilename()).toBe(`monthly_exposure_report_${today}.pdf`);
  const pdfText = execFileSync(process.execPath, [path.join(process.cwd(), 'api/test/pdf-text.cjs')], {
    input: Buffer.concat(await (await pdf.createReadStream()).toArray()),
    maxBuffer: 16 * 1024 * 1024,
  })
    .toString('utf8')
    .replace(/\s+/g, ' ');
  // The moment a file was made is said in the owner's time zone, London since above (issue 26).
  const londonDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  for (const expected of ['1.234,56', '1.901,22', `Generated by Kea FX ${londonDay}`]) expect(pdfText).toContain(expected);
  expect(pdfText).not.toContain('1,234.56');

  // Base currency: totals in USD at the current cross rate, saying so.
  await page.goto('/settings?tab=preferences');
  await page.getByLabel('Base Currency').selectOption('USD');
  await expect(page.getByRole('status').filter({ hasText: 'Base currency saved.' })).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('stat-exposure')).toHaveText('US$1.235');
  await expect(page.getByText('Shown in USD at 1 USD = 1,54 NZD', { exact: false }).first()).toBeVisible();
});

test('Audit Trail: paged, filtered, exported as CSV, verified, and broken after a row is changed in SQL', async ({ page, request }) => {
  const session = await registerWithSentInvoice(request);
  for (let i = 0; i < 30; i += 1) {
    await gql(
      request,
      session.token,
      'mutation($input: UpdatePreferencesInput!) { updatePreferences(input: $input) { weeklyExposureReport } }',
      { input: { weeklyExposureReport: i % 2 === 0 } },
    );
  }
  await signInWithToken(page, session);
  await page.goto('/settings?tab=audit-trail');
  // Registered, the invoice's customer added, the invoice created and sent, thirty preference changes.
  await expect(page.getByText('✓ Chain verified · 34 events')).toBeVisible();
  const rows = page.getByRole('table', { name: 'Audit events, newest first' }).locator('tbody tr');
  await expect(rows).toHaveCount(25);
  await expect(rows.first()).toContainText('Preferences updated');
  await page.getByRole('button', { name: 'Older →' }).click();
  await expect(rows).toHaveCount(9);
  await expect(rows.last()).toContainText('User registered');
  await expect(page.getByRole('button', { name: 'Older →' })).toBeDisabled();

  await page.getByLabel('Entity').selectOption('invoice');
  await expect(rows).toHaveCount(2);
  // The filter's options and the lines read as words; the codes stay the filter's values (and the CSV's).
  await expect(page.getByLabel('Action').locator('option', { hasText: 'Invoice sent' })).toHaveAttribute('value', 'invoice.sent');
  await page.getByLabel('Action').selectOption('invoice.sent');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Invoice sent');
  await page.getByLabel('From').fill('2000-01-01');
  await page.getByLabel('To').fill('2000-01-31');
  await expect(page.getByText('No events match these filters')).toBeVisible();
  await page.getByLabel('From').fill('2000-02-01');
  await expect(page.getByText('The end date must be on or after the start date.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows).toHaveCount(25);

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Audit Log (CSV)' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^audit_log_\d{4}-\d{2}-\d{2}\.csv$/);
  const text = Buffer.concat(await (await csv.createReadStream()).toArray()).toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.slice(1).split('\r\n')[0]).toBe('Seq,Timestamp,Actor,Action,Entity Type,Entity ID,Message,Previous Hash,Hash');
  expect(text).toContain('invoice.sent');

  // Someone with database access alters one recorded event.
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run this spec through scripts/e2e.mjs against PostgreSQL');
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    await db.query('BEGIN');
    await db.query('ALTER TABLE audit_events DISABLE TRIGGER audit_events_no_change');
    await db.query("UPDATE audit_events SET message = 'Sent invoice INV-0001 for USD 1.00' WHERE owner_id = $1 AND seq = 4", [
      session.user.id,
    ]);
    await db.query('ALTER TABLE audit_events ENABLE TRIGGER audit_events_no_change');
    await db.query('COMMIT');
  } finally {
    await db.end();
  }
  await page.reload();
  await expect(page.getByText('✗ Chain broken at event #4: event 4 was changed after it was recorded')).toBeVisible();
});

test('Audit Trail: a file hash is shown shortened, its Copy hash button copies it whole, and lines wrap on a phone', async ({
  page,
  request,
  context,
}) => {
  const checkConsole = watchConsole(page);
  const session = await registerViaApi(request);
  const csv = 'Invoice #,Company,Amount,Currency,Issue Date,Status\nINV-0101,Kiwi Exports Ltd,1200.50,USD,2026-01-15,Sent\n';
  const imported = await request.post('/me/invoices/import', {
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'text/csv' },
    data: csv,
  });
  expect(imported.status()).toBe(201);
  const hash = createHash('sha256').update(csv).digest('hex');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInWithToken(page, session);
  await page.goto('/settings?tab=audit-trail');
  const row = page.getByRole('table', { name: 'Audit events, newest first' }).locator('tbody tr').filter({ hasText: 'SHA-256' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`SHA-256 ${hash.slice(0, 8)}…${hash.slice(-4)}`);
  expect(await row.innerText()).not.toContain(hash);
  const copy = row.getByRole('button', { name: 'Copy hash' });
  await expect(copy).toHaveAttribute('data-hash', hash);
  await copy.click();
  await expect(row.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(hash);
  await axeClean(page, 'audit trail with a hash');

  // On a phone the event wraps inside the screen: nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await copy.scrollIntoViewIfNeeded();
  await expect(copy).toBeInViewport();
  const box = await row.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  checkConsole();
});

test('Help & Glossary: links, glossary and the Contact Support modal with its rules and texts', async ({ page, request }) => {
  const session = await registerViaApi(request);
  await signInWithToken(page, session);
  await page.goto('/settings?tab=help');
  for (const name of ['User Guide', 'Video Tutorials', 'Release Notes'])
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', '/coming-soon');
  for (const term of [
    'Exposure',
    'Base Currency',
    'FX Rate Shock',
    'Outstanding Invoice',
    'Overdue',
    'Unrealised gain/loss',
    'Rate provenance',
    'Stale rate',
  ]) {
    await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${term.replace('/', '\\/')}$`) })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Contact Support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Support' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Message')).toHaveAttribute('rows', '6');
  const dialogAxe = await new AxeBuilder({ page }).include('[role=dialog]').analyze();
  expect(dialogAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await dialog.getByRole('button', { name: 'Send Message' }).click();
  for (const msg of ['Name is required', 'Email is required', 'Subject is required', 'Message is required'])
    await expect(dialog.getByText(msg)).toBeVisible();
  await dialog.getByLabel('Email').fill('aroha@');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Email must be a valid email address')).toBeVisible();

  // The close button and the overlay close it.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Contact Support' }).click();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Contact Support' }).click();
  await dialog.getByLabel('Name').fill('Aroha Ngata');
  await dialog.getByLabel('Email').fill('aroha@kea.example');
  await dialog.getByLabel('Subject').fill('Rate question');
  await dialog.getByLabel('Message').fill('Where do the rates come from?');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Message Sent!')).toBeVisible();
  await expect(dialog.getByText("Thank you for contacting us. We'll get back to you shortly.")).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 4000 });
  await page.getByRole('button', { name: 'Contact Support' }).click();
  await expect(dialog.getByLabel('Name')).toHaveValue('');
  await expect(dialog.getByLabel('Message')).toHaveValue('');

  // Stored on the server and audited.
  const stored = await gql<{ contactMessages: { subject: string }[] }>(request, session.token, '{ contactMessages { subject } }');
  expect(stored.contactMessages).toEqual([{ subject: 'Rate question' }]);
  const audit = await gql<{ auditEvents: { items: { action: string }[] } }>(
    request,
    session.token,
    '{ auditEvents(limit: 1) { items { action } } }',
  );
  expect(audit.auditEvents.items[0]?.action).toBe('contact.sent');
});
