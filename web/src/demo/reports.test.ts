import { readFileSync } from 'node:fs';
import path from 'node:path';
import { graphql } from 'graphql';
import { demoAuditLogCsv, demoTaxTimeFiles } from './reports';
import { executableSchema, type ResolverMap } from './schema';
import { createResolvers } from './resolvers';
import { DemoStore } from './store';
import Papa from 'papaparse';
import { Exact, FX_CONVERSION_CSV_HEADER, invoiceLabel, isFooterRecord } from '@keafx/schema';
import { parse } from 'csv-parse/sync';

const typeDefs = readFileSync(path.join(__dirname, '../../../schema/schema.graphql'), 'utf8');
const NOW = new Date('2026-11-22T21:30:00Z'); // 2026-11-23 in Auckland

const PREVIEW = `query($t: ReportTemplate!, $from: Date!, $to: Date!, $s: [ReportSection!]) {
  reportPreview(template: $t, from: $from, to: $to, sections: $s) {
    inRange sections
    exposure { month amounts { currency amount } totalNzd invoices }
    fxGains { realisedNzd paidInvoices paidWithoutGain unrealisedNzd }
    overdue { count longestDays rows { label counterparty daysOverdue priority } }
    breakdown { totalNzd rows { currency share nzd } }
    trends { counterparty averageDays totalInvoices trend }
  }
}`;

async function preview(vars: Record<string, unknown>) {
  const store = new DemoStore(() => NOW);
  const schema = executableSchema(typeDefs, createResolvers(store) as ResolverMap);
  return graphql({ schema, source: PREVIEW, variableValues: { from: '2026-01-01', to: '2026-12-31', ...vars } }) as Promise<{
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- ad-hoc query shape
    data?: any;
    errors?: readonly { message: string; extensions: Record<string, unknown> }[];
  }>;
}

describe('demo reportPreview', () => {
  it('overdue summary over the sample invoices, with the shared priority bands', async () => {
    const r = await preview({ t: 'OVERDUE_SUMMARY' });
    expect(r.errors).toBeUndefined();
    expect(r.data.reportPreview.inRange).toBe(12);
    expect(r.data.reportPreview.overdue).toEqual({
      count: 2,
      longestDays: 18,
      rows: [
        { label: 'INV-0001', counterparty: 'Acme Corporation', daysOverdue: 18, priority: 'Medium' },
        { label: 'INV-0002', counterparty: 'Global Trade GmbH', daysOverdue: 5, priority: 'Low' },
      ],
    });
  });

  it('monthly exposure: open sample invoices at today, the four columns', async () => {
    const r = await preview({ t: 'EXPOSURE_SUMMARY', from: '2026-11-01', to: '2026-11-30' });
    const [row] = r.data.reportPreview.exposure;
    expect(row.month).toBe('2026-11');
    expect(row.amounts).toEqual([
      { currency: 'USD', amount: '19800.00' },
      { currency: 'EUR', amount: '8750.00' },
      { currency: 'GBP', amount: '5200.00' },
      { currency: 'JPY', amount: '1250000' },
    ]);
  });

  it("FX gains beside the monthly exposure: the sums of the FX Conversion Log's realised and unrealised columns", async () => {
    const r = await preview({ t: 'EXPOSURE_SUMMARY', from: '2026-01-01', to: '2026-12-31' });
    const rows = Papa.parse<string[]>(demoTaxTimeFiles(new DemoStore(() => NOW), '2026-01-01', '2026-12-31', 'x')[1]?.csv ?? '').data;
    const sum = (kind: string, column: number) =>
      rows
        .filter((x) => x[4] === kind)
        .reduce((t, x) => t.plus(x[column] ?? '0'), new Exact(0))
        .toFixed(2);
    const gains = r.data.reportPreview.fxGains;
    expect(gains).toEqual({
      realisedNzd: sum('Settled when paid', 10),
      paidInvoices: rows.filter((x) => x[4] === 'Settled when paid').length,
      paidWithoutGain: 0,
      unrealisedNzd: sum('Open: valued at current rate', 11),
    });
    expect(gains.paidInvoices).toBeGreaterThan(0);
    // Other templates carry none; a range with no payments realised nothing.
    expect((await preview({ t: 'OVERDUE_SUMMARY' })).data.reportPreview.fxGains).toBeNull();
    const before = await preview({ t: 'EXPOSURE_SUMMARY', from: '2020-01-01', to: '2020-01-31' });
    expect(before.data.reportPreview.fxGains).toEqual({ realisedNzd: '0.00', paidInvoices: 0, paidWithoutGain: 0, unrealisedNzd: '0.00' });
  });

  it("currency breakdown and payment trends are SPEC's fixed sample figures", async () => {
    const b = await preview({ t: 'CURRENCY_BREAKDOWN' });
    expect(b.data.reportPreview.breakdown.rows).toEqual([
      { currency: 'USD', share: 35, nzd: '54600' },
      { currency: 'EUR', share: 28, nzd: '43680' },
      { currency: 'GBP', share: 22, nzd: '34320' },
      { currency: 'JPY', share: 15, nzd: '23400' },
    ]);
    const t = await preview({ t: 'PAYMENT_TRENDS' });
    expect(
      t.data.reportPreview.trends.map((x: { averageDays: number; totalInvoices: number; trend: string }) => [
        x.averageDays,
        x.totalInvoices,
        x.trend,
      ]),
    ).toEqual([
      [28, 12, 'Improving'],
      [45, 8, 'Slowing'],
      [18, 15, 'Stable'],
    ]);
  });

  it('refuses a range that ends before it starts, as the api does', async () => {
    const r = await preview({ t: 'OVERDUE_SUMMARY', from: '2026-06-01', to: '2026-05-01' });
    expect(r.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0]?.message).toBe('to must be on or after from');
  });
});

