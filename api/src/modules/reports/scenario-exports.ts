import {
  datedFileName,
  Exact,
  formatDecimalText,
  formatGeneratedAt,
  RUN_SCENARIO,
  SCENARIO_EXPORT_QUERY,
  type ShockVector,
} from '@keafx/schema';
import { parsed } from '../../http/command';
import { ValidationError } from '../../errors';
import { atOneMoment, type ServiceContext } from '../../request-context';
import { describeShocks, parseCompareIds, presentComparison, presentRun, type PresentedRun, type ScenariosService } from '../scenarios';
import { csvSections, displayCell, type Cell, type ExportFormat } from './csv';
import { CSV_TYPE, PDF_TYPE, type ExportFile, type ExportsService } from './exports.service';
import { barChartSvg, documentHtml, esc, keyValues, pdfFormat, table, type PdfFormat } from './pdf/html';
import type { PdfRenderer } from './pdf/pdf-renderer';

export type ScenarioExportFormat = 'csv' | 'pdf';

/**
 * The query string of a current-scenario export, `shocks=USD:0.1,EUR:-0.05&include_drafts=true`,
 * as the body the scenario service reads (SCENARIO_EXPORT_QUERY); the run's own command then
 * checks currencies and ranges.
 */
export function parseScenarioExportQuery(q: Record<string, unknown>): { shocks: Record<string, number>; include_drafts: boolean } {
  const query = parsed(SCENARIO_EXPORT_QUERY.rest, q, undefined);
  return { shocks: query.shocks, include_drafts: query.includeDrafts };
}

export function parseExportFormat(raw: unknown): ScenarioExportFormat {
  if (raw === 'csv' || raw === 'pdf') return raw;
  throw new ValidationError([{ field: 'format', message: 'format must be csv or pdf' }]);
}

/**
 * A fraction as a signed percent: 0.025 → "+2.5%", in the owner's number format for a PDF ("+2,5%"
 * in the period format), a plain machine number in a CSV (`forCsv`: CSV numbers never follow it).
 */
const pct = (fraction: string | number, fmt: ExportFormat, forCsv = false): string => {
  const p = new Exact(fraction).times(100).toFixed();
  return `${p.startsWith('-') ? '' : '+'}${forCsv ? p : formatDecimalText(p, fmt.numberFormat)}%`;
};
/** "USD +10%, EUR -2,5%": a shock vector, its percents as `pct` writes them. */
const shocksText = (shocks: ShockVector, fmt: ExportFormat, forCsv = false): string =>
  Object.entries(shocks)
    .map(([c, s]) => `${c} ${pct(s ?? 0, fmt, forCsv)}`)
    .join(', ');
const runShocks = (r: PresentedRun): ShockVector => Object.fromEntries(r.shocks.map((s) => [s.currency, s.shock]));

function runRows(r: PresentedRun, fmt: ExportFormat, forCsv = false): Cell[][] {
  return [
    ['As of', r.asOf],
    ['Rate snapshot date', r.rateSnapshotDate ?? ''],
    ['Include drafts', r.includeDrafts],
    ['Shocks', shocksText(runShocks(r), fmt, forCsv)],
    ['Weighted shock (%)', r.shockPercent],
    ['Current exposure (NZD)', r.totalCurrent],
    ['Shocked exposure (NZD)', r.totalShocked],
    ['Impact (NZD)', r.totalImpact],
    ['Affected invoices', r.affectedInvoiceCount],
    ['Guidance', r.guidance.text],
  ];
}

function runHtml(r: PresentedRun, fmt: ExportFormat, f: PdfFormat): string {
  const foreign = r.lines.filter((l) => l.currency !== 'NZD');
  const signedNzd = (v: string): string => `${new Exact(v).isNegative() ? '' : '+'}${f.nzd(v)}`;
  return `${r.warnings.map((w) => `<div class="warning">${esc(w)}</div>`).join('')}
<div class="banner">Impact <strong>${esc(signedNzd(r.totalImpact))}</strong> on ${esc(f.nzd(r.totalCurrent))} of exposure (${esc(f.nzd(r.totalShocked))} after the shock).</div>
${keyValues(runRows(r, fmt).map(([k, v]) => [String(k), esc(displayCell(v, fmt))]))}
<h2>Shocked NZD value per currency</h2>
${barChartSvg(foreign.map((l) => ({ label: l.currency, value: l.shockedNzd, caption: f.compact(l.shockedNzd) })))}
${table(
  [
    { head: 'Currency', cell: (l: (typeof foreign)[number]) => esc(l.currency) },
    { head: 'Shock', cell: (l) => esc(pct(l.shock, fmt)), num: true },
    { head: 'Invoices', cell: (l) => String(l.invoiceCount), num: true },
    { head: 'Current (NZD)', cell: (l) => esc(f.num(l.currentNzd)), num: true },
    { head: 'Shocked (NZD)', cell: (l) => esc(f.num(l.shockedNzd)), num: true },
    { head: 'Impact (NZD)', cell: (l) => esc(f.num(l.impact)), num: true },
  ],
  foreign,
)}`;
}

