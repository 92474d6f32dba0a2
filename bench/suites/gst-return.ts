import { gstPeriodOf, isoDateInZone, type GstPeriod } from '@keafx/schema';
import type { Client } from 'pg';
import { latencyRows, ratioRow, signUp, time, withClient, type BenchRow } from '../lib';
import type { BenchSuite } from '.';

const OWNER_INVOICES = 100_000;
const CREDIT_NOTES = 1_000;
const OTHER_INVOICES = 100_000;
const CURRENCIES = ['NZD', 'USD', 'EUR', 'GBP', 'AUD', 'JPY'];

/**
 * `count` invoices sent (or paid, or overdue; every tenth a draft, which no return counts) with
 * their time of supply spread over `period`: NZD ones standard-rated (GST 3/23 of the total), one
 * in five of them partly exempt; foreign ones zero-rated exports. Each carries its frozen supply
 * rate and GST in NZD, as a send writes them (invoice-lines.ts freezeSupply).
 */
export async function seedSupplies(c: Client, ownerId: string, count: number, period: GstPeriod): Promise<void> {
  await c.query(
    `WITH base AS (SELECT coalesce((SELECT last_number FROM invoice_numbers WHERE owner_id = $1), 0) AS start),
     rows AS (
       SELECT g, base.start + g AS number, ($4::text[])[1 + g % array_length($4::text[], 1)] AS cur,
              $2::date + (g % ($3::date - $2::date + 1)) AS day, (ARRAY['sent', 'paid', 'overdue', 'sent', 'sent'])[1 + g % 5] AS st
       FROM base, generate_series(1, $5::int) AS g),
     priced AS (
       SELECT *, round((100 + (g * 7919) % 100000)::numeric, CASE WHEN cur = 'JPY' THEN 0 ELSE 2 END) AS amount,
              CASE WHEN cur = 'NZD' THEN 1 ELSE round(0.005 + (g % 997) / 400.0, 8) END AS rate
       FROM rows)
     INSERT INTO invoices (owner_id, number, counterparty, currency, amount, issued_date, due_date, status, sent_date,
                           gst_amount, zero_rated_amount, exempt_amount, supply_date, supply_rate, supply_rate_source,
                           supply_rate_type, supply_rate_date, gst_nzd)
     SELECT $1, number, 'Customer ' || (g % 500), cur, amount, day, day + 30,
            CASE WHEN g % 10 = 0 THEN 'draft' ELSE st END, CASE WHEN g % 10 = 0 THEN NULL ELSE day END,
            CASE WHEN cur = 'NZD' THEN round((amount - CASE WHEN g % 5 = 0 THEN round(amount / 4, 2) ELSE 0 END) * 3 / 23, 2) ELSE 0 END,
            CASE WHEN cur = 'NZD' THEN 0 ELSE amount END,
            CASE WHEN cur = 'NZD' AND g % 5 = 0 THEN round(amount / 4, 2) ELSE 0 END,
            CASE WHEN g % 10 = 0 THEN NULL ELSE day END, CASE WHEN g % 10 = 0 THEN NULL ELSE rate END,
            CASE WHEN g % 10 = 0 THEN NULL ELSE 'bench' END, CASE WHEN g % 10 = 0 THEN NULL ELSE 'spot' END,
            CASE WHEN g % 10 = 0 THEN NULL ELSE day END,
            CASE WHEN g % 10 = 0 OR cur <> 'NZD' THEN NULL
                 ELSE round((amount - CASE WHEN g % 5 = 0 THEN round(amount / 4, 2) ELSE 0 END) * 3 / 23, 2) END
     FROM priced`,
    [ownerId, period.from, period.to, CURRENCIES, count],
  );
  await c.query(
    `INSERT INTO invoice_numbers AS n (owner_id, last_number) VALUES ($1, $2)
     ON CONFLICT (owner_id) DO UPDATE SET last_number = n.last_number + $2`,
    [ownerId, count],
  );
}

/** Credit notes for a tenth of an NZD invoice each, issued on its day of supply, at its rate. */
export async function seedCreditNotes(c: Client, ownerId: string, count: number): Promise<void> {
  await c.query(
    `INSERT INTO credit_notes (owner_id, number, invoice_id, issued_date, reason, currency, prices_include_gst, amount, gst_amount,
                               supply_rate, supply_rate_source, supply_rate_type, supply_rate_date, gst_nzd, created_at)
     SELECT $1, row_number() OVER (ORDER BY i.number), i.id, i.supply_date, 'bench', i.currency, true, round(i.amount / 10, 2),
            round(round(i.amount / 10, 2) * 3 / 23, 2), i.supply_rate, i.supply_rate_source, i.supply_rate_type, i.supply_rate_date,
            round(round(i.amount / 10, 2) * 3 / 23, 2), now()
     FROM (SELECT * FROM invoices WHERE owner_id = $1 AND currency = 'NZD' AND status <> 'draft' AND exempt_amount = 0
           ORDER BY number LIMIT $2) i`,
    [ownerId, count],
  );
  await c.query(`UPDATE invoices i SET credited_amount = c.amount FROM credit_notes c WHERE c.invoice_id = i.id AND i.owner_id = $1`, [
    ownerId,
  ]);
}

