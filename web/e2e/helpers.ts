import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';

let counter = 0;
export const uniqueEmail = (tag: string): string => `${tag}-${Date.now()}-${(counter += 1)}@example.co.nz`;
export const PASSWORD = 'correct-horse-42';

/** Registers through the api (not the page) and returns the session as the web stores it. */
export async function registerViaApi(request: APIRequestContext, email = uniqueEmail('api')) {
  const res = await request.post('/graphql', {
    data: {
      query: 'mutation($input: CredentialsInput!) { register(input: $input) { accessToken user { id email role createdAt } } }',
      variables: { input: { email, password: PASSWORD } },
    },
  });
  const body = (await res.json()) as { data: { register: { accessToken: string; user: { id: string; email: string } } } };
  return { email, token: body.data.register.accessToken, user: body.data.register.user };
}

export async function gql<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res = await request.post('/graphql', { data: { query, variables }, headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A new owner (through the api) with one sent invoice to Kea Exports: USD `amount`, due 2030-06-30. */
export async function registerWithSentInvoice(request: APIRequestContext, amount = '1234.56') {
  const session = await registerViaApi(request);
  const { createInvoice } = await gql<{ createInvoice: { id: string } }>(
    request,
    session.token,
    'mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { id } }',
    { input: { counterparty: 'Kea Exports', currency: 'USD', amount, dueDate: '2030-06-30' } },
  );
  await gql(request, session.token, 'mutation($id: ID!) { sendInvoice(id: $id) { id } }', { id: createInvoice.id });
  return session;
}

/** Puts a session in local storage the way the app does after signing in. */
export async function signInWithToken(page: Page, session: { token: string; user: unknown }): Promise<void> {
  await page.goto('/coming-soon');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('auth_token', t);
      localStorage.setItem('user', u);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
}

/** Fails the test on any console error or uncaught page error. */
export function watchConsole(page: Page, allow: RegExp[] = []): () => void {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !allow.some((r) => r.test(m.text()))) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return () => expect(problems, 'console errors').toEqual([]);
}

/**
 * Fails the test on any serious or critical axe violation of WCAG 2.1 A and AA on the page (or
 * only inside `include`), naming each rule and the first elements it found.
 */
export async function axeClean(page: Page, label: string, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
  expect(serious, label).toEqual([]);
}

/** Every message the test SMTP server (scripts/serve-test-api.mjs) has taken to `to`, parsed, oldest first. */
export async function mailTo(to: string) {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run this spec through scripts/e2e.mjs');
  const names = readdirSync(dir).sort();
  const all = await Promise.all(names.map((f) => simpleParser(readFileSync(path.join(dir, f)))));
  return all.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.value.some((v) => v.address === to)));
}