const LINE_HEADER = ['Currency', 'Shock (%)', 'Invoices', 'Current (NZD)', 'Shocked (NZD)', 'Impact (NZD)'];
const percentOf = (fraction: string): string => new Exact(fraction).times(100).toFixed();
const lineCells = (r: PresentedRun): Cell[][] =>
  r.lines.map((l) => [l.currency, percentOf(l.shock), l.invoiceCount, l.currentNzd, l.shockedNzd, l.impact]);

/**
 * The Scenario Analysis page's exports, rendered with the reports' CSV and PDF renderers and
 * audited like every export: the current (unsaved) scenario, and a comparison of two saved ones.
 */
export class ScenarioExportsService {
  constructor(
    private readonly reports: ExportsService,
    private readonly scenarios: ScenariosService,
    private readonly renderer: PdfRenderer,
  ) {}

  /** The PDF subtitle: when it was made, in the owner's date format and time zone. */
  private generated(caller: ServiceContext, fmt: ExportFormat): string {
    return `Generated ${formatGeneratedAt(caller.clock.now(), fmt.timeZone, fmt.dateFormat)}`;
  }

  /** The shocks of the query string run on today's exposure, as CSV or PDF, in the owner's formats. Throws ValidationError on bad input. */
  async current(
    ctx: ServiceContext,
    query: { shocks: Record<string, number>; includeDrafts: boolean },
    format: ScenarioExportFormat,
  ): Promise<ExportFile> {
    const request = { shocks: query.shocks, include_drafts: query.includeDrafts };
    const run = presentRun(await this.scenarios.run(ctx, parsed(RUN_SCENARIO.rest, request, undefined)));
    const caller = atOneMoment(ctx);
    const fileName = datedFileName('scenario', format, caller.clock.today());
    const shocks = describeShocks(runShocks(run));
    return this.reports.audited(caller, failure(format), async () => {
      const fmt = await this.reports.formatFor(caller);
      const footer = this.reports.footer(caller, fmt);
      const body =
        format === 'pdf'
          ? await this.renderer.render(documentHtml('Scenario Analysis', this.generated(caller, fmt), runHtml(run, fmt, pdfFormat(fmt))), {
              footerText: footer,
            })
          : Buffer.from(
              csvSections(
                [
                  { title: 'Scenario', header: ['Field', 'Value'], rows: runRows(run, fmt, true) },
                  { title: 'Per currency', header: LINE_HEADER, rows: lineCells(run) },
                  ...(run.warnings.length ? [{ title: 'Warnings', header: [], rows: run.warnings.map((w) => [w]) }] : []),
                ],
                footer,
                fmt,
              ),
            );
      return {
        file: { fileName, contentType: format === 'pdf' ? PDF_TYPE : CSV_TYPE, body },
        event: {
          entityType: 'export',
          entityId: null,
          action: `export.scenario_${format}`,
          message: `Exported a scenario (${shocks}) as ${format.toUpperCase()}: impact NZD ${run.totalImpact} on NZD ${run.totalCurrent}`,
          after: {
            shocks: run.shocks.map((s) => ({ currency: s.currency, shock: s.shock })),
            includeDrafts: run.includeDrafts,
            impact: run.totalImpact,
          },
        },
      };
    });
  }

