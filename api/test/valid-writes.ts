import { createHash, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { EveryState } from './every-state';
import { bearer, createInvoice, uniqueEmail, type TestApp, type TestUser } from './harness';

/**
 * A valid-shaped request for every write (each REST route but GET, each GraphQL mutation), so the
 * fuzz test can send the same one several times at once. Each says what it does to the owner's
 * rows when it succeeds, which is what the test holds the repeats to:
 * - `replace`: idempotent (a PUT, a pin, an archive): the copies all answer alike, and the same
 *   request once more answers the same and changes nothing but the logs (audit trail, deliveries);
 * - `once`: a change that can happen once (send, pay, settle, delete, revoke): at most one of the
 *   copies succeeds, and once more it is refused and stores nothing;
 * - `create`: each success adds `adds` rows to those tables and nothing else but the logs (within
 *   `cap`, where there is one);
 * - `nothing`: stores nothing (a scenario run, a sign-in).
 * Path ids come from an owner seeded in every state (seedEveryState), or from a target made for
 * the case (`fresh`), on which a `once` write must succeed exactly once.
 */
export type WriteEffect =
  | { kind: 'replace' }
  | { kind: 'once' }
  | {
      kind: 'create';
      adds: Record<string, number>;
      cap?: [table: string, max: number];
      /** Tables a success may add up to this many rows to however many succeed (an invoice's customer, found or made once). */
      mayAdd?: Record<string, number>;
      /** Tables whose rows a success also changes (a credit note lowers its invoice's outstanding amount). */
      changes?: string[];
    }
  | { kind: 'nothing' };

/** One request, ready to send: a REST path and JSON body, or a mutation's variables. */
export interface WriteCase {
  /** The target was made for this case, so a `once` write must succeed exactly once. */
  fresh: boolean;
  /** What this case does where it differs from its write's (a bulk route's restore can happen once; its archive again and again). */
  effect?: WriteEffect;
  path: string;
  body?: unknown;
  variables?: Record<string, unknown>;
}

export interface ValidWrite {
  effect: WriteEffect;
  /** Sent without a token (sign-up, sign-in). */
  anonymous?: boolean;
  /** Cases, each made (any target created) only when it runs. */
  cases: fc.Arbitrary<() => Promise<WriteCase>>;
}

/**
 * Writes not sent several at once here, and why. Each still meets the hostile fuzz; changing the
 * password ten times at once is replacing-writes.test.ts's.
 */
export const NOT_REPEATED: Record<string, string> = {
  'POST /auth/logout': 'ends every session of the owner the run signs in as',
  logout: 'ends every session of the owner the run signs in as',
  'POST /auth/password': 'ends every other session; replacing-writes.test.ts sends ten at once',
  changePassword: 'ends every other session; replacing-writes.test.ts sends ten at once',
};

interface Target {
  fresh: boolean;
  id: () => Promise<string>;
}

const ok = async (res: { status: number; body: unknown }, what: string): Promise<Record<string, unknown>> => {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Record<string, unknown>;
};

const BULK = ['archive', 'unarchive', 'write-off', 'restore'] as const;
type BulkAction = (typeof BULK)[number];

let made = 0;
/** A number no earlier case used (names, URLs, imported invoice numbers). */
const next = (): number => {
  made += 1;
  return made;
};
const nextName = (tag: string): string => `${tag} ${next()}`;

/** How to pick targets: among every state with some made for the case, or (`sure`) only ones a valid write succeeds on. */
export type TargetMode = 'every state' | 'sure';

/**
 * The targets a case writes to: the seeded owner's ids in every state, or one made for the case.
 * In `sure` mode every target is one the write succeeds on (made for the case where it can be),
 * so a valid request that stopped being valid is noticed rather than refused quietly.
 */
export class Targets {
  constructor(
    private readonly app: TestApp,
    private readonly owner: TestUser,
    readonly state: EveryState,
    readonly mode: TargetMode = 'every state',
  ) {}

  private post(path: string, body: object = {}) {
    return this.app
      .http()
      .post(path)
      .set(...bearer(this.owner))
      .send(body);
  }

  private pick(ids: string[], make?: () => Promise<string>): fc.Arbitrary<Target> {
    const existing = fc.constantFrom(...ids).map((id): Target => ({ fresh: false, id: () => Promise.resolve(id) }));
    if (!make) return existing;
    const fresh = fc.constant<Target>({ fresh: true, id: make });
    return this.mode === 'sure' ? fresh : fc.oneof(existing, fresh);
  }

  private async invoice(state: 'draft' | 'overdue' | 'written off' | 'paid'): Promise<string> {
    const late = state !== 'draft';
    const { id } = await createInvoice(this.app, this.owner, {
      counterparty: nextName(`Fresh ${state}`),
      ...(late ? { issued_date: '2026-05-01', due_date: '2026-06-01' } : {}),
    });
    if (state !== 'draft') await ok(await this.post(`/me/invoices/${id}/send`), 'send');
    if (state === 'written off') await ok(await this.post(`/me/invoices/${id}/write-off`), 'write off');
    if (state === 'paid') await ok(await this.post(`/me/invoices/${id}/pay`), 'pay');
    return String(id);
  }

  /** An invoice in any state, or one paid just now for the case (its payment can be reversed). */
  paid(): fc.Arbitrary<Target> {
    return this.pick(Object.values(this.state.invoices), () => this.invoice('paid'));
  }

  /** A contract open, settled or cancelled, or one settled just now for the case (it can be reopened). */
  closedHedge(): fc.Arbitrary<Target> {
    return this.pick(Object.values(this.state.hedges), async () => {
      const body = { currency: 'EUR', amount: 100, locked_rate: 1.8, maturity_date: '2026-09-30', bank: 'BNZ' };
      const id = String((await ok(await this.post('/me/hedges', body), 'hedge')).id);
      await ok(await this.post(`/me/hedges/${id}/settle`), 'settle');
      return id;
    });
  }

  /** An invoice in any state, or a draft made for the case. */
  draft(): fc.Arbitrary<Target> {
    return this.pick(Object.values(this.state.invoices), () => this.invoice('draft'));
  }

  /** An invoice in any state, or an overdue one made for the case (it can be paid, archived, written off). */
  overdue(): fc.Arbitrary<Target> {
    return this.pick(Object.values(this.state.invoices), () => this.invoice('overdue'));
  }

  /** A seeded invoice already sent (e-mailing it changes nothing but its e-mail history), or an overdue one made for the case. */
  sent(): fc.Arbitrary<Target> {
    return this.pick([this.state.invoices.audOverdue!, this.state.invoices.audOverdueLater!], () => this.invoice('overdue'));
  }

  /** Some of the owner's invoices in any state, or (`sure`) one made for the case in `state`. */
  invoiceIds(state: 'overdue' | 'written off' = 'overdue'): fc.Arbitrary<() => Promise<string[]>> {
    if (this.mode === 'sure') return fc.constant(async () => [await this.invoice(state)]);
    return fc
      .uniqueArray(fc.constantFrom(...Object.values(this.state.invoices)), { minLength: 1, maxLength: 3 })
      .map((ids) => () => Promise.resolve(ids));
  }

  /** An invoice in any state, or one made for the case that `action` applies to (overdue; written off to restore). */
  forAction(action: BulkAction): fc.Arbitrary<Target> {
    return this.pick(Object.values(this.state.invoices), () => this.invoice(action === 'restore' ? 'written off' : 'overdue'));
  }

  /** One of the bulk actions (`sure`: archive, which an overdue invoice takes). */
  bulkAction(): fc.Arbitrary<BulkAction> {
    return this.mode === 'sure' ? fc.constant('archive') : fc.constantFrom(...BULK);
  }

  /** A contract open, settled or cancelled, or an open one made for the case. */
  hedge(): fc.Arbitrary<Target> {
    return this.pick(Object.values(this.state.hedges), async () => {
      const body = { currency: 'EUR', amount: 100, locked_rate: 1.8, maturity_date: '2026-09-30', bank: 'BNZ' };
      return String((await ok(await this.post('/me/hedges', body), 'hedge')).id);
    });
  }

  /** A saved scenario (pinned or not), or one saved for the case. */
  scenario(): fc.Arbitrary<Target> {
    return this.pick(Object.values(this.state.scenarios), async () => {
      await this.roomFor('saved_scenarios');
      return String((await ok(await this.post('/me/scenarios', { name: nextName('Fresh'), shocks: { USD: 0.05 } }), 'scenario')).id);
    });
  }

  /** The seeded endpoint (never deleted here). */
  webhook(): fc.Arbitrary<Target> {
    return this.pick([this.state.webhook]);
  }

  /** An endpoint registered for the case. */
  freshWebhook(): fc.Arbitrary<Target> {
    return fc.constant<Target>({
      fresh: true,
      id: async () => {
        await this.roomFor('webhook_endpoints');
        const body = { url: `https://example.com/fresh/${next()}`, events: ['report.completed'] };
        return String((await ok(await this.post('/me/webhooks', body), 'webhook')).id);
      },
    });
  }

  /** The revoked key, or a live one made for the case (the seeded live key stays live). */
  apiKey(): fc.Arbitrary<Target> {
    return this.pick([this.state.apiKeys.revoked], async () =>
      String((await ok(await this.post('/me/api-keys', { name: nextName('fresh'), scope: 'read' }), 'api key')).id),
    );
  }

  /** A CHF rate (the owner's own current or voided one, or the shared one), or one of the owner's recorded for the case. */
  rate(): fc.Arbitrary<Target> {
    return this.pick(Object.values(this.state.rates), async () => {
      const body = { currency: 'CHF', nzd_per_unit: 1.8, confirm_large_change: true };
      return String((await ok(await this.post('/me/rates', body), 'rate')).id);
    });
  }

  /** A customer with invoices or without, or one without invoices added for the case (it can be deleted or merged away). */
  customer(): fc.Arbitrary<Target> {
    return this.pick(Object.values(this.state.customers), () => this.freshCustomer());
  }

  /** A customer that stays (the seeded one with invoices cannot be deleted), or one added for the case. */
  keptCustomer(): fc.Arbitrary<Target> {
    return this.pick([this.state.customers.invoiced], () => this.freshCustomer());
  }

  /** A customer added for the case. */
  freshCustomerTarget(): fc.Arbitrary<Target> {
    return fc.constant<Target>({ fresh: true, id: () => this.freshCustomer() });
  }

  private async freshCustomer(): Promise<string> {
    return String((await ok(await this.post('/me/customers', { name: nextName('Fresh customer') }), 'customer')).id);
  }

  /**
   * A password reset link's token for an account made for the case (another person's, so using it
   * ends none of the owner's sessions), as the reset e-mail would carry it.
   */
  async resetLink(): Promise<string> {
    const email = uniqueEmail('reset-link');
    await ok(await this.app.http().post('/auth/register').send({ email, password: 'correct horse' }), 'register');
    const token = randomBytes(32).toString('base64url');
    const now = this.app.clock.now();
    await this.app.server.ds.query(
      `INSERT INTO password_resets (user_id, token_sha256, requested_at, expires_at)
       SELECT id, $2, $3, $3::timestamptz + interval '30 minutes' FROM users WHERE email = $1`,
      [email, createHash('sha256').update(token).digest('hex'), now],
    );
    return token;
  }

  /** An open invitation to an address of its own, made for the case (it can be withdrawn); its id and its link's token. */
  async invitation(role: 'accountant' | 'viewer' = 'viewer'): Promise<{ id: string; token: string }> {
    const made = await ok(await this.post('/me/team/invitations', { email: uniqueEmail('invitee'), role }), 'invite');
    const token = /token=([A-Za-z0-9_-]+)/.exec(String(made.link))?.[1];
    if (!token) throw new Error(`no token in the invitation link ${String(made.link)}`);
    return { id: String(made.id), token };
  }

  /** An invitation made for the case. */
  invitationTarget(): fc.Arbitrary<Target> {
    return fc.constant<Target>({ fresh: true, id: async () => (await this.invitation()).id });
  }

  /** A member who joined the owner's business for the case (their role can change, they can be removed). */
  memberTarget(): fc.Arbitrary<Target> {
    return fc.constant<Target>({
      fresh: true,
      id: async () => {
        const { token } = await this.invitation();
        const joined = await ok(
          await this.app.http().post('/auth/invitations/accept').send({ token, password: 'correct horse' }),
          'accept',
        );
        return String((joined.user as { id: string }).id);
      },
    });
  }

  /** Before a `sure` case that adds to a list with a cap: room for it. */
  room(table: 'webhook_endpoints' | 'saved_scenarios'): () => Promise<void> {
    return () => (this.mode === 'sure' ? this.roomFor(table) : Promise.resolve());
  }

  /**
   * Room for a few more in a list with a cap, deleting through the api but never the seeded one:
   * every webhook endpoint from 8 on (an event's own cap, 10, comes before the owner's 20), and a
   * few saved scenarios from 498 of 500 on.
   */
  private async roomFor(table: 'webhook_endpoints' | 'saved_scenarios'): Promise<void> {
    const webhooks = table === 'webhook_endpoints';
    const [list, keep, from] = webhooks ? ['/me/webhooks', this.state.webhook, 8] : ['/me/scenarios', this.state.scenarios.pinned, 498];
    const counted: { n: number }[] = await this.app.server.ds.query(`SELECT count(*)::int AS n FROM ${table} WHERE owner_id = $1`, [
      this.owner.id,
    ]);
    const n = counted[0]?.n ?? 0;
    if (n < from) return;
    const res = await this.app
      .http()
      .get(list)
      .set(...bearer(this.owner));
    const items = (res.body as { id: string | number }[]).filter((i) => String(i.id) !== keep);
    for (const item of webhooks ? items : items.slice(0, n - from + 1)) {
      await this.app
        .http()
        .delete(`${list}/${item.id}`)
        .set(...bearer(this.owner));
    }
  }
}

const at = <T>(
  path: (id: string) => string,
  target: fc.Arbitrary<Target>,
  rest: fc.Arbitrary<T>,
  shape: (id: string, r: T) => Omit<WriteCase, 'fresh' | 'path'> = () => ({}),
) =>
  fc.tuple(target, rest).map(([t, r]) => async (): Promise<WriteCase> => {
    const id = await t.id();
    return { fresh: t.fresh, path: path(id), ...shape(id, r) };
  });

const noFirst = (): Promise<void> => Promise.resolve();

const plain = (path: string, body: fc.Arbitrary<unknown>, first = noFirst): fc.Arbitrary<() => Promise<WriteCase>> =>
  body.map((b) => async () => {
    await first();
    return { fresh: false, path, body: b };
  });

const withVariables = (variables: fc.Arbitrary<Record<string, unknown>>, first = noFirst): fc.Arbitrary<() => Promise<WriteCase>> =>
  variables.map((v) => async () => {
    await first();
    return { fresh: false, path: '', variables: v };
  });

const atVariables = <T>(target: fc.Arbitrary<Target>, rest: fc.Arbitrary<T>, variables: (id: string, r: T) => Record<string, unknown>) =>
  at(
    () => '',
    target,
    rest,
    (id, r) => ({ variables: variables(id, r) }),
  );

const REPLACE: WriteEffect = { kind: 'replace' };
const ONCE: WriteEffect = { kind: 'once' };
const NOTHING: WriteEffect = { kind: 'nothing' };
/** Archiving, unarchiving and writing off again change nothing more; a restored invoice cannot be restored again. */
const actionEffect = (action: BulkAction): WriteEffect => (action === 'restore' ? ONCE : REPLACE);
const adds = (table: string, cap?: [string, number]): WriteEffect => ({ kind: 'create', adds: { [table]: 1 }, ...(cap ? { cap } : {}) });
/** Invoices, each addressed to the customer its name finds, or one made the first time. */
const addsInvoices = (tables: Record<string, number>): WriteEffect => ({ kind: 'create', adds: tables, mayAdd: { customers: 1 } });

/** A credit note of one unit of the invoice's currency, by amount (every seeded invoice is one line, so one treatment). */
const creditNote: WriteEffect = {
  kind: 'create',
  adds: { credit_notes: 1, credit_note_lines: 1 },
  mayAdd: { credit_note_numbers: 1 },
  changes: ['invoices'],
};
const creditNoteBody = fc.constantFrom({ reason: 'Goodwill', amount: 1 }, { reason: 'Part not delivered\nSee e-mail', amount: '1' });

/** A merge: into a customer that stays, from one added for the case (so exactly one copy can succeed). */
const mergeCase = (t: Targets, shape: (into: string, from: string) => Omit<WriteCase, 'fresh'>) =>
  fc.tuple(t.keptCustomer(), t.freshCustomerTarget()).map(([into, from]) => async (): Promise<WriteCase> => {
    const intoId = await into.id();
    return { fresh: true, ...shape(intoId, await from.id()) };
  });

const names = fc.constantFrom('Acme Ltd', 'Ngā Tāonga Trust', 'Zürich AG', "O'Brien & Sons", '株式会社 Kea');
const cents = fc.integer({ min: 1, max: 5_000_000 }).map((n) => n / 100);
const currency = fc.constantFrom('USD', 'EUR', 'GBP', 'AUD');
const dueDate = fc.constantFrom('2026-06-15', '2026-07-01', '2026-09-30', '2027-03-31');
const rate = fc.integer({ min: 1, max: 300 }).map((n) => n / 100);
const note = fc.constantFrom('', 'Net 30', 'Paid by card\nthanks', 'Ref ÄÖÜ');
const target = fc.constantFrom(null, 0, 0.25, 0.5, 0.8, 1);
const tags = fc.constantFrom([], ['Board Report'], ['Worst Case', 'Hedge Decision']);
/** A one-row CSV file; its invoice number counts down from 500,000,000, far above the numbers the owner's invoices take. */
const csvFile = fc.constant(null).map(() => {
  const n = 500_000_000 - next();
  return `Invoice #,Company,Amount,Currency,Issue Date,Status,Description\n${n},Import ${n} Ltd,10,EUR,2026-01-01,Draft,Consulting\n`;
});
/** A URL no endpoint has yet (two endpoints may not share a URL and an event). */
const hookUrl = fc
  .constantFrom('https://example.com/a', 'https://example.com/b?x=1')
  .map((u) => `${u}${u.includes('?') ? '&' : '?'}n=${next()}`);
const thresholdList = fc.uniqueArray(fc.constantFrom('TOTAL', 'USD', 'EUR', 'GBP'), { maxLength: 3 });
const contact = fc.record({
  name: names,
  email: fc.constantFrom('a@example.com', 'ops@example.org'),
  subject: fc.constantFrom('Hi', 'Billing'),
  message: note.map((n) => `Hello ${n}`),
});
const settlement = fc.option(rate, { nil: undefined });
/** An invoice e-mail: to, and sometimes a subject. */
const mailBody = fc.record(
  { to: fc.constantFrom('ap@example.com', 'accounts@example.org'), subject: fc.constantFrom('Invoice', 'Your invoice') },
  { requiredKeys: ['to'] },
);
/** A customer's details, as REST spells them (a name would collide with another copy's). */
const customerDetails = fc.record({
  email: fc.constantFrom('', 'ap@example.com'),
  country: fc.constantFrom('AU', 'US', 'GB', ''),
  payment_terms_days: fc.constantFrom(null, 0, 20, 30),
  notes: note,
});

/** Valid REST writes, by 'METHOD /path' as the router declares it. */
export function restWrites(t: Targets, owner: TestUser): Record<string, ValidWrite> {
  const { state } = t;
  return {
    'POST /auth/register': {
      effect: ONCE,
      anonymous: true,
      cases: fc.constant(() =>
        Promise.resolve({ fresh: true, path: '/auth/register', body: { email: uniqueEmail('repeat'), password: 'correct horse' } }),
      ),
    },
    'POST /auth/login': {
      effect: NOTHING,
      anonymous: true,
      cases: plain('/auth/login', fc.constant({ email: owner.email, password: owner.password })),
    },
    // An address with no account: the answer is the one every request gets, and nothing is stored.
    'POST /auth/password-reset': {
      effect: NOTHING,
      anonymous: true,
      cases: plain('/auth/password-reset', fc.constant({ email: 'no-account-here@example.com' })),
    },
    // A link made for the case, of another account: it works once.
    'POST /auth/password-reset/confirm': {
      effect: ONCE,
      anonymous: true,
      cases: fc.constant(async (): Promise<WriteCase> => ({
        fresh: true,
        path: '/auth/password-reset/confirm',
        body: { token: await t.resetLink(), new_password: 'a brand new passphrase' },
      })),
    },
    // The people of the business: an invitation to an address of its own each time.
    'POST /me/team/invitations': {
      effect: adds('invitations'),
      cases: plain(
        '/me/team/invitations',
        fc.record({ email: fc.constant(null).map(() => uniqueEmail('invitee')), role: fc.constantFrom('accountant', 'viewer') }),
      ),
    },
    'DELETE /me/team/invitations/:id': {
      effect: ONCE,
      cases: at((id) => `/me/team/invitations/${id}`, t.invitationTarget(), fc.constant(null)),
    },
    'PUT /me/team/members/:id': {
      effect: REPLACE,
      cases: at(
        (id) => `/me/team/members/${id}`,
        t.memberTarget(),
        fc.constantFrom('accountant', 'viewer'),
        (_id, role) => ({ body: { role } }),
      ),
    },
    'DELETE /me/team/members/:id': { effect: ONCE, cases: at((id) => `/me/team/members/${id}`, t.memberTarget(), fc.constant(null)) },
    'POST /auth/invitations/details': {
      effect: NOTHING,
      anonymous: true,
      cases: fc.constant(async (): Promise<WriteCase> => ({
        fresh: false,
        path: '/auth/invitations/details',
        body: { token: (await t.invitation()).token },
      })),
    },
    'POST /auth/invitations/accept': {
      effect: ONCE,
      anonymous: true,
      cases: fc.constant(async (): Promise<WriteCase> => ({
        fresh: true,
        path: '/auth/invitations/accept',
        body: { token: (await t.invitation()).token, password: 'correct horse' },
      })),
    },
    'POST /me/invoices': {
      effect: addsInvoices({ invoices: 1, invoice_lines: 1 }),
      cases: plain(
        '/me/invoices',
        fc.record({ counterparty: names, currency, amount: cents, issued_date: fc.constant('2026-06-01'), due_date: dueDate, notes: note }),
      ),
    },
    'POST /me/invoices/import': {
      effect: addsInvoices({ invoices: 1, invoice_lines: 1, invoice_imports: 1 }),
      cases: plain(
        '/me/invoices/import',
        csvFile.map((csv) => ({ csv })),
      ),
    },
    'POST /me/invoices/bulk/:action': {
      effect: REPLACE,
      cases: fc.tuple(t.bulkAction(), t.invoiceIds()).map(([action, ids]) => async () => ({
        fresh: false,
        effect: actionEffect(action),
        path: `/me/invoices/bulk/${action}`,
        body: { ids: (await ids()).map(Number) },
      })),
    },
    'PUT /me/invoices/:id': {
      effect: REPLACE,
      cases: at(
        (id) => `/me/invoices/${id}`,
        t.draft(),
        fc.record({ counterparty: names, amount: cents, due_date: dueDate, notes: note }),
        (_id, body) => ({ body }),
      ),
    },
    'POST /me/customers': {
      effect: adds('customers'),
      cases: plain(
        '/me/customers',
        fc.tuple(names, customerDetails).map(([name, details]) => ({ name: nextName(name), ...details })),
      ),
    },
    'PUT /me/customers/:id': {
      effect: REPLACE,
      cases: at(
        (id) => `/me/customers/${id}`,
        t.customer(),
        customerDetails,
        (_id, body) => ({ body }),
      ),
    },
    'DELETE /me/customers/:id': { effect: ONCE, cases: at((id) => `/me/customers/${id}`, t.customer(), fc.constant(null)) },
    'POST /me/customers/:id/merge': {
      effect: ONCE,
      cases: mergeCase(t, (into, from) => ({ path: `/me/customers/${into}/merge`, body: { from_id: from } })),
    },
    'DELETE /me/invoices/:id': { effect: ONCE, cases: at((id) => `/me/invoices/${id}`, t.draft(), fc.constant(null)) },
    'POST /me/invoices/:id/emails': {
      effect: adds('invoice_emails'),
      cases: at(
        (id) => `/me/invoices/${id}/emails`,
        t.sent(),
        mailBody,
        (_id, body) => ({ body }),
      ),
    },
    'POST /me/invoices/:id/credit-notes': {
      effect: creditNote,
      cases: at(
        (id) => `/me/invoices/${id}/credit-notes`,
        t.sent(),
        creditNoteBody,
        (_id, body) => ({ body }),
      ),
    },
    'POST /me/invoices/:id/send': { effect: ONCE, cases: at((id) => `/me/invoices/${id}/send`, t.draft(), fc.constant(null)) },
    'POST /me/invoices/:id/pay': {
      effect: ONCE,
      cases: at(
        (id) => `/me/invoices/${id}/pay`,
        t.overdue(),
        settlement,
        (_id, r) => ({ body: r === undefined ? {} : { settlement_rate: r } }),
      ),
    },
    'POST /me/invoices/:id/reverse-payment': {
      effect: ONCE,
      cases: at((id) => `/me/invoices/${id}/reverse-payment`, t.paid(), fc.constant(null)),
    },
    'POST /me/invoices/:id/:action': {
      effect: REPLACE,
      cases: t.bulkAction().chain((action) =>
        at(
          (id) => `/me/invoices/${id}/${action}`,
          t.forAction(action),
          fc.constant(null),
          () => ({ effect: actionEffect(action) }),
        ),
      ),
    },
    'POST /me/reports/jobs': {
      effect: adds('report_jobs'),
      cases: plain(
        '/me/reports/jobs',
        fc.record({
          template: fc.constantFrom('exposure-summary', 'currency-breakdown', 'overdue-summary'),
          format: fc.constantFrom('csv', 'pdf'),
          from: fc.constant('2026-01-01'),
          to: fc.constant('2026-06-15'),
        }),
      ),
    },
    'PUT /me/reminders': {
      effect: REPLACE,
      cases: plain(
        '/me/reminders',
        fc.record(
          { enabled: fc.boolean(), first_after_days: fc.integer({ min: 1, max: 90 }), max_reminders: fc.integer({ min: 1, max: 10 }) },
          { requiredKeys: ['enabled'] },
        ),
      ),
    },
    'PUT /me/preferences': {
      effect: REPLACE,
      cases: plain(
        '/me/preferences',
        fc.record(
          {
            base_currency: fc.constantFrom('NZD', 'USD', 'AUD'),
            email_notifications: fc.boolean(),
            overdue_alerts: fc.boolean(),
            weekly_exposure_report: fc.boolean(),
            date_format: fc.constantFrom('dd/mm/yyyy', 'mm/dd/yyyy', 'yyyy-mm-dd'),
            number_format: fc.constantFrom('comma', 'space', 'period'),
          },
          { requiredKeys: ['date_format'] },
        ),
      ),
    },
    'PUT /me/profile': {
      effect: REPLACE,
      cases: plain(
        '/me/profile',
        fc.record({
          full_name: names,
          email: fc.constant(owner.email),
          company: names,
          trading_name: names,
          address: note.map((n) => `1 Queen St ${n}`),
          bank_name: fc.constantFrom('ANZ Bank New Zealand', 'Kiwibank'),
          swift_bic: fc.constantFrom('ANZBNZ22', 'kiwi nz 22 xxx'),
          payment_instructions: note.map((n) => `Quote the invoice number.\n${n}`),
          gst_registered: fc.boolean(),
          gst_number: fc.constantFrom('49-091-850', '136410132'),
          gst_filing_frequency: fc.constantFrom('monthly', 'two_monthly', 'six_monthly'),
          gst_balance_month: fc.integer({ min: 1, max: 12 }),
          nzbn: fc.constantFrom('9429050294954', '9429 0463 9392 0', ''),
        }),
      ),
    },
    'POST /me/contact': { effect: adds('contact_messages'), cases: plain('/me/contact', contact) },
    'POST /me/hedges': {
      effect: adds('hedge_contracts'),
      cases: plain(
        '/me/hedges',
        fc.record({ currency, amount: cents, locked_rate: rate, maturity_date: dueDate, bank: fc.constantFrom('ANZ', 'ASB', 'Westpac') }),
      ),
    },
    'PUT /me/hedges/policy': {
      effect: REPLACE,
      cases: plain('/me/hedges/policy', fc.record({ m0_3: target, m3_6: target, m6_12: target, m12plus: target })),
    },
    'PUT /me/hedges/:id': {
      effect: REPLACE,
      cases: at(
        (id) => `/me/hedges/${id}`,
        t.hedge(),
        fc.record({ amount: cents, locked_rate: rate, bank: fc.constantFrom('ANZ', 'Kiwibank') }),
        (_id, body) => ({ body }),
      ),
    },
    'POST /me/hedges/:id/settle': {
      effect: ONCE,
      cases: at(
        (id) => `/me/hedges/${id}/settle`,
        t.hedge(),
        settlement,
        (_id, r) => ({ body: r === undefined ? {} : { settlement_rate: r } }),
      ),
    },
    'POST /me/hedges/:id/cancel': { effect: ONCE, cases: at((id) => `/me/hedges/${id}/cancel`, t.hedge(), fc.constant(null)) },
    'POST /me/hedges/:id/reopen': { effect: ONCE, cases: at((id) => `/me/hedges/${id}/reopen`, t.closedHedge(), fc.constant(null)) },
    'POST /me/exposure/scenario': {
      effect: NOTHING,
      cases: plain(
        '/me/exposure/scenario',
        fc.record({ shocks: fc.dictionary(currency, fc.constantFrom(-0.5, -0.1, 0.1, 1), { minKeys: 1 }) }),
      ),
    },
    'POST /me/exposure/multi-scenario': {
      effect: NOTHING,
      cases: plain(
        '/me/exposure/multi-scenario',
        fc.record({
          scenarios: fc.array(fc.record({ name: names, shocks: fc.dictionary(currency, fc.constantFrom(-0.2, 0.3), { minKeys: 1 }) }), {
            minLength: 1,
            maxLength: 3,
          }),
        }),
      ),
    },
    'POST /me/scenarios': {
      effect: adds('saved_scenarios', ['saved_scenarios', 500]),
      cases: plain(
        '/me/scenarios',
        fc.record({ name: names, shocks: fc.dictionary(currency, fc.constantFrom(-0.1, 0.2), { minKeys: 1 }), tags }),
        t.room('saved_scenarios'),
      ),
    },
    'DELETE /me/scenarios/:id': { effect: ONCE, cases: at((id) => `/me/scenarios/${id}`, t.scenario(), fc.constant(null)) },
    'POST /me/scenarios/:id/pin': { effect: REPLACE, cases: at((id) => `/me/scenarios/${id}/pin`, t.scenario(), fc.constant(null)) },
    'POST /me/scenarios/:id/unpin': { effect: REPLACE, cases: at((id) => `/me/scenarios/${id}/unpin`, t.scenario(), fc.constant(null)) },
    'POST /me/rates': {
      effect: adds('fx_rates'),
      cases: plain(
        '/me/rates',
        fc.record(
          { currency, nzd_per_unit: rate, rate_type: fc.constantFrom('spot', 'mid-month'), confirm_large_change: fc.constant(true) },
          { requiredKeys: ['currency', 'nzd_per_unit', 'confirm_large_change'] },
        ),
      ),
    },
    'POST /me/rates/:id/void': { effect: ONCE, cases: at((id) => `/me/rates/${id}/void`, t.rate(), fc.constant(null)) },
    'POST /me/api-keys': {
      effect: adds('api_keys'),
      cases: plain('/me/api-keys', fc.record({ name: names, scope: fc.constantFrom('read', 'read-write') })),
    },
    'DELETE /me/api-keys/:id': { effect: ONCE, cases: at((id) => `/me/api-keys/${id}`, t.apiKey(), fc.constant(null)) },
    'POST /me/webhooks': {
      effect: adds('webhook_endpoints', ['webhook_endpoints', 20]),
      cases: plain(
        '/me/webhooks',
        fc.record({ url: hookUrl, events: fc.constantFrom(['report.completed'], ['exposure.changed', 'invoice.status_changed']) }),
        t.room('webhook_endpoints'),
      ),
    },
    'DELETE /me/webhooks/:id': { effect: ONCE, cases: at((id) => `/me/webhooks/${id}`, t.freshWebhook(), fc.constant(null)) },
    'POST /me/webhooks/:id/resume': { effect: REPLACE, cases: at((id) => `/me/webhooks/${id}/resume`, t.webhook(), fc.constant(null)) },
    'POST /me/webhooks/:id/deliveries/:deliveryId/resend': {
      effect: adds('webhook_deliveries'),
      cases: at((id) => `/me/webhooks/${id}/deliveries/${state.delivery ?? 'none'}/resend`, t.webhook(), fc.constant(null)),
    },
    'PUT /me/exposure-thresholds': {
      effect: REPLACE,
      cases: plain(
        '/me/exposure-thresholds',
        fc
          .tuple(thresholdList, fc.integer({ min: 1, max: 1_000_000 }))
          .map(([list, n]) => ({ thresholds: list.map((c, i) => ({ currency: c, threshold_nzd: n + i })) })),
      ),
    },
  };
}

const CURRENCY_ENUM = fc.constantFrom('USD', 'EUR', 'GBP', 'AUD');
const shocks = fc
  .uniqueArray(CURRENCY_ENUM, { minLength: 1, maxLength: 3 })
  .map((cs) => cs.map((c, i) => ({ currency: c, shock: i % 2 ? -0.1 : 0.2 })));
const settlementText = fc.option(rate.map(String), { nil: undefined });

/** Valid GraphQL mutations' variables, by mutation name. */
export function graphqlWrites(t: Targets, owner: TestUser): Record<string, ValidWrite> {
  const { state } = t;
  const bulk = (ids: fc.Arbitrary<() => Promise<string[]>>): fc.Arbitrary<() => Promise<WriteCase>> =>
    ids.map((list) => async () => ({ fresh: false, path: '', variables: { ids: await list() } }));
  return {
    archiveInvoices: { effect: REPLACE, cases: bulk(t.invoiceIds()) },
    unarchiveInvoices: { effect: REPLACE, cases: bulk(t.invoiceIds()) },
    writeOffInvoices: { effect: REPLACE, cases: bulk(t.invoiceIds()) },
    restoreInvoices: { effect: ONCE, cases: bulk(t.invoiceIds('written off')) },
    cancelHedge: { effect: ONCE, cases: atVariables(t.hedge(), fc.constant(null), (id) => ({ id })) },
    reopenHedge: { effect: ONCE, cases: atVariables(t.closedHedge(), fc.constant(null), (id) => ({ id })) },
    settleHedge: {
      effect: ONCE,
      cases: atVariables(t.hedge(), settlementText, (id, r) => ({ id, ...(r ? { settlementRate: r } : {}) })),
    },
    createApiKey: {
      effect: adds('api_keys'),
      cases: withVariables(fc.record({ input: fc.record({ name: names, scope: fc.constantFrom('read', 'read-write') }) })),
    },
    createHedge: {
      effect: adds('hedge_contracts'),
      cases: withVariables(
        fc.record({
          input: fc.record({
            currency: CURRENCY_ENUM,
            amount: cents,
            lockedRate: rate.map(String),
            maturityDate: dueDate,
            bank: fc.constantFrom('ANZ', 'ASB'),
          }),
        }),
      ),
    },
    createCustomer: {
      effect: adds('customers'),
      cases: withVariables(
        fc.tuple(names, customerDetails).map(([name, d]) => ({
          input: { name: nextName(name), email: d.email, country: d.country, paymentTermsDays: d.payment_terms_days, notes: d.notes },
        })),
      ),
    },
    updateCustomer: {
      effect: REPLACE,
      cases: atVariables(t.customer(), customerDetails, (id, d) => ({
        id,
        input: { email: d.email, country: d.country, paymentTermsDays: d.payment_terms_days, notes: d.notes },
      })),
    },
    deleteCustomer: { effect: ONCE, cases: atVariables(t.customer(), fc.constant(null), (id) => ({ id })) },
    mergeCustomers: { effect: ONCE, cases: mergeCase(t, (into, from) => ({ path: '', variables: { id: into, fromId: from } })) },
    createInvoice: {
      effect: addsInvoices({ invoices: 1, invoice_lines: 1 }),
      cases: withVariables(
        fc.record({
          input: fc.record({
            counterparty: names,
            currency: CURRENCY_ENUM,
            amount: cents.map(String),
            issuedDate: fc.constant('2026-06-01'),
            dueDate,
          }),
        }),
      ),
    },
    deleteInvoice: { effect: ONCE, cases: atVariables(t.draft(), fc.constant(null), (id) => ({ id })) },
    deleteScenario: { effect: ONCE, cases: atVariables(t.scenario(), fc.constant(null), (id) => ({ id })) },
    deleteWebhook: { effect: ONCE, cases: atVariables(t.freshWebhook(), fc.constant(null), (id) => ({ id })) },
    importInvoices: {
      effect: addsInvoices({ invoices: 1, invoice_lines: 1, invoice_imports: 1 }),
      cases: withVariables(csvFile.map((csv) => ({ csv, dryRun: false }))),
    },
    requestPasswordReset: {
      effect: NOTHING,
      anonymous: true,
      cases: withVariables(fc.constant({ input: { email: 'no-account-here@example.com' } })),
    },
    inviteMember: {
      effect: adds('invitations'),
      cases: withVariables(fc.constantFrom('accountant', 'viewer').map((role) => ({ input: { email: uniqueEmail('invitee'), role } }))),
    },
    withdrawInvitation: { effect: ONCE, cases: atVariables(t.invitationTarget(), fc.constant(null), (id) => ({ id })) },
    changeMemberRole: {
      effect: REPLACE,
      cases: atVariables(t.memberTarget(), fc.constantFrom('accountant', 'viewer'), (id, role) => ({ id, input: { role } })),
    },
    removeMember: { effect: ONCE, cases: atVariables(t.memberTarget(), fc.constant(null), (id) => ({ id })) },
    acceptInvitation: {
      effect: ONCE,
      anonymous: true,
      cases: fc.constant(async (): Promise<WriteCase> => ({
        fresh: true,
        path: '',
        variables: { input: { token: (await t.invitation()).token, password: 'correct horse' } },
      })),
    },
    resetPassword: {
      effect: ONCE,
      anonymous: true,
      cases: fc.constant(async (): Promise<WriteCase> => ({
        fresh: true,
        path: '',
        variables: { input: { token: await t.resetLink(), newPassword: 'a brand new passphrase' } },
      })),
    },
    login: {
      effect: NOTHING,
      anonymous: true,
      cases: withVariables(fc.constant({ input: { email: owner.email, password: owner.password } })),
    },
    payInvoice: {
      effect: ONCE,
      cases: atVariables(t.overdue(), settlementText, (id, r) => ({ id, ...(r ? { settlementRate: r } : {}) })),
    },
    reversePayment: { effect: ONCE, cases: atVariables(t.paid(), fc.constant(null), (id) => ({ id })) },
    pinScenario: { effect: REPLACE, cases: atVariables(t.scenario(), fc.boolean(), (id, pinned) => ({ id, pinned })) },
    recordRate: {
      effect: adds('fx_rates'),
      cases: withVariables(
        fc.record({
          input: fc.record({
            currency: CURRENCY_ENUM,
            nzdPerUnit: rate.map(String),
            rateType: fc.constantFrom('SPOT', 'END_OF_MONTH'),
            confirmLargeChange: fc.constant(true),
          }),
        }),
      ),
    },
    register: {
      effect: ONCE,
      anonymous: true,
      cases: fc.constant(() =>
        Promise.resolve({ fresh: true, path: '', variables: { input: { email: uniqueEmail('repeat-gql'), password: 'correct horse' } } }),
      ),
    },
    registerWebhook: {
      effect: adds('webhook_endpoints', ['webhook_endpoints', 20]),
      cases: withVariables(
        fc.record({ input: fc.record({ url: hookUrl, events: fc.constantFrom(['report.completed'], ['exposure.threshold_crossed']) }) }),
        t.room('webhook_endpoints'),
      ),
    },
    requestReport: {
      effect: adds('report_jobs'),
      cases: withVariables(
        fc.record({
          input: fc.record({
            template: fc.constantFrom('EXPOSURE_SUMMARY', 'PAYMENT_TRENDS'),
            format: fc.constantFrom('CSV', 'PDF'),
            from: fc.constant('2026-01-01'),
            to: fc.constant('2026-06-15'),
          }),
        }),
      ),
    },
    requestTaxTimeBundle: { effect: adds('report_jobs'), cases: withVariables(fc.constant({ from: '2025-04-01', to: '2026-03-31' })) },
    resendWebhookDelivery: {
      effect: adds('webhook_deliveries'),
      cases: atVariables(t.webhook(), fc.constant(null), (id) => ({ webhookId: id, deliveryId: state.delivery ?? 'none' })),
    },
    resumeWebhook: { effect: REPLACE, cases: atVariables(t.webhook(), fc.constant(null), (id) => ({ id })) },
    revokeApiKey: { effect: ONCE, cases: atVariables(t.apiKey(), fc.constant(null), (id) => ({ id })) },
    runScenario: { effect: NOTHING, cases: withVariables(shocks.map((s) => ({ input: { shocks: s } }))) },
    runScenarios: { effect: NOTHING, cases: withVariables(shocks.map((s) => ({ input: { scenarios: [{ name: 'Mixed', shocks: s }] } }))) },
    saveScenario: {
      effect: adds('saved_scenarios', ['saved_scenarios', 500]),
      cases: withVariables(fc.record({ input: fc.record({ name: names, shocks }) }), t.room('saved_scenarios')),
    },
    sendContactMessage: { effect: adds('contact_messages'), cases: withVariables(fc.record({ input: contact })) },
    issueCreditNote: { effect: creditNote, cases: atVariables(t.sent(), creditNoteBody, (invoiceId, input) => ({ invoiceId, input })) },
    emailInvoice: { effect: adds('invoice_emails'), cases: atVariables(t.sent(), mailBody, (id, input) => ({ id, input })) },
    sendInvoice: { effect: ONCE, cases: atVariables(t.draft(), fc.constant(null), (id) => ({ id })) },
    setHedgePolicy: {
      effect: REPLACE,
      cases: withVariables(fc.record({ input: fc.record({ m0_3: target, m3_6: target, m6_12: target, m12plus: target }) })),
    },
    updateBusinessDetails: {
      effect: REPLACE,
      cases: withVariables(
        fc.record({
          input: fc.record({
            companyName: names,
            tradingName: names,
            address: note.map((n) => `2 Lambton Quay ${n}`),
            bankName: fc.constantFrom('Westpac', 'BNZ'),
            swiftBic: fc.constantFrom('WPACNZ2W', 'BKNZNZ22XXX'),
            paymentInstructions: note,
            gstRegistered: fc.boolean(),
            gstNumber: fc.constantFrom('35-901-981', '49098576'),
            gstFilingFrequency: fc.constantFrom('monthly', 'two_monthly', 'six_monthly'),
            gstBalanceMonth: fc.integer({ min: 1, max: 12 }),
            nzbn: fc.constantFrom('9429046393920', ''),
          }),
        }),
      ),
    },
    updateHedge: {
      effect: REPLACE,
      cases: atVariables(t.hedge(), fc.record({ amount: cents.map(String), bank: fc.constantFrom('ANZ', 'TSB') }), (id, input) => ({
        id,
        input,
      })),
    },
    updateInvoice: {
      effect: REPLACE,
      cases: atVariables(t.draft(), fc.record({ counterparty: names, amount: cents.map(String), notes: note }), (id, input) => ({
        id,
        input,
      })),
    },
    updateReminderSettings: {
      effect: REPLACE,
      cases: withVariables(
        fc.record({
          input: fc.record({ enabled: fc.boolean(), repeatEveryDays: fc.integer({ min: 1, max: 90 }) }, { requiredKeys: ['enabled'] }),
        }),
      ),
    },
    updatePreferences: {
      effect: REPLACE,
      cases: withVariables(
        fc.record({
          input: fc.record(
            {
              baseCurrency: fc.constantFrom('NZD', 'EUR'),
              dateFormat: fc.constantFrom('dd/mm/yyyy', 'yyyy-mm-dd'),
              weeklyExposureReport: fc.boolean(),
            },
            { requiredKeys: ['dateFormat'] },
          ),
        }),
      ),
    },
    updateProfile: {
      effect: REPLACE,
      cases: withVariables(fc.record({ input: fc.record({ fullName: names, email: fc.constant(owner.email), company: names }) })),
    },
    voidRate: { effect: ONCE, cases: atVariables(t.rate(), fc.constant(null), (id) => ({ id })) },
  };
}
