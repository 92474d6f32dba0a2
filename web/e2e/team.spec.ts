import { expect, test } from '@playwright/test';
import { axeClean, PASSWORD, registerWithSentInvoice, watchConsole } from './helpers';

const ACCOUNTANT_BANNER = /You are signed in to .+ as accountant: you can read, export, and record payments and rates\./;

test('the owner invites an accountant from Settings → Team; the accountant joins by the link and reads the business', async ({
  page,
  browser,
  request,
}) => {
  const checkConsole = watchConsole(page);
  const owner = await registerWithSentInvoice(request);
  await page.goto('/login');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The owner sees no member banner.
  await expect(page.getByRole('region', { name: 'Your role in this business' })).toHaveCount(0);

  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(page).toHaveURL(/tab=team/);
  const people = page.getByRole('list', { name: 'People in this business' });
  await expect(people.getByRole('listitem')).toHaveCount(1);
  await expect(people).toContainText(owner.email);
  await expect(people).toContainText('Owner');

  // A mistyped address is said beside the field; then the invitation goes.
  const invite = page.getByRole('form', { name: 'Invite a person' });
  const accountantEmail = owner.email.replace(/^api-/, 'accountant-');
  await invite.getByLabel('Email').fill('not an address');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByLabel('Email')).toBeFocused();
  await expect(invite.getByText(/^Email must be/)).toBeVisible();
  await invite.getByLabel('Email').fill(accountantEmail);
  await invite.getByRole('radio', { name: /Accountant/ }).check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();

  const result = page.getByRole('region', { name: new RegExp(`Invited ${accountantEmail.replace(/[.+]/g, '\\$&')} as accountant`) });
  await expect(result).toBeVisible();
  // The test server has SMTP (scripts/serve-test-api.mjs): the link went by e-mail, and is shown once here too.
  await expect(result).toContainText(`E-mailed to ${accountantEmail}.`);
  const link = await result.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(/\/accept-invitation\?token=[A-Za-z0-9_-]{20,}$/);
  const invitations = page.getByRole('list', { name: 'Open invitations' });
  await expect(invitations).toContainText(accountantEmail);
  await expect(invitations).toContainText('Pending');
  await axeClean(page, 'Settings → Team (owner, with an invitation)');

  // A second person, in a browser of their own, opens the link.
  const theirs = await browser.newContext();
  const accountant = await theirs.newPage();
  const checkTheirConsole = watchConsole(accountant);
  await accountant.goto(new URL(link).pathname + new URL(link).search);
  await expect(accountant.getByRole('heading', { name: /^Join / })).toBeVisible();
  await expect(accountant.getByLabel('Email')).toHaveValue(accountantEmail);
  await expect(accountant.getByText(/You are invited as accountant/)).toBeVisible();
  await accountant.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(accountant.getByText('Password is required')).toBeVisible();
  await axeClean(accountant, 'the accept-invitation page with an error');
  await accountant.getByLabel('Choose a password').fill('a ledger of kea feathers');
  await accountant.getByRole('button', { name: 'Join and sign in' }).click();

  await expect(accountant).toHaveURL(/\/dashboard$/);
  await expect(accountant.getByRole('region', { name: 'Your role in this business' })).toHaveText(ACCOUNTANT_BANNER);
  await accountant.goto('/invoices');
  await expect(accountant.getByText('Kea Exports').first()).toBeVisible();

  // Settings → Team: read-only for a member.
  await accountant.goto('/settings?tab=team');
  const theirPeople = accountant.getByRole('list', { name: 'People in this business' });
  await expect(theirPeople.getByRole('listitem')).toHaveCount(2);
  await expect(theirPeople).toContainText(accountantEmail);
  await expect(accountant.getByText('Only the owner of this business invites people, changes their roles or removes them.')).toBeVisible();
  await expect(accountant.getByRole('form', { name: 'Invite a person' })).toHaveCount(0);
  await expect(accountant.getByRole('combobox')).toHaveCount(0);
  await expect(accountant.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await axeClean(accountant, 'Settings → Team (accountant)');

  // The link works once.
  await accountant.goto(new URL(link).pathname + new URL(link).search);
  await expect(accountant.getByRole('alert')).toContainText('This invitation does not work any more');
  await expect(accountant.getByRole('link', { name: 'Sign in' })).toBeVisible();
  checkTheirConsole();
  await theirs.close();

  // The owner sees them joined, the invitation gone.
  await page.reload();
  await expect(page.getByRole('list', { name: 'People in this business' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('combobox', { name: `Role of ${accountantEmail}` })).toHaveValue('accountant');
  await expect(page.getByRole('list', { name: 'Open invitations' })).toHaveCount(0);
  checkConsole();
});
