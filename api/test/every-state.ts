import { act, seedFourCurrencies } from './exposure-fixtures';
import { bearer, createInvoice, type TestApp, type TestUser } from './harness';

/** The ids of an owner's data in every state (REST's ids, as text), by what each one is. */
export interface EveryState {
  /** seedFourCurrencies' nine (drafts, sent, overdue, paid, archived, written off) and two more overdue. */
  invoices: Record<string, string>;
  hedges: { open: string; settled: string; cancelled: string };
  scenarios: { pinned: string; plain: string };
  job: string;
  webhook: string;
  /** A delivery of the webhook (an invoice's status change), or null if none was queued. */
  delivery: string | null;
  apiKeys: { live: string; revoked: string };
  /** CHF rates (no invoice is in CHF): the owner's own current one, their own voided one, and the shared built-in one. */
  rates: { own: string; voided: string; shared: string };
  /** A customer with invoices (the AUD ones'), and one with none. */
  customers: { invoiced: string; lone: string };
}

/** PUTs to a /me path as `user` and insists on 200. */
async function put(app: TestApp, user: TestUser, path: string, body: object): Promise<void> {
  const res = await app
    .http()
    .put(path)
    .set(...bearer(user))
    .send(body);
  if (res.status !== 200) throw new Error(`PUT ${path}: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * Gives `owner` data in every state, on the test clock's 2026-06-15: seedFourCurrencies' nine
 * invoices (drafts, sent, overdue, paid, archived, written off) and two more overdue (3 of the 7
 * open ones, over the 25% that adds the overdue-share warning), forward contracts open, settled and
 * cancelled, two saved scenarios (one pinned), a hedge policy, exposure thresholds, preferences and
 * business details, a queued report job, a webhook endpoint (with the deliveries the invoices'
 * status changes queued), two API keys (one live, one revoked), CHF rates of its own, one
 * current and one voided, and customers with and without invoices.
 */
export async function seedEveryState(app: TestApp, owner: TestUser): Promise<EveryState> {
  // First, so the invoices' status changes below queue deliveries to it.
  const hook = await act(app, owner, '/me/webhooks', { url: 'https://example.com/hook', events: ['invoice.status_changed'] }, 201);
  const four = await seedFourCurrencies(app, owner);
  const invoices: Record<string, string> = Object.fromEntries(Object.entries(four).map(([k, v]) => [k, String(v)]));
  let invoiced = '';
  for (const [key, due] of [
    ['audOverdue', '2026-05-20'],
    ['audOverdueLater', '2026-06-05'],
  ] as const) {
    const { id, customer_id } = await createInvoice(app, owner, { currency: 'AUD', amount: 250, issued_date: '2026-05-01', due_date: due });
    await act(app, owner, `/me/invoices/${id}/send`);
    invoices[key] = String(id);
    invoiced = String(customer_id);
  }
  const lone = await act(app, owner, '/me/customers', { name: 'Lone Customer Ltd', country: 'AU', email: 'ap@lone.example' }, 201);
  const hedge = (maturity: string) =>
    act(
      app,
      owner,
      '/me/hedges',
      { currency: 'USD', amount: 500, locked_rate: 1.6, trade_date: '2026-06-15', maturity_date: maturity, bank: 'ANZ' },
      201,
    );
  const open = await hedge('2026-08-14');
  const settled = await hedge('2026-07-15');
  await act(app, owner, `/me/hedges/${String(settled.id)}/settle`, { settlement_rate: 1.62 });
  const cancelled = await hedge('2026-12-15');
  await act(app, owner, `/me/hedges/${String(cancelled.id)}/cancel`);
  const up = await act(app, owner, '/me/scenarios', { name: 'USD up', shocks: { USD: 0.1 } }, 201);
  const down = await act(app, owner, '/me/scenarios', { name: 'EUR down', shocks: { EUR: -0.2 } }, 201);
  await act(app, owner, `/me/scenarios/${String(up.id)}/pin`);
  await put(app, owner, '/me/hedges/policy', { m0_3: 0.5, m3_6: 0.25, m6_12: null, m12plus: null });
  await put(app, owner, '/me/exposure-thresholds', { thresholds: [{ currency: 'TOTAL', threshold_nzd: 5000 }] });
  await put(app, owner, '/me/preferences', { date_format: 'yyyy-mm-dd', weekly_exposure_report: true });
  await put(app, owner, '/me/profile', {
    full_name: 'Every State',
    email: owner.email,
    company: 'Every State Ltd',
    trading_name: 'Every State Trading',
  });
  const job = await act(
    app,
    owner,
    '/me/reports/jobs',
    { template: 'exposure-summary', format: 'csv', from: '2026-01-01', to: '2026-06-15' },
    202,
  );
  const live = await act(app, owner, '/me/api-keys', { name: 'sync', scope: 'read' }, 201);
  const revoked = await act(app, owner, '/me/api-keys', { name: 'old', scope: 'read-write' }, 201);
  const revoke = await app
    .http()
    .delete(`/me/api-keys/${String(revoked.id)}`)
    .set(...bearer(owner));
  if (revoke.status !== 200) throw new Error(`revoke: ${revoke.status} ${JSON.stringify(revoke.body)}`);
  const voided = await act(app, owner, '/me/rates', { currency: 'CHF', nzd_per_unit: 1.75, effective_date: '2026-06-01' }, 201);
  await act(app, owner, `/me/rates/${String(voided.id)}/void`);
  const own = await act(app, owner, '/me/rates', { currency: 'CHF', nzd_per_unit: 1.8 }, 201);
  const chf = await app
    .http()
    .get('/me/rates/CHF/history')
    .set(...bearer(owner));
  const shared = (chf.body as { id: number; source: string }[]).find((r) => r.source === 'built-in');
  if (!shared) throw new Error(`no built-in CHF rate: ${JSON.stringify(chf.body)}`);
  const webhook = String(hook.id);
  // The deliveries are written after each change commits: wait for them before reading one.
  await app.server.services.webhooks.idle();
  const deliveries = await app
    .http()
    .get(`/me/webhooks/${webhook}/deliveries`)
    .set(...bearer(owner));
  const delivery = (deliveries.body as { id?: string }[])[0]?.id ?? null;
  return {
    invoices,
    hedges: { open: String(open.id), settled: String(settled.id), cancelled: String(cancelled.id) },
    scenarios: { pinned: String(up.id), plain: String(down.id) },
    job: String(job.id),
    webhook,
    delivery,
    apiKeys: { live: String(live.id), revoked: String(revoked.id) },
    rates: { own: String(own.id), voided: String(voided.id), shared: String(shared.id) },
    customers: { invoiced, lone: String(lone.id) },
  };
}

/** Every id of an EveryState, named by what it is ('invoice.usdDraft', 'hedge.settled', ...). */
export function everyStateIds(s: EveryState): Record<string, string> {
  return {
    ...Object.fromEntries(Object.entries(s.invoices).map(([k, v]) => [`invoice.${k}`, v])),
    ...Object.fromEntries(Object.entries(s.hedges).map(([k, v]) => [`hedge.${k}`, v])),
    ...Object.fromEntries(Object.entries(s.scenarios).map(([k, v]) => [`scenario.${k}`, v])),
    ...Object.fromEntries(Object.entries(s.apiKeys).map(([k, v]) => [`apiKey.${k}`, v])),
    ...Object.fromEntries(Object.entries(s.rates).map(([k, v]) => [`rate.${k}`, v])),
    ...Object.fromEntries(Object.entries(s.customers).map(([k, v]) => [`customer.${k}`, v])),
    job: s.job,
    webhook: s.webhook,
    ...(s.delivery ? { delivery: s.delivery } : {}),
  };
}
