import { act } from '../../../test/exposure-fixtures';
import { bearer, createInvoice, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { sql } from '../../database/sql';
import { COUNTED } from './ddl';

/**
 * The trigger-maintained totals (exposure_totals, exposure_due, exposure_counterparty) must
 * always equal a fresh aggregation of the invoices table, whatever wrote to it.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

async function snapshot(ownerId: string) {
  const q = (text: string) => sql<Record<string, unknown>>(app.server.ds, text, [ownerId]);
  const norm = (rows: Record<string, unknown>[]) =>
    rows
      .map((r) =>
        JSON.stringify(
          Object.fromEntries(
            Object.entries(r).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v).toFixed(12) : v]),
          ),
        ),
      )
      .sort();
  return {
    totals: norm(
      await q(
        `SELECT currency, status, invoice_count::int AS n, amount, booked_amount, booked_nzd FROM exposure_totals WHERE owner_id = $1`,
      ),
    ),
    freshTotals: norm(
      await q(`SELECT currency, status, count(*)::int AS n, sum(outstanding_amount) AS amount,
        coalesce(sum(outstanding_amount) FILTER (WHERE booked_rate IS NOT NULL), 0) AS booked_amount,
        coalesce(sum(outstanding_amount * booked_rate), 0) AS booked_nzd
      FROM invoices WHERE owner_id = $1 AND ${COUNTED} GROUP BY currency, status`),
    ),
    due: norm(await q(`SELECT currency, status, due_date, invoice_count::int AS n, amount FROM exposure_due WHERE owner_id = $1`)),
    freshDue: norm(
      await q(`SELECT currency, status, due_date, count(*)::int AS n, sum(outstanding_amount) AS amount FROM invoices
      WHERE owner_id = $1 AND ${COUNTED} GROUP BY currency, status, due_date`),
    ),
    counterparty: norm(
      await q(`SELECT counterparty, currency, status, invoice_count::int AS n, amount FROM exposure_counterparty WHERE owner_id = $1`),
    ),
    freshCounterparty: norm(
      await q(`SELECT counterparty, currency, status, count(*)::int AS n, sum(outstanding_amount) AS amount FROM invoices
      WHERE owner_id = $1 AND ${COUNTED} GROUP BY counterparty, currency, status`),
    ),
  };
}

async function expectConsistent(owner: TestUser): Promise<void> {
  const s = await snapshot(owner.id);
  expect(s.totals).toEqual(s.freshTotals);
  expect(s.due).toEqual(s.freshDue);
  expect(s.counterparty).toEqual(s.freshCounterparty);
}

describe('trigger-maintained exposure totals', () => {
  it('match a fresh aggregation after every kind of write through the api', async () => {
    const owner = await app.register('totals');
    const other = await app.register('totals-other');
    await createInvoice(app, other, { currency: 'USD', amount: 999 });
    const a = await createInvoice(app, owner, { currency: 'USD', amount: 100, counterparty: 'A' });
    const b = await createInvoice(app, owner, {
      currency: 'EUR',
      amount: 200,
      counterparty: 'B',
      due_date: '2026-06-01',
      issued_date: '2026-05-01',
    });
    const c = await createInvoice(app, owner, { currency: 'JPY', amount: 5000, counterparty: 'C' });
    const d = await createInvoice(app, owner, { currency: 'GBP', amount: 300, counterparty: 'A' });
    await expectConsistent(owner);
    expect((await snapshot(owner.id)).totals).toHaveLength(4);

    // draft edits: amount, currency, counterparty, due date
    await app
      .http()
      .put(`/me/invoices/${a.id}`)
      .set(...bearer(owner))
      .send({ amount: 150.25, currency: 'AUD', counterparty: 'A2', due_date: '2026-08-01' })
      .expect(200);
    await expectConsistent(owner);
    for (const inv of [a, b, c, d]) await act(app, owner, `/me/invoices/${inv.id}/send`);
    await expectConsistent(owner);
    // sent edits keep the booking rate and move the amount
    await app
      .http()
      .put(`/me/invoices/${c.id}`)
      .set(...bearer(owner))
      .send({ amount: 7000 })
      .expect(200);
    await expectConsistent(owner);
    // A credit note lowers what is outstanding (issue 27); crediting the rest leaves nothing counted.
    await act(app, owner, `/me/invoices/${d.id}/credit-notes`, { reason: 'Part refund', amount: 100 }, 201);
    await expectConsistent(owner);
    await act(app, owner, `/me/invoices/${d.id}/credit-notes`, { reason: 'The rest', amount: 200 }, 201);
    await expectConsistent(owner);
    await act(app, owner, '/me/invoices/bulk/archive', { ids: [a.id, c.id] });
    await expectConsistent(owner);
    await act(app, owner, `/me/invoices/${b.id}/write-off`);
    await expectConsistent(owner);
    expect((await snapshot(owner.id)).totals.some((t) => t.includes('"EUR"'))).toBe(false);
    await act(app, owner, `/me/invoices/${b.id}/restore`);
    await expectConsistent(owner);
    await act(app, owner, `/me/invoices/${d.id}/pay`);
    await expectConsistent(owner);
    const e = await createInvoice(app, owner, { currency: 'USD', amount: 1 });
    await app
      .http()
      .delete(`/me/invoices/${e.id}`)
      .set(...bearer(owner))
      .expect(204);
    await expectConsistent(owner);
    // the overdue sweep stores sent → overdue for invoices past due
    app.clock.advanceDays(70);
    try {
      expect(await app.server.services.overdue.sweep()).toBeGreaterThan(0);
    } finally {
      app.clock.advanceDays(-70);
    }
    await expectConsistent(owner);
    await expectConsistent(other);
  });

  it('match after bulk SQL writes of thousands of rows in one statement (the import path)', async () => {
    const owner = await app.register('bulk');
    await sql(
      app.server.ds,
      `INSERT INTO invoices (owner_id, number, counterparty, currency, amount, issued_date, due_date, status, booked_rate)
      SELECT $1, g, 'Customer ' || (g % 37), (ARRAY['USD','EUR','JPY','GBP','AUD'])[1 + g % 5],
             CASE WHEN g % 5 = 2 THEN (100 + g)::numeric ELSE round((g * 1.37)::numeric, 2) + 1 END,
             DATE '2026-01-01', DATE '2026-01-01' + (g % 200), (ARRAY['draft','sent','overdue','paid'])[1 + g % 4],
             CASE WHEN g % 3 = 0 THEN 1.2345678901 ELSE NULL END
      FROM generate_series(1, 5000) AS g`,
      [owner.id],
    );
    await expectConsistent(owner);
    await sql(app.server.ds, `UPDATE invoices SET amount = amount + 1, due_date = due_date + 3 WHERE owner_id = $1 AND number % 7 = 0`, [
      owner.id,
    ]);
    await expectConsistent(owner);
    await sql(
      app.server.ds,
      `UPDATE invoices SET written_off = true, archived = true WHERE owner_id = $1 AND status = 'overdue' AND number % 2 = 1`,
      [owner.id],
    );
    await expectConsistent(owner);
    await sql(app.server.ds, `UPDATE invoices SET currency = 'CHF', counterparty = 'Merged' WHERE owner_id = $1 AND number % 11 = 0`, [
      owner.id,
    ]);
    await expectConsistent(owner);
    await sql(app.server.ds, `UPDATE invoices SET status = 'paid' WHERE owner_id = $1 AND number % 13 = 0`, [owner.id]);
    await expectConsistent(owner);
    await sql(app.server.ds, `DELETE FROM invoices WHERE owner_id = $1 AND number > 2500`, [owner.id]);
    await expectConsistent(owner);
    await sql(app.server.ds, `DELETE FROM invoices WHERE owner_id = $1`, [owner.id]);
    const empty = await snapshot(owner.id);
    expect([empty.totals, empty.due, empty.counterparty]).toEqual([[], [], []]);
  });

  it('keep no rows for archive-only changes and leave other owners untouched', async () => {
    const owner = await app.register('noop');
    const inv = await createInvoice(app, owner, { currency: 'USD', amount: 10 });
    await act(app, owner, `/me/invoices/${inv.id}/send`);
    const before = await snapshot(owner.id);
    await act(app, owner, `/me/invoices/${inv.id}/archive`);
    await act(app, owner, `/me/invoices/${inv.id}/unarchive`);
    expect(await snapshot(owner.id)).toEqual(before);
  });
});
