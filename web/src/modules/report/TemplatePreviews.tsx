import { NO_OVERDUE_CHEER, NO_OVERDUE_TITLE, overduePreviewNote, REPORT_CURRENCY_COLUMNS } from '@keafx/schema';
import type { ReportPreviewQuery } from '../../generated/graphql';
import { EmptyState } from '../../ui/QueryState';
import { ComplianceTable } from '../hedges/ComplianceTable';
import { useFormat } from '../preferences/useFormat';

type Preview = ReportPreviewQuery['reportPreview'];

/** SPEC's 'Monthly Exposure Report Preview': month, USD, EUR, GBP, JPY, Total (NZD). */
export function ExposurePreview({ rows }: { rows: NonNullable<Preview['exposure']> }) {
  const f = useFormat();
  if (rows.length === 0) return <EmptyState title="No months to show" text="The range starts after today: nothing was open yet." />;
  return (
    <div className="table-wrap table-stack">
      <table className="data">
        <caption className="visually-hidden">Open foreign-currency invoices at each month end</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            {REPORT_CURRENCY_COLUMNS.map((c) => (
              <th key={c} scope="col" className="num">
                {c}
              </th>
            ))}
            <th scope="col" className="num">
              Total (NZD)
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.month}>
              <th scope="row" data-label="Month" className="cell-wide">
                {r.label}
              </th>
              {r.amounts.map((a) => (
                <td key={a.currency} className="num" data-label={a.currency}>
                  {f.money(a.amount, a.currency)}
                </td>
              ))}
              <td className="num" data-label="Total (NZD)">
                <strong>{f.nzd(r.totalNzd)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A gain or loss in NZD with its cents and an explicit sign ("+$52.00", "−$20.00"); zero has none. */
function signedNzd(f: ReturnType<typeof useFormat>, amount: string): string {
  const n = Number(amount);
  const text = f.money(Math.abs(n), 'NZD');
  return n > 0 ? `+${text}` : n < 0 ? `−${text}` : text;
}

/** The exposure summary's FX gains: realised on invoices paid in the range, unrealised today on those still open. */
export function FxGainsSummary({ gains }: { gains: NonNullable<Preview['fxGains']> }) {
  const f = useFormat();
  const paid = `${gains.paidInvoices} ${gains.paidInvoices === 1 ? 'invoice' : 'invoices'} paid in the range`;
  return (
    <section className="fx-gains" aria-labelledby="fx-gains-title">
      <h4 id="fx-gains-title">FX gains and losses</h4>
      <dl className="fx-gains-list">
        <div>
          <dt>Realised</dt>
          <dd data-testid="fx-realised">{signedNzd(f, gains.realisedNzd)}</dd>
          <dd className="muted small">
            {paid}, at the rate each settled at against its booking rate
            {gains.paidWithoutGain > 0 ? `; ${gains.paidWithoutGain} without a booking or settlement rate, not counted` : ''}
          </dd>
        </div>
        <div>
          <dt>Unrealised today</dt>
          <dd data-testid="fx-unrealised">{signedNzd(f, gains.unrealisedNzd)}</dd>
          <dd className="muted small">Open invoices issued in the range, at today&apos;s rates against their booking rates</dd>
        </div>
      </dl>
    </section>
  );
}

/** The exposure summary's hedge policy compliance today, in the Hedges screen's table, with its over-hedge warnings. */
export function CompliancePreview({ compliance }: { compliance: NonNullable<Preview['hedgeCompliance']> }) {
  const f = useFormat();
  return (
    <section className="report-compliance" aria-labelledby="report-compliance-title">
      <h4 id="report-compliance-title">Hedge policy compliance</h4>
      <p className="muted small">
        Open forward contracts against sent and overdue invoices by when they fall due, as of {f.date(compliance.asOf)}.
      </p>
      {compliance.warnings.map((w) => (
        <p key={w} className="alert alert-warning">
          {w}
        </p>
      ))}
      <ComplianceTable currencies={compliance.currencies} compact />
    </section>
  );
}

const PRIORITY_CLASS: Record<string, string> = { High: 'priority-high', Medium: 'priority-medium', Low: 'priority-low' };

/** The Overdue Invoice Summary: most overdue first, SPEC's priority bands, and its two texts when none. */
export function OverduePreview({ overdue }: { overdue: NonNullable<Preview['overdue']> }) {
  const f = useFormat();
  if (overdue.count === 0) return <EmptyState title={NO_OVERDUE_TITLE} text={NO_OVERDUE_CHEER} />;
  const note = overduePreviewNote(overdue.rows.length, overdue.count);
  return (
    <>
      <p className="report-summary">
        <strong>{overdue.count}</strong> overdue {overdue.count === 1 ? 'invoice' : 'invoices'} ({f.nzd(overdue.totalNzd)} NZD); the longest
        is <strong>{overdue.longestDays}</strong> {overdue.longestDays === 1 ? 'day' : 'days'} overdue.
      </p>
      {note && <p className="muted small report-preview-note">{note}</p>}
      <div className="table-wrap table-stack">
        <table className="data">
          <caption className="visually-hidden">Overdue invoices, most overdue first</caption>
          <thead>
            <tr>
              <th scope="col">Invoice #</th>
              <th scope="col">Company</th>
              <th scope="col" className="num">
                Amount
              </th>
              <th scope="col" className="num">
                Days Overdue
              </th>
              <th scope="col">Priority</th>
            </tr>
          </thead>
          <tbody>
            {overdue.rows.map((r) => (
              <tr key={r.id}>
                <th scope="row" data-label="Invoice #">
                  {r.label}
                </th>
                <td data-label="Company">{r.counterparty}</td>
                <td className="num" data-label="Amount">
                  {f.money(r.amount, r.currency)}
                </td>
                <td className="num" data-label="Days Overdue">
                  {r.daysOverdue}
                </td>
                <td data-label="Priority">
                  <span className={`badge ${PRIORITY_CLASS[r.priority] ?? ''}`}>{r.priority}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export interface ShareCard {
  currency: string;
  share: number;
  amount: string;
  nzd: string | null;
}

/** Share cards: the four report currencies always, then any other invoiced currency. */
export function shareCards(rows: NonNullable<Preview['breakdown']>['rows']): ShareCard[] {
  const byCode = new Map(rows.map((r) => [r.currency, r]));
  const four = REPORT_CURRENCY_COLUMNS.map((c) => {
    const r = byCode.get(c);
    return { currency: c, share: r?.share ?? 0, amount: r?.amount ?? '0', nzd: r?.nzd ?? '0' };
  });
  const others = rows
    .filter((r) => !(REPORT_CURRENCY_COLUMNS as readonly string[]).includes(r.currency))
    .map((r) => ({ currency: r.currency, share: r.share, amount: r.amount, nzd: r.nzd }));
  return [...four, ...others];
}

/** The Currency Breakdown Report: each currency's share, amount and a bar. */
export function BreakdownCards({ cards, totalNzd }: { cards: ShareCard[]; totalNzd: string | null }) {
  const f = useFormat();
  return (
    <>
      {totalNzd !== null && (
        <p className="report-summary">Shares of {f.nzd(totalNzd)} NZD invoiced (sent, overdue and paid), at current rates.</p>
      )}
      <ul className="share-cards">
        {cards.map((c) => (
          <li key={c.currency} className="share-card">
            <div className="share-card-head">
              <span className="badge currency-badge">{c.currency}</span>
              <span className="share-value">{c.share.toFixed(1)}%</span>
            </div>
            <p className="share-amount">{f.money(c.amount, c.currency)}</p>
            {c.nzd !== null && <p className="muted small">{f.nzd(c.nzd)} NZD</p>}
            <div className="share-bar" role="img" aria-label={`${c.currency} ${c.share.toFixed(1)}% of the total`}>
              <div className="share-bar-fill" style={{ width: `${Math.min(100, Math.max(0, c.share))}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

const TREND_CLASS: Record<string, string> = { Improving: 'trend-improving', Stable: 'trend-stable', Slowing: 'trend-slowing' };

/** Payment Trends Analysis: company, average days to pay, invoices, SPEC's trend. */
export function TrendsPreview({ rows }: { rows: NonNullable<Preview['trends']> }) {
  if (rows.length === 0)
    return (
      <EmptyState title="No paid invoices in this date range" text="Trends appear once customers have paid invoices issued in the range." />
    );
  return (
    <div className="table-wrap table-stack">
      <table className="data">
        <caption className="visually-hidden">Average days from sending to payment by customer</caption>
        <thead>
          <tr>
            <th scope="col">Company</th>
            <th scope="col" className="num">
              Avg Days to Pay
            </th>
            <th scope="col" className="num">
              Total Invoices
            </th>
            <th scope="col">Trend</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.counterparty}>
              <th scope="row" data-label="Company" className="cell-wide">
                {r.counterparty}
              </th>
              <td className="num" data-label="Avg Days to Pay">
                {r.averageDays.toFixed(1)} days
              </td>
              <td className="num" data-label="Total Invoices">
                {r.totalInvoices}
                {r.paidInvoices !== r.totalInvoices ? ` (${r.paidInvoices} paid)` : ''}
              </td>
              <td data-label="Trend">
                <span className={`badge ${TREND_CLASS[r.trend] ?? ''}`}>{r.trend}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
