import { bookedNzd, effectiveStatus, nzdValue, type InvoiceStatus } from '@keafx/schema';
import { startTestApp, type TestApp } from '../../../test/harness';
import { sql } from '../../database/sql';
import { effectiveStatusSql, overdueSql } from '../invoices';

/**
 * One table of cases per rule, held against both forms: the TypeScript one in schema/src and
 * the SQL one the database runs (fx.sql's functions, the invoices module's overdue fragments).
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

const TODAY = '2026-06-15';
const OVERDUE_CASES: [status: InvoiceStatus, dueDate: string, expected: InvoiceStatus][] = [
  ['sent', '2026-06-14', 'overdue'],
  ['sent', '2026-06-15', 'sent'],
  ['sent', '2026-06-16', 'sent'],
  ['sent', '2025-12-31', 'overdue'],
  ['overdue', '2026-06-14', 'overdue'],
  ['overdue', '2026-07-01', 'overdue'],
  ['draft', '2026-01-01', 'draft'],
  ['paid', '2026-01-01', 'paid'],
];

const NZD_CASES: [amount: string, rate: string | null, current: string, booked: string | null][] = [
  ['100', '0.6', '60', '60'],
  ['1200.50', '1.6543210987', '1986.01247898935', '1986.01247898935'],
  ['1000000', '0.0106', '10600', '10600'],
  ['19.99', null, '19.99', null],
  ['0', '2.5', '0', '0'],
  ['-50', '0.5', '-25', '-25'],
];

describe('the overdue rule', () => {
  test.each(OVERDUE_CASES)('%s due %s is %s on 2026-06-15, in TypeScript and in SQL', async (status, dueDate, expected) => {
    expect(effectiveStatus(status, dueDate, TODAY)).toBe(expected);
    const [row] = await sql<{ status: string; overdue: boolean }>(
      app.server.ds,
      `SELECT ${effectiveStatusSql('c.', '$3')} AS status, ${overdueSql('c.', '$3')} AS overdue
       FROM (SELECT $1::text AS status, $2::date AS due_date) c`,
      [status, dueDate, TODAY],
    );
    expect(row).toEqual({ status: expected, overdue: expected === 'overdue' });
  });
});

describe('NZD conversion', () => {
  test.each(NZD_CASES)('%s at %s is %s now and %s booked, in TypeScript and in SQL', async (amount, rate, current, booked) => {
    expect(nzdValue(amount, rate).comparedTo(current)).toBe(0);
    const tsBooked = bookedNzd(amount, rate);
    expect(tsBooked === null ? null : tsBooked.comparedTo(booked ?? 'NaN')).toBe(booked === null ? null : 0);
    const [row] = await sql<{ current: string; booked: string | null; same_now: boolean; same_booked: boolean | null }>(
      app.server.ds,
      `SELECT fx_nzd($1::numeric, $2::numeric)::text AS current, fx_booked_nzd($1::numeric, $2::numeric)::text AS booked,
              fx_nzd($1::numeric, $2::numeric) = $3::numeric AS same_now, fx_booked_nzd($1::numeric, $2::numeric) = $4::numeric AS same_booked`,
      [amount, rate, current, booked],
    );
    expect(row?.same_now).toBe(true);
    expect(row?.same_booked).toBe(booked === null ? null : true);
    expect(row?.booked === null).toBe(booked === null);
  });
});