/** A CSV as a strict reader reads it (csv-parse: RFC 4180, one column count, no stray quotes). */
const strict = (text: string): string[][] => parse(text, { bom: true, relax_column_count: false, relax_quotes: false }) as string[][];

describe('demoTaxTimeFiles', () => {
  it("makes SPEC's five CSVs and the GST return with _demo names and the sample-data footer", () => {
    const store = new DemoStore(() => NOW);
    const files = demoTaxTimeFiles(store, '2026-01-01', '2026-12-31', '2026-11-23 10:30 NZDT');
    expect(files.map((f) => f.fileName)).toEqual([
      'invoice_ledger_2026-11-23_demo.csv',
      'fx_conversion_log_2026-11-23_demo.csv',
      'audit_trail_2026-11-23_demo.csv',
      'write_off_report_2026-11-23_demo.csv',
      'tax_time_summary_2026-11-23_demo.csv',
      'gst_return_2026-11-23_demo.csv',
    ]);
    for (const f of files) {
      // As the api writes them: the BOM, one width (strict RFC 4180), the footer as the last record.
      expect(f.csv.startsWith('\uFEFF')).toBe(true);
      const records = strict(f.csv);
      expect(records.at(-1)?.[0]).toBe(
        'Generated by Kea FX 2026-11-23 10:30 NZDT. This is sample data from demo mode and is not for filing.',
      );
      expect(isFooterRecord(records.at(-1) ?? [])).toBe(true);
    }
    const ledger = strict(files[0]?.csv ?? '');
    expect(ledger[0]?.slice(0, 3)).toEqual(['Invoice #', 'Invoice ID', 'Company']);
    expect(ledger).toHaveLength(1 + 12 + 1);
  });

  it('writes numbers plain (12345.67, never "12.345,67") by the same rule as the api, whatever the demo number format', () => {
    const store = new DemoStore(() => NOW);
    store.setPreferences({ numberFormat: 'period' });
    const files = demoTaxTimeFiles(store, '2026-01-01', '2026-12-31', '2026-11-23 10:30 NZDT');
    const cells = files.flatMap((f) => strict(f.csv).flat());
    // Grouped or with a decimal comma: a number written for a person, which a spreadsheet reads as text.
    expect(cells.filter((c) => /^-?\d{1,3}(?:[.,\u00a0 ]\d{3})+(?:[.,]\d+)?$|^-?\d+,\d+$/.test(c))).toEqual([]);
    const amounts = strict(files[0]?.csv ?? '')
      .slice(1, -1)
      .map((r) => r[4]);
    expect(amounts.length).toBeGreaterThan(0);
    for (const a of amounts) expect(a).toMatch(/^\d+(\.\d\d)?$/);
    expect(files.every((f) => !/"-?\d/.test(f.csv))).toBe(true);
  });

  it("logs conversions in the api's columns: booked, settled with the realised gain, open with the unrealised gain", () => {
    const store = new DemoStore(() => NOW);
    const files = demoTaxTimeFiles(store, '2026-01-01', '2026-12-31', '2026-11-23 10:30 NZDT');
    const rows = Papa.parse<string[]>(files[1]?.csv ?? '').data.filter((r) => r.length > 1);
    expect(rows[0]).toEqual([...FX_CONVERSION_CSV_HEADER]);
    for (const r of rows) expect(r).toHaveLength(FX_CONVERSION_CSV_HEADER.length);
    const settled = rows.filter((r) => r[4] === 'Settled when paid');
    const open = rows.filter((r) => r[4] === 'Open: valued at current rate');
    expect(settled.length).toBeGreaterThan(0);
    expect(open.length).toBeGreaterThan(0);
    for (const r of settled) {
      const inv = store.invoices.find((i) => invoiceLabel(i.number) === r[0]);
      expect(r[10]).toBe(
        new Exact(inv?.amount ?? 0).times(new Exact(store.rates[inv?.currency ?? ''] ?? '1').minus(inv?.bookedRate ?? 0)).toFixed(2),
      );
      expect(r[11]).toBe('');
    }
    for (const r of open) expect(r[10]).toBe('');
  });
});

describe('demoAuditLogCsv (Settings, Export Audit Log in the demo)', () => {
  it('the demo log oldest first, in the demo date format and NZ time, with the _demo name and the sample-data footer', () => {
    const store = new DemoStore(() => NOW);
    store.setPreferences({ dateFormat: 'yyyy-mm-dd' });
    const { fileName, csv } = demoAuditLogCsv(store, '2026-11-23 10:30 NZDT');
    expect(fileName).toBe('audit_log_2026-11-23_demo.csv');
    expect(strict(csv)[0]).toHaveLength(9);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Seq,Timestamp,Actor,Action,Entity Type,Entity ID,Message,Previous Hash,Hash');
    expect(lines).toHaveLength(store.audit.length + 2);
    // The oldest sample entry is 30 minutes before NOW (10:30 NZDT); the newest is the preferences change.
    expect(lines[1]).toBe('1,2026-11-23 10:00:00,demo user,demo.sample,demo,,Demo export: CSV report (simulated),,');
    expect(lines.at(-2)).toBe(
      `${store.audit.length},2026-11-23 10:30:00,demo user,preferences.updated,demo,,Updated demo preferences (not saved),,`,
    );
    expect(lines.at(-1)).toBe(
      'Generated by Kea FX 2026-11-23 10:30 NZDT. This is sample data from demo mode and is not for filing.,,,,,,,,',
    );
  });
});
