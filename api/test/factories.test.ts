import { bearer, createInvoice, startTestApp, type TestApp, type TestUser } from './harness';
import { buildInvoice } from './factories';

let app: TestApp;
let owner: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  owner = await app.register('factory');
});
afterAll(async () => {
  await app.stop();
});

test('buildInvoice writes an invoice the api then serves, numbered in the same sequence', async () => {
  const built = await buildInvoice(app, owner, {
    status: 'sent',
    sent_date: '2026-06-01',
    due_date: '2026-06-10',
    currency: 'EUR',
    amount: '250.00',
  });
  const res = await app
    .http()
    .get(`/me/invoices/${built.id}`)
    .set(...bearer(owner));
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ id: built.id, number: 1, currency: 'EUR', amount: 250, status: 'overdue' });
  const next = await createInvoice(app, owner);
  expect(next.number).toBe(2);
});

test("buildInvoice's invoices count in exposure like any other (the totals' triggers see them)", async () => {
  const other = await app.register('factory-exposure');
  await buildInvoice(app, other, { status: 'sent', sent_date: '2026-06-01', due_date: '2026-12-01', currency: 'GBP', amount: '80.00' });
  const res = await app
    .http()
    .get('/me/exposure/summary')
    .set(...bearer(other));
  expect(res.body).toEqual([{ currency: 'GBP', total_amount: 80, hedged_amount: 0, unhedged_amount: 80, hedge_ratio: 0 }]);
});
