import { expect, test, type Page } from '@playwright/test';
import { axeClean, gql, registerViaApi, signInWithToken, watchConsole } from './helpers';

type Session = Awaited<ReturnType<typeof registerViaApi>>;

const NEW_HINT = 'New customer: it will be added to your customers';

/** An invoice made through the api (REST, as an integrator would): its counterparty finds or makes the customer. */
async function invoiceViaApi(page: Page, session: Session, counterparty: string, amount = 500): Promise<void> {
  const res = await page.request.post('/me/invoices', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { counterparty, currency: 'USD', amount, due_date: '2030-06-30', issued_date: '2026-01-15' },
  });
  expect(res.status()).toBe(201);
}

async function customerId(page: Page, session: Session, search: string): Promise<string> {
  const data = await gql<{ customers: { items: { id: string; name: string }[] } }>(
    page.request,
    session.token,
    'query($search: String) { customers(search: $search) { items { id name } } }',
    { search },
  );
  const found = data.customers.items[0];
  if (!found) throw new Error(`no customer matches ${search}`);
  return found.id;
}

/** The customer form's Name field (not Trading name). */
const nameField = (page: Page) => page.getByLabel('Name', { exact: true });

test('an invoice for a new customer adds it; a differently spelt name finds it; its details are edited and a second customer merged into it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const checkConsole = watchConsole(page);
  const session = await registerViaApi(page.request);
  await signInWithToken(page, session);

  // A new customer from the invoice form: the hint says so before saving.
  await page.goto('/invoices/new');
  const customer = page.getByLabel('Customer', { exact: true });
  await customer.fill('Acme Cloud, Inc.');
  await expect(page.getByText(NEW_HINT)).toBeVisible();
  await expect(customer).toHaveAccessibleDescription(NEW_HINT);
  await page.getByLabel('Line 1 unit price').fill('1200');
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(page.getByText('Invoice #1 created as a draft.')).toBeVisible();

  // Customers, from the navigation: the customer with its invoice.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/\/customers$/);
  const row = page.getByRole('row', { name: /Acme Cloud, Inc\./ });
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expect(row.getByText('Nothing outstanding')).toBeVisible();
  await expect(row.getByText('No paid invoices yet')).toBeVisible();
  await row.getByRole('link', { name: 'Acme Cloud, Inc.' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Cloud, Inc.' })).toBeVisible();
  const invoices = page.getByRole('table', { name: 'Invoices to Acme Cloud, Inc.' });
  await expect(invoices.getByRole('link', { name: 'INV-0001' })).toHaveAttribute('href', '/invoices/edit/1');
  // And back: the invoice's page leads to its customer's record.
  const customerPage = page.url();
  await invoices.getByRole('link', { name: 'INV-0001' }).click();
  await page.getByRole('link', { name: 'Customer record' }).click();
  await expect(page).toHaveURL(customerPage);

  // A second invoice typed another way: the hint names the existing customer, and the invoice is saved under its spelling.
  await page.goto('/invoices/new');
  await customer.fill('ACME cloud inc');
  await expect(customer).toHaveAccessibleDescription('Existing customer: Acme Cloud, Inc.');
  await page.getByLabel('Line 1 unit price').fill('300');
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(page.getByText('Invoice #2 created as a draft.')).toBeVisible();
  await expect(page.getByRole('row', { name: /INV-0002/ }).getByRole('cell', { name: 'Acme Cloud, Inc.' })).toBeVisible();

  // The customer's details: an NZ customer's business number must be an NZBN, said beside the field.
  await page.goto('/customers');
  await page.getByRole('link', { name: 'Acme Cloud, Inc.' }).click();
  await expect(page.getByTestId('customer-invoice-count')).toHaveText('2');
  const customerUrl = page.url();
  await page.getByLabel('Country').selectOption('NZ');
  await page.getByLabel('Business number').fill('12345');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // (The stylesheet's warning sign comes first in what a screen reader reads.)
  await expect(page.getByLabel('Business number')).toHaveAccessibleDescription(
    '⚠ Business number of a New Zealand customer is an NZBN: 13 digits',
  );
  await expect(page.getByLabel('Business number')).toBeFocused();
  await page.getByLabel('Business number').fill('9429041234567');
  await page.getByLabel('Email', { exact: true }).fill('ap@acme.example');
  await page.getByLabel('Default currency').selectOption('EUR');
  await page.getByLabel('Payment terms (days)').fill('14');
  await page.getByLabel('Billing address').fill('1 Queen Street\nAuckland 1010');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('✓ Customer details saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Country')).toHaveValue('NZ');
  await expect(page.getByLabel('Business number')).toHaveValue('9429041234567');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('ap@acme.example');
  await expect(page.getByLabel('Default currency')).toHaveValue('EUR');
  await expect(page.getByLabel('Payment terms (days)')).toHaveValue('14');
  await expect(page.getByLabel('Billing address')).toHaveValue('1 Queen Street\nAuckland 1010');
  await expect(page.getByRole('heading', { level: 1 }).locator('..').getByText('New Zealand')).toBeVisible();

  // Choosing the customer on a new invoice now brings its currency, terms, e-mail and address.
  await page.goto('/invoices/new');
  const issued = await page.getByLabel('Issue date').inputValue();
  await customer.fill('Acme Cloud Inc');
  await expect(customer).toHaveAccessibleDescription('Existing customer: Acme Cloud, Inc.');
  await expect(page.getByLabel('Currency')).toHaveValue('EUR');
  const due = new Date(`${issued}T00:00:00Z`);
  due.setUTCDate(due.getUTCDate() + 14);
  await expect(page.getByLabel('Due date')).toHaveValue(due.toISOString().slice(0, 10));
  await expect(page.getByLabel('Contact email')).toHaveValue('ap@acme.example');

  // A second customer, made by an integrator's invoice, with a detail the first lacks: merged into the first.
  await invoiceViaApi(page, session, 'Acme Cloud Old Account Ltd');
  const oldId = await customerId(page, session, 'Old Account');
  await gql(page.request, session.token, 'mutation($id: ID!) { updateCustomer(id: $id, input: { phone: "+64 9 555 0101" }) { id } }', {
    id: oldId,
  });
  await page.goto(customerUrl);
  await page.getByLabel('Find a customer').fill('Old');
  const from = page.getByLabel('Customer to merge into Acme Cloud, Inc.');
  await expect(from.locator('option', { hasText: 'Acme Cloud Old Account Ltd (1 invoice)' })).toHaveCount(1);
  await from.selectOption({ label: 'Acme Cloud Old Account Ltd (1 invoice)' });
  await page.getByRole('button', { name: 'Merge...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge Acme Cloud Old Account Ltd into Acme Cloud, Inc.?' });
  await expect(dialog.getByTestId('merge-confirmation')).toHaveText(
    '1 invoice of Acme Cloud Old Account Ltd moves to Acme Cloud, Inc., and Acme Cloud Old Account Ltd is deleted. Details Acme Cloud, Inc. lacks are taken from Acme Cloud Old Account Ltd.',
  );
  await dialog.getByRole('button', { name: 'Merge customers' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('merge-status')).toHaveText(
    'Merged Acme Cloud Old Account Ltd into Acme Cloud, Inc.: 1 invoice moved, and Acme Cloud Old Account Ltd was deleted.',
  );
  await expect(page.getByTestId('customer-invoice-count')).toHaveText('3');
  await expect(invoices.getByRole('link', { name: 'INV-0003' })).toBeVisible();
  await expect(page.getByLabel('Phone')).toHaveValue('+64 9 555 0101');
  await expect(page.getByLabel('Business number')).toHaveValue('9429041234567');
  // Outstanding: the merged invoice was created as a draft, so nothing is owed yet.
  await page.goto('/customers');
  await expect(page.getByRole('link', { name: 'Acme Cloud, Inc.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Acme Cloud Old Account Ltd' })).toHaveCount(0);
  checkConsole();
});

test('a customer without invoices is added with New customer and deleted after a confirmation; one with invoices offers no delete', async ({
  page,
}) => {
  // The refused second "Temporary Traders" is logged as a failed call.
  const checkConsole = watchConsole(page, [/A customer named Temporary Traders already exists/]);
  const session = await registerViaApi(page.request);
  await signInWithToken(page, session);
  await page.goto('/customers');
  await expect(page.getByText('No customers yet')).toBeVisible();
  await expect(page.getByText('Each invoice adds its customer here; you can also add one yourself with New customer.')).toBeVisible();

  await page.getByRole('button', { name: 'New customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'New customer' });
  await dialog.getByRole('button', { name: 'Add customer' }).click();
  await expect(nameField(page)).toBeFocused();
  await expect(nameField(page)).toHaveAccessibleDescription('⚠ Name is required');
  await nameField(page).fill('Temporary Traders');
  await dialog.getByRole('button', { name: 'Add customer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Temporary Traders' })).toBeVisible();
  await expect(page.getByText('Customer Temporary Traders added.')).toBeVisible();

  // A second customer of the same name (as customerKey compares) is refused, naming the first.
  await page.goto('/customers');
  await page.getByRole('button', { name: 'New customer' }).click();
  await nameField(page).fill('TEMPORARY traders');
  await page.getByRole('dialog', { name: 'New customer' }).getByRole('button', { name: 'Add customer' }).click();
  await expect(nameField(page)).toHaveAccessibleDescription(/^⚠ A customer named Temporary Traders already exists/);
  await expect(nameField(page)).toBeFocused();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: 'Temporary Traders' }).click();
  await page.getByRole('button', { name: 'Delete customer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Temporary Traders?' });
  await expect(confirm).toContainText('Temporary Traders and its details are deleted. This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete customer' }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByText('Customer Temporary Traders deleted.')).toBeVisible();
  await expect(page.getByText('No customers yet')).toBeVisible();

  await invoiceViaApi(page, session, 'Kept Ltd');
  await page.goto(`/customers/${await customerId(page, session, 'Kept')}`);
  await expect(page.getByTestId('customer-invoice-count')).toHaveText('1');
  await expect(page.getByRole('heading', { name: 'Merge another customer into this one' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete customer' })).toHaveCount(0);
  checkConsole();
});

test('Customers and a customer page are axe-clean; an unknown customer is a not-found page with the way back', async ({ page }) => {
  const checkConsole = watchConsole(page, [/Failed to load resource/, /GraphQL Customer failed/]);
  const session = await registerViaApi(page.request);
  await invoiceViaApi(page, session, 'Aroha Exports Ltd', 12500.5);
  await signInWithToken(page, session);
  await page.goto('/customers');
  await expect(page.getByRole('link', { name: 'Aroha Exports Ltd' })).toBeVisible();
  await axeClean(page, '/customers');
  await page.getByRole('link', { name: 'Aroha Exports Ltd' }).click();
  await expect(page.getByRole('table', { name: 'Invoices to Aroha Exports Ltd' })).toBeVisible();
  await axeClean(page, '/customers/:id');

  await page.goto('/customers/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Customer not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Customers' }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await page.goto('/customers/not-an-id');
  await expect(page.getByRole('heading', { name: 'Customer not found' })).toBeVisible();
  checkConsole();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the Customers list is one card per customer and neither page scrolls sideways', async ({ page }) => {
    const checkConsole = watchConsole(page);
    const session = await registerViaApi(page.request);
    await invoiceViaApi(page, session, 'Late Payer Holdings International Limited of Wellington', 12500.5);
    await signInWithToken(page, session);
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth);
    await page.goto('/customers');
    const card = page.getByRole('row', { name: /Late Payer Holdings/ });
    await expect(card.getByRole('link', { name: /Late Payer Holdings/ })).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(375);
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(375);
    checkConsole();
  });
});

test('the demo has Customers: the sample invoices’ customers, each with its page, and nothing to change', async ({ page }) => {
  const checkConsole = watchConsole(page);
  await page.goto('/demo/customers');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' })).toHaveAttribute(
    'href',
    '/demo/customers',
  );
  await expect(page.getByRole('button', { name: 'New customer' })).toBeDisabled();
  const acme = page.getByRole('row', { name: /Acme Corporation/ });
  await expect(acme.getByText('United States')).toBeVisible();
  await acme.getByRole('link', { name: 'Acme Corporation' }).click();
  await expect(page).toHaveURL(/\/demo\/customers\/acme-corp$/);
  await expect(page.getByRole('table', { name: 'Invoices to Acme Corporation' }).getByText('INV-0001')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Merge...' })).toBeDisabled();
  checkConsole();
});
