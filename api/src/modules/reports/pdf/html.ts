import { DEFAULT_DISPLAY_FORMAT, formatDate, formatDecimalText, roundToMinor, type DisplayFormat } from '@keafx/schema';
import { Decimal } from 'decimal.js';
import { fontFaces, PDF_FONT_STACK } from './fonts';

/** Escapes text for HTML element content and attribute values. */
export function esc(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An exact decimal string grouped with `digits` decimals in a number format: "1234567.5" → "1,234,567.50" (comma). */
export function grouped(value: Decimal.Value, digits = 2, numberFormat: DisplayFormat['numberFormat'] = 'comma'): string {
  return formatDecimalText(new Decimal(value).toDecimalPlaces(digits, Decimal.ROUND_HALF_UP).toFixed(digits), numberFormat);
}

export const NZD = (value: Decimal.Value, numberFormat?: DisplayFormat['numberFormat']): string => `NZD ${grouped(value, 2, numberFormat)}`;

/** How a PDF writes figures and dates: the owner's number and date formats, exact. */
export interface PdfFormat {
  /** An exact decimal with `digits` decimals ("1.234,50"). */
  num(value: Decimal.Value, digits?: number): string;
  /** "NZD 1.234,50". */
  nzd(value: Decimal.Value): string;
  /** An amount rounded to its currency's minor unit, with its code ("USD 1.234,50"). */
  amount(value: Decimal.Value, currency: string): string;
  /** An exact decimal text as it stands, in the number format (rates, shares). */
  text(value: string): string;
  /** A YYYY-MM-DD date in the date format. */
  date(iso: string | null | undefined): string;
  /** A chart caption: 12.3k, 1.2M, in the number format. */
  compact(value: string): string;
}

export function pdfFormat(f: DisplayFormat = DEFAULT_DISPLAY_FORMAT): PdfFormat {
  return {
    num: (value, digits = 2) => grouped(value, digits, f.numberFormat),
    nzd: (value) => NZD(value, f.numberFormat),
    amount: (value, currency) => `${currency} ${formatDecimalText(roundToMinor(value, currency), f.numberFormat)}`,
    text: (value) => formatDecimalText(value, f.numberFormat),
    date: (iso) => formatDate(iso, f.dateFormat),
    compact: (value) => compact(value, f.numberFormat),
  };
}

const STYLE = `
  @page { size: A4; }
  .parties { display: flex; gap: 24px; margin-bottom: 14px; }
  .party { flex: 1; border: 1px solid #d8dee6; border-radius: 6px; padding: 8px 10px; line-height: 1.5; }
  .party h2 { margin: 0 0 4px; font-size: 10px; text-transform: uppercase; letter-spacing: .05em; color: #5b6675; }
  .seller-brand { display: flex; align-items: center; gap: 10px; font-weight: bold; font-size: 15px; color: #1d2430; }
  .seller-brand .brand-logo { display: block; max-height: 56px; max-width: 160px; }
  .payment .instructions { margin: 2px 0 0; line-height: 1.5; }
  .missing { color: #b42318; font-style: italic; }
  * { box-sizing: border-box; }
  body { font-family: ${PDF_FONT_STACK}; font-size: 10.5px; color: #1d2430; margin: 0; }
  header { border-bottom: 2px solid #0f766e; padding-bottom: 8px; margin-bottom: 14px; display: flex; justify-content: space-between; align-items: flex-end; }
  header .brand { color: #0f766e; font-weight: bold; font-size: 12px; letter-spacing: .04em; }
  h1 { font-size: 19px; margin: 2px 0 0; }
  h2 { font-size: 13px; margin: 18px 0 6px; color: #0f766e; }
  .muted { color: #5b6573; }
  .banner { background: #f0fdfa; border: 1px solid #99f6e4; border-radius: 4px; padding: 6px 10px; margin-bottom: 10px; }
  .warning { background: #fff7ed; border: 1px solid #fdba74; border-radius: 4px; padding: 6px 10px; margin: 6px 0; }
  table { width: 100%; border-collapse: collapse; margin: 4px 0 8px; }
  th, td { text-align: left; padding: 4px 6px; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
  th { background: #f3f4f6; font-size: 9.5px; }
  td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  tr { page-break-inside: avoid; }
  thead { display: table-header-group; }
  .lines td:first-child { width: 48%; overflow-wrap: anywhere; }
  .totals { width: 60%; margin: 0 0 8px auto; }
  .totals td:first-child { text-align: right; color: #5b6573; }
  .totals tr:last-child td { border-top: 2px solid #1d2430; border-bottom: none; font-size: 12px; color: #1d2430; }
  .tax-notes { margin: 4px 0 10px; page-break-inside: avoid; }
  .tax-notes p { margin: 2px 0; }
  .badge { display: inline-block; padding: 1px 6px; border-radius: 8px; font-size: 9px; font-weight: bold; }
  .HIGH, .overdue { background: #fee2e2; color: #991b1b; }
  .MEDIUM, .sent { background: #fef3c7; color: #92400e; }
  .LOW, .paid { background: #dcfce7; color: #166534; }
  .draft { background: #e5e7eb; color: #374151; }
  .kv td:first-child { width: 38%; color: #5b6573; }
  .empty { text-align: center; padding: 24px; }
  .cards { display: flex; flex-wrap: wrap; gap: 8px; }
  .card { border: 1px solid #e5e7eb; border-radius: 6px; padding: 8px; width: 31%; }
  .bar { height: 6px; background: #e5e7eb; border-radius: 3px; margin-top: 4px; }
  .bar > div { height: 6px; background: #0f766e; border-radius: 3px; }
`;

/**
 * A whole report document: no scripts, nothing fetched (CSP), the owner's data escaped, and the
 * fonts for every script it holds embedded (fonts.ts), so it renders the same on any machine;
 * `currency` (an invoice's) says which Han style its market reads. `brand` (HTML, escaped) heads
 * it in place of the product's name: a customer's invoice is the owner's document.
 */
export function documentHtml(title: string, subtitle: string, body: string, opts: { currency?: string; brand?: string } = {}): string {
  const brand = opts.brand ?? '<div class="brand">KEA FX</div>';
  const content = `<header><div>${brand}<h1>${esc(title)}</h1></div><div class="muted">${esc(subtitle)}</div></header>
${body}`;
  return `<!doctype html><html lang="en-NZ"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:">
<title>${esc(title)}</title><style>${fontFaces(title + content, 'block', opts.currency)}
${STYLE}</style></head><body>
${content}
</body></html>`;
}

export interface Column<T> {
  head: string;
  cell: (row: T) => string;
  num?: boolean;
}

/** A table whose cells are already-escaped HTML. */
export function table<T>(columns: Column<T>[], rows: T[]): string {
  const head = columns.map((c) => `<th${c.num ? ' class="num"' : ''}>${esc(c.head)}</th>`).join('');
  const body = rows.map((r) => `<tr>${columns.map((c) => `<td${c.num ? ' class="num"' : ''}>${c.cell(r)}</td>`).join('')}</tr>`).join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

export function keyValues(pairs: [string, string][]): string {
  return `<table class="kv"><tbody>${pairs.map(([k, v]) => `<tr><td>${esc(k)}</td><td>${v}</td></tr>`).join('')}</tbody></table>`;
}

export function badge(text: string, cls: string): string {
  return `<span class="badge ${esc(cls)}">${esc(text)}</span>`;
}

/**
 * A bar chart as inline SVG: one bar per point, value labels above, category labels below.
 * Geometry only uses floats; the labels print the exact values.
 */
export function barChartSvg(
  points: { label: string; value: string; caption?: string }[],
  opts: { width?: number; height?: number } = {},
): string {
  const width = opts.width ?? 680;
  const height = opts.height ?? 200;
  const top = 18;
  const bottom = 28;
  const plot = height - top - bottom;
  const max = Math.max(1, ...points.map((p) => Number(p.value)));
  const slot = points.length ? width / points.length : width;
  const barWidth = Math.min(48, slot * 0.6);
  const bars = points
    .map((p, i) => {
      const h = Math.max(0, (Number(p.value) / max) * plot);
      const x = i * slot + (slot - barWidth) / 2;
      const y = top + plot - h;
      return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${barWidth.toFixed(1)}" height="${h.toFixed(1)}" fill="#0f766e" rx="2"/>
<text x="${(x + barWidth / 2).toFixed(1)}" y="${(y - 4).toFixed(1)}" font-size="8" text-anchor="middle" fill="#1d2430">${esc(p.caption ?? p.value)}</text>
<text x="${(x + barWidth / 2).toFixed(1)}" y="${height - 12}" font-size="8.5" text-anchor="middle" fill="#5b6573">${esc(p.label)}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">
<line x1="0" y1="${top + plot}" x2="${width}" y2="${top + plot}" stroke="#cbd5e1"/>${bars}</svg>`;
}

/** Compact NZD for chart captions: 12.3k, 1.2M (12,3k in the period number format). */
export function compact(value: string, numberFormat: DisplayFormat['numberFormat'] = 'comma'): string {
  const n = new Decimal(value);
  const text = (d: Decimal): string => formatDecimalText(d.toFixed(1), numberFormat);
  if (n.abs().gte(1_000_000)) return `${text(n.div(1_000_000).toDecimalPlaces(1))}M`;
  if (n.abs().gte(1000)) return `${text(n.div(1000).toDecimalPlaces(1))}k`;
  return n.toDecimalPlaces(0).toFixed(0);
}
