import { expect, test } from '@playwright/test';
import { axeClean, mailTo, PASSWORD, registerViaApi, watchConsole } from './helpers';

/** The token of the newest reset e-mail to `to` that the test SMTP server (scripts/serve-test-api.mjs) took. */
async function resetToken(to: string): Promise<string | null> {
  const mine = await mailTo(to);
  return /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mine.at(-1)?.text ?? '')?.[1] ?? null;
}

test('a forgotten password: ask by e-mail from the sign-in page, follow the link, choose a new one, sign in with it', async ({
  page,
  request,
}) => {
  const checkConsole = watchConsole(page, [/Failed to load resource: the server responded with a status of 400/]);
  const session = await registerViaApi(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.getByLabel('Email').fill(session.email);
  await axeClean(page, 'the forgot-password page');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'If an account uses that e-mail address, a link to choose a new password is on its way.',
  );

  await expect.poll(() => resetToken(session.email), { timeout: 10_000 }).not.toBeNull();
  const token = (await resetToken(session.email))!;
  await page.goto(`/reset-password?token=${token}`);
  await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
  await page.getByLabel('Confirm new password').fill('a different passphrase');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('The two passwords are not the same')).toBeVisible();
  await expect(page.getByLabel('Confirm new password')).toBeFocused();
  await page.getByLabel('New password', { exact: true }).fill('password123');
  await page.getByLabel('Confirm new password').fill('password123');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText(/one of the 10,000 most common ones/)).toBeVisible();
  await axeClean(page, 'the reset page with an error');
  await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
  await page.getByLabel('Confirm new password').fill('a brand new passphrase');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toContainText('Your password is changed and every session was signed out.');

  // The old password no longer signs in, the new one does; the link does not work twice.
  expect((await request.post('/auth/login', { data: { email: session.email, password: PASSWORD } })).status()).toBe(401);
  await page.getByLabel('Email').fill(session.email);
  await page.getByLabel('Password').fill('a brand new passphrase');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/reset-password?token=${token}`);
  await page.getByLabel('New password', { exact: true }).fill('another new passphrase');
  await page.getByLabel('Confirm new password').fill('another new passphrase');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link does not work any more');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  checkConsole();
});