/** The boxes the plain way: the sums straight off the tables, no views, no page of supplies, no HTTP. */
const NAIVE_BOXES_SQL = `
  SELECT (SELECT coalesce(sum(round((amount - exempt_amount) * supply_rate, 2)), 0) FROM invoices
          WHERE owner_id = $1 AND status <> 'draft' AND supply_date BETWEEN $2 AND $3 AND supply_rate IS NOT NULL) AS box5,
         (SELECT coalesce(sum(round(zero_rated_amount * supply_rate, 2)), 0) FROM invoices
          WHERE owner_id = $1 AND status <> 'draft' AND supply_date BETWEEN $2 AND $3 AND supply_rate IS NOT NULL) AS box6,
         (SELECT coalesce(-sum(round(gst_amount * supply_rate, 2)), 0) FROM credit_notes
          WHERE owner_id = $1 AND issued_date BETWEEN $2 AND $3 AND supply_rate IS NOT NULL) AS box9`;

interface Answer {
  box5: number;
  box6: number;
  box9: number;
  supplies_total: number;
  supplies: unknown[];
}

/**
 * Issue 27 item 6: the GST return (GET /me/gst/return) for a two-monthly period holding 100,000
 * invoices and 1,000 credit notes of one owner (another owner's 100,000 beside them), beside the
 * plain SQL of its three sums over the tables in the same run; target p95 < 200 ms. The answer
 * carries the boxes, the first 500 supplies and the count.
 */
export const gstReturnSuite: BenchSuite = {
  name: 'gst-return',
  async run(ctx) {
    const today = isoDateInZone(new Date(), 'Pacific/Auckland');
    const period = gstPeriodOf(today, 'two_monthly', 3);
    const owner = await signUp(ctx.base, `bench-gst-${Date.now()}@example.com`);
    const other = await signUp(ctx.base, `bench-gst-other-${Date.now()}@example.com`);
    for (const u of [owner, other])
      await u.api.rest('PUT', '/me/profile', {
        company_name: 'Bench Ltd',
        gst_registered: true,
        gst_number: '49-091-850',
        gst_filing_frequency: 'two_monthly',
        gst_balance_month: 3,
      });
    console.log(`  seeding ${OWNER_INVOICES} invoices and ${CREDIT_NOTES} credit notes in ${period.from}..${period.to}...`);
    await withClient(ctx.dbUrl, async (c) => {
      await seedSupplies(c, owner.id, OWNER_INVOICES, period);
      await seedCreditNotes(c, owner.id, CREDIT_NOTES);
      await seedSupplies(c, other.id, OTHER_INVOICES, period);
      await c.query('VACUUM ANALYZE');
    });
    const path = `/me/gst/return?from=${period.from}&to=${period.to}`;
    const check = await owner.api.rest<Answer>('GET', path);
    const raw = await withClient(ctx.dbUrl, (c) => c.query(NAIVE_BOXES_SQL, [owner.id, period.from, period.to]));
    const plain = raw.rows[0] as { box5: string; box6: string; box9: string };
    if (
      check.supplies_total !== (OWNER_INVOICES * 9) / 10 + CREDIT_NOTES ||
      check.supplies.length !== 500 ||
      [check.box5, check.box6, check.box9].join() !== [plain.box5, plain.box6, plain.box9].map(Number).join()
    )
      throw new Error(
        `GST return bench: the answer is not what the seed makes: ${JSON.stringify({ ...check, supplies: undefined, plain })}`,
      );

    const baseline = await withClient(ctx.dbUrl, (c) => time(() => c.query(NAIVE_BOXES_SQL, [owner.id, period.from, period.to]), 100, 10));
    const rest = await time(() => owner.api.rest('GET', path), 100, 10);
    const gql = await time(
      () =>
        owner.api.gql(
          `query ($from: Date!, $to: Date!) { gstReturn(from: $from, to: $to) { box5 box6 box7 box8 box9 box10 suppliesTotal supplies { label box5Nzd } } }`,
          { from: period.from, to: period.to },
        ),
      100,
      10,
    );
    const rows: BenchRow[] = [
      ...latencyRows('GST return over 100k invoices + 1k credit notes, REST /me/gst/return (500 supplies listed)', rest, baseline, 200),
      ...latencyRows('GST return over 100k invoices + 1k credit notes, GraphQL gstReturn', gql, baseline, 200),
      ratioRow('GST return REST p95 / plain SQL of its sums p95', rest.p95, baseline.p95, null),
    ];
    return rows;
  },
};
