import { restAs, startTestApp, type TestApp, type TestUser } from '../../../test/harness';

/**
 * The dashboard's TSI count (TSI_SHORTFALL_SQL) is the SQL twin of tsiIssues: over the same sent
 * invoices it counts exactly those whose own tsi_issues are not empty, and never drafts, written-off
 * invoices or another owner's.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

const rest = restAs(() => app);
const send = (user: TestUser, method: 'post' | 'put' | 'get', path: string, body?: unknown) =>
  method === 'get' ? rest.get(user, path) : rest[method](user, path, body);

async function shortfall(user: TestUser): Promise<number> {
  const answer = await send(user, 'get', '/me/invoices/tsi-shortfall');
  const gql = await app.gql<{ tsiShortfall: number }>(user.token, '{ tsiShortfall }');
  expect(gql.data?.tsiShortfall).toBe(answer.body.sent_invoices);
  return answer.body.sent_invoices;
}

/** Sent, open invoices whose own tsi_issues are not empty: what the count must equal. */
async function shortByTheirOwnLists(user: TestUser): Promise<number> {
  const all = (await send(user, 'get', '/me/invoices?view=all&limit=500')).body as {
    status: string;
    written_off: boolean;
    tsi_issues: unknown[];
  }[];
  return all.filter((i) => ['sent', 'overdue'].includes(i.status) && !i.written_off && i.tsi_issues.length > 0).length;
}

describe('the sent invoices that fall short of the TSI rules', () => {
  it('counts exactly the sent invoices whose own lists are not empty, whatever rule they break', async () => {
    const user = await app.register('tsi-count');
    await send(user, 'put', '/me/profile', { company_name: 'Kiwi Studio Ltd', gst_registered: true, gst_number: '49-091-850' });
    const us = (await send(user, 'post', '/me/customers', { name: 'Acme Cloud Inc', country: 'US', address: '1 Market St' })).body.id;
    const nz = (await send(user, 'post', '/me/customers', { name: 'Harbour Cafe Ltd', country: 'NZ', phone: '+64 4 123 4567' })).body.id;
    const bare = (await send(user, 'post', '/me/customers', { name: 'Nameless Trading', country: 'AU' })).body.id;
    const line = (over: Record<string, unknown> = {}) => ({
      description: 'Design work',
      quantity: 1,
      unit_price: '100',
      gst_treatment: 'standard',
      ...over,
    });
    const bodies: Record<string, unknown>[] = [
      { customer_id: nz, currency: 'NZD', lines: [line()] },
      { customer_id: nz, currency: 'NZD', lines: [line(), line({ description: '' })] },
      { customer_id: bare, currency: 'NZD', lines: [line({ quantity: 20 })] },
      { customer_id: us, currency: 'USD', lines: [line({ gst_treatment: 'zero_rated' })] },
      { customer_id: us, currency: 'USD', lines: [line({ gst_treatment: 'zero_rated' })], residency_evidence: ['registration'] },
      { customer_id: us, currency: 'USD', export_kind: 'goods', lines: [line({ gst_treatment: 'zero_rated' })] },
      { customer_id: us, currency: 'USD', export_kind: 'goods', export_date: '2026-06-20', lines: [line({ gst_treatment: 'zero_rated' })] },
      { customer_id: nz, currency: 'NZD', lines: [line({ gst_treatment: 'zero_rated' })] },
      { customer_id: us, currency: 'USD', amount: 5000 },
    ];
    for (const body of bodies) {
      const made = await send(user, 'post', '/me/invoices', { due_date: '2026-07-15', ...body });
      expect(made.status).toBe(201);
      expect((await send(user, 'post', `/me/invoices/${made.body.id}/send`, {})).status).toBe(200);
    }
    // A draft that breaks every rule is not counted.
    await send(user, 'post', '/me/invoices', {
      customer_id: bare,
      currency: 'NZD',
      due_date: '2026-07-15',
      lines: [line({ description: '', quantity: 50 })],
    });
    const expected = await shortByTheirOwnLists(user);
    expect(expected).toBe(6);
    expect(await shortfall(user)).toBe(expected);
    // Another owner's invoices never count; a seller with no name makes every sent invoice fall short.
    const other = await app.register('tsi-other');
    expect(await shortfall(other)).toBe(0);
    await send(user, 'put', '/me/profile', { company_name: '' });
    expect(await shortByTheirOwnLists(user)).toBe(bodies.length);
    expect(await shortfall(user)).toBe(bodies.length);
  });
});
