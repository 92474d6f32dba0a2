import { bearer, createInvoice, type TestApp, type TestUser } from './harness';

/** POSTs to a /me path as `user` and insists on `status`. */
export async function act(app: TestApp, user: TestUser, path: string, body: unknown = {}, status = 200): Promise<Record<string, unknown>> {
  const res = await app
    .http()
    .post(path)
    .set(...bearer(user))
    .send(body as object);
  if (res.status !== status) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * Nine invoices in four currencies and every status that matters, on the test clock's
 * 2026-06-15. Counted as exposure (sent or overdue, not written off): USD 1,000.00 sent,
 * USD 500.50 overdue, EUR 2,000.00 sent, GBP 400.00 sent and archived, JPY 150,000 sent
 * (due today). Not counted: USD 200.00 and JPY 20,000 drafts, EUR 300.00 paid, GBP 750.25
 * written off.
 */
export async function seedFourCurrencies(app: TestApp, user: TestUser): Promise<Record<string, number>> {
  const make = async (currency: string, amount: number, due: string, issued = '2026-05-01') =>
    (await createInvoice(app, user, { currency, amount, due_date: due, issued_date: issued })).id;
  const ids = {
    usdSent: await make('USD', 1000, '2026-07-15'),
    usdOverdue: await make('USD', 500.5, '2026-06-01'),
    usdDraft: await make('USD', 200, '2026-08-01'),
    eurSent: await make('EUR', 2000, '2026-06-20'),
    eurPaid: await make('EUR', 300, '2026-06-30'),
    gbpWrittenOff: await make('GBP', 750.25, '2026-06-10'),
    gbpArchived: await make('GBP', 400, '2026-09-30'),
    jpySent: await make('JPY', 150000, '2026-06-15'),
    jpyDraft: await make('JPY', 20000, '2026-07-01'),
  };
  for (const key of ['usdSent', 'usdOverdue', 'eurSent', 'eurPaid', 'gbpWrittenOff', 'gbpArchived', 'jpySent'] as const) {
    await act(app, user, `/me/invoices/${ids[key]}/send`);
  }
  await act(app, user, `/me/invoices/${ids.eurPaid}/pay`);
  await act(app, user, `/me/invoices/${ids.gbpWrittenOff}/write-off`);
  await act(app, user, `/me/invoices/${ids.gbpArchived}/archive`);
  return ids;
}
