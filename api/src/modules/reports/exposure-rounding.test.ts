import { Decimal } from 'decimal.js';
import { bearer, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { buildInvoice } from '../../../test/factories';
import { binary, parseCsv, pdfText } from '../../../test/files';

// Renders PDFs in Chromium: more than jest's 5 s default on a loaded machine.
jest.setTimeout(60_000);

/**
 * Issue 26: "the same exposure is 615,980.74, .75 and .72 in three exports". Every invoice
 * below is worth a half cent in NZD at the built-in rates (USD 1.54, EUR 1.69, GBP 1.97, AUD
 * 1.01, JPY 0.0103), and each currency holds an odd number of them, so rounding each invoice,
 * or each currency, before adding drifts by cents. The total must be the exact sum rounded once,
 * the same to the cent everywhere.
 */
const RATES: Record<string, string> = { USD: '1.54', EUR: '1.69', GBP: '1.97', AUD: '1.01', JPY: '0.0103' };
const AMOUNTS: Record<string, string[]> = {
  USD: ['100.25', '250.75', '1000.25', '12345.75', '99.25', '7.75', '500025.25'],
  EUR: ['200.50', '1500.50', '33.50', '99999.50', '10.50', '4321.50', '77.50'],
  GBP: ['300.50', '12.50', '640.50', '8888.50', '45.50', '1000.50', '2.50'],
  AUD: ['10.50', '20.50', '30.50', '4000.50', '55.50', '66.50', '777.50'],
  JPY: ['150', '1050', '25050', '1000050', '350', '9950', '123450'],
};
const INVOICES = Object.entries(AMOUNTS).flatMap(([currency, amounts]) => amounts.map((amount) => ({ currency, amount })));
const exact = (i: { currency: string; amount: string }): Decimal => new Decimal(i.amount).times(RATES[i.currency] ?? 1);
const cents = (d: Decimal): string => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
const grouped = (fixed: string): string => fixed.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

let app: TestApp;
let owner: TestUser;
const RANGE = 'from=2026-01-01&to=2026-06-30';

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.register('exposure-rounding');
  for (const [n, i] of INVOICES.entries()) {
    await buildInvoice(app, owner, {
      ...i,
      counterparty: `Customer ${n % 4}`,
      status: 'sent',
      issued_date: '2026-05-01',
      sent_date: '2026-05-01',
      due_date: '2026-07-15',
    });
  }
  // Written off: owed no more, so in no exposure total; still invoiced in the period (GBP 1,000.00 at 1.97).
  await buildInvoice(app, owner, {
    counterparty: 'Gone Ltd',
    currency: 'GBP',
    amount: '1000.00',
    status: 'sent',
    issued_date: '2026-05-01',
    sent_date: '2026-05-01',
    due_date: '2026-05-20',
    archived: true,
    written_off: true,
  });
});
afterAll(async () => {
  await app.stop();
});

const get = (path: string) =>
  app
    .http()
    .get(path)
    .set(...bearer(owner));
const getPdf = async (path: string) => pdfText((await get(path).buffer(true).parse(binary)).body as Buffer);
const csvRow = (text: string, first: string): string[] | undefined => parseCsv(text).rows.find((r) => r[0] === first);

describe('the total exposure, to the cent, in every answer and export', () => {
  const total = cents(INVOICES.reduce((s, i) => s.plus(exact(i)), new Decimal(0)));

  it('drifts when summed from rounded invoices or rounded currencies (so the data tests something)', () => {
    const perInvoice = cents(INVOICES.reduce((s, i) => s.plus(cents(exact(i))), new Decimal(0)));
    const perCurrency = cents(
      Object.keys(AMOUNTS).reduce(
        (s, c) => s.plus(cents(INVOICES.filter((i) => i.currency === c).reduce((t, i) => t.plus(exact(i)), new Decimal(0)))),
        new Decimal(0),
      ),
    );
    expect(perInvoice).not.toBe(total);
    expect(perCurrency).not.toBe(total);
    expect(new Set([total, perInvoice, perCurrency]).size).toBe(3);
  });

  it('is the exposure answer (REST and GraphQL)', async () => {
    const rest = await get('/me/exposure');
    expect(rest.status).toBe(200);
    expect((rest.body.total_nzd as number).toFixed(2)).toBe(total);
    const gql = await app.gql<{ exposure: { totalNzd: string } }>(owner.token, '{ exposure { totalNzd } }');
    expect(gql.data?.exposure.totalNzd).toBe(total);
  });

  it('is the exposure report (CSV and PDF)', async () => {
    expect(csvRow((await get('/me/exposure/report/csv')).text, 'Total (NZD)')?.at(-1)).toBe(total);
    expect(await getPdf('/me/exposure/report/pdf')).toContain(`NZD ${grouped(total)}`);
  });

  it("is the Monthly Exposure Report's month to date (CSV and PDF)", async () => {
    const csv = await get(`/me/reports/exposure-summary/csv?${RANGE}`);
    expect(csv.status).toBe(200);
    expect(csvRow(csv.text, '2026-06')?.at(-1)).toBe(total);
    expect(csvRow(csv.text, '2026-05')?.at(-1)).toBe(total);
    expect(await getPdf(`/me/reports/exposure-summary/pdf?${RANGE}`)).toContain(grouped(total));
  });

  it("is the tax-time bundle's open total for the period", async () => {
    const res = await get(`/me/reports/tax-time/tax-time-summary?${RANGE}`);
    expect(res.status).toBe(200);
    expect(csvRow(res.text, 'Still open from this period (NZD at current rates)')?.[1]).toBe(total);
    expect(csvRow(res.text, 'Still open from this period (invoices)')?.[1]).toBe(String(INVOICES.length));
    expect(csvRow(res.text, 'Invoiced in period (NZD at current rates)')?.[1]).toBe(cents(new Decimal(total).plus('1970')));
  });

  it("is the scenario export's current exposure", async () => {
    const res = await get('/me/scenarios/export/csv?shocks=USD:0.1');
    expect(res.status).toBe(200);
    expect(res.text).toContain(`,Current exposure (NZD),${total},`);
  });
});