  /** Two saved scenarios side by side (as saved and today), as CSV or PDF in the owner's formats; NOT_FOUND for another owner's id. */
  async comparison(ctx: ServiceContext, ids: unknown, format: ScenarioExportFormat): Promise<ExportFile> {
    const c = presentComparison(await this.scenarios.compare(ctx, parseCompareIds(ids)));
    const [a, b] = c.scenarios as [(typeof c.scenarios)[number], (typeof c.scenarios)[number]];
    const [nowA, nowB] = c.current as [PresentedRun, PresentedRun];
    const caller = atOneMoment(ctx);
    const fileName = datedFileName('scenario_comparison', format, caller.clock.today());
    const diff = (x: string, y: string) => new Exact(y).minus(x).toFixed(2);
    const fmt = await this.reports.formatFor(caller);
    const f = pdfFormat(fmt);
    const summary = (forCsv: boolean): Cell[][] => [
      ['Tags', a.tags.join('; '), b.tags.join('; '), null],
      ['Shocks', shocksText(a.record.shocks, fmt, forCsv), shocksText(b.record.shocks, fmt, forCsv), null],
      ['Rate snapshot date', a.rateSnapshotDate, b.rateSnapshotDate, null],
      ['Exposure when saved (NZD)', a.totalExposure, b.totalExposure, diff(a.totalExposure, b.totalExposure)],
      ['Impact when saved (NZD)', a.impactAmount, b.impactAmount, c.impactDifference],
      ["Impact at today's rates (NZD)", nowA.totalImpact, nowB.totalImpact, diff(nowA.totalImpact, nowB.totalImpact)],
      ['Similar (impacts under 500 NZD apart)', c.similar, c.similar, null],
      ["Similar at today's rates", c.similarNow, c.similarNow, null],
    ];
    const currencies = [...new Set([...a.saved.lines, ...b.saved.lines].map((l) => l.currency))].filter((x) => x !== 'NZD');
    const lineOf = (r: PresentedRun, cur: string) => r.lines.find((l) => l.currency === cur);
    const perCurrency: Cell[][] = currencies.map((cur) => {
      const la = lineOf(a.saved, cur);
      const lb = lineOf(b.saved, cur);
      return [
        cur,
        percentOf(la?.shock ?? '0'),
        la?.impact ?? '0.00',
        percentOf(lb?.shock ?? '0'),
        lb?.impact ?? '0.00',
        diff(la?.impact ?? '0', lb?.impact ?? '0'),
      ];
    });
    const perHeader = [
      'Currency',
      `${a.name}: shock (%)`,
      `${a.name}: impact (NZD)`,
      `${b.name}: shock (%)`,
      `${b.name}: impact (NZD)`,
      'Impact difference (NZD)',
    ];
    return this.reports.audited(caller, failure(format), async () => {
      let body: Buffer;
      const footer = this.reports.footer(caller, fmt);
      if (format === 'pdf') {
        const html = `<div class="banner">${c.similar ? 'Similar' : 'Not similar'}: the saved impacts differ by ${esc(f.nzd(new Exact(c.impactDifference).abs().toFixed()))} (similar means under ${esc(f.nzd('500'))}).</div>
${table([{ head: '', cell: (r: Cell[]) => esc(r[0]) }, ...[a.name, b.name, 'Difference'].map((head, i) => ({ head, cell: (r: Cell[]) => esc(displayCell(r[i + 1], fmt)), num: true }))], summary(false))}
<h2>Per currency, as saved</h2>
${table(
  perHeader.map((head, i) => ({ head, cell: (r: Cell[]) => esc(displayCell(r[i], fmt)), num: i > 0 })),
  perCurrency,
)}`;
        body = await this.renderer.render(documentHtml(`Scenario comparison: ${a.name} and ${b.name}`, this.generated(caller, fmt), html), {
          footerText: footer,
        });
      } else {
        body = Buffer.from(
          csvSections(
            [
              { title: 'Comparison', header: ['', a.name, b.name, 'Difference'], rows: summary(true) },
              { title: 'Per currency, as saved', header: perHeader, rows: perCurrency },
            ],
            footer,
            fmt,
          ),
        );
      }
      return {
        file: { fileName, contentType: format === 'pdf' ? PDF_TYPE : CSV_TYPE, body },
        event: {
          entityType: 'export',
          entityId: null,
          action: `export.scenario_comparison_${format}`,
          message: `Exported the comparison of "${a.name}" and "${b.name}" as ${format.toUpperCase()}`,
          after: { ids: [a.id, b.id] },
        },
      };
    });
  }
}

const failure = (format: ScenarioExportFormat): string => (format === 'pdf' ? 'Error exporting PDF report' : 'Error exporting CSV report');
