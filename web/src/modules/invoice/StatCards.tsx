import { useFormat } from '../preferences/useFormat';
import { StatValue } from '../../ui/StatValue';

export interface StatFigures {
  total: number;
  overdue: number;
  /** Sent invoices (SPEC: Pending = count of sent). */
  pending: number;
  /** Total exposure in NZD as a decimal string; null while it is not known. */
  exposureNzd: string | null;
  /** Why the exposure is not shown, when it is null. */
  exposureNote?: string;
  /** The exposure counts drafts too (the dashboard's Include Draft Invoices toggle). */
  includesDrafts?: boolean;
}

/** SPEC's four stat cards: Overdue turns red above 0 (and says so in words), exposure in NZD without decimals. */
export function StatCards({ total, overdue, pending, exposureNzd, exposureNote, includesDrafts }: StatFigures) {
  const fmt = useFormat();
  const n = (x: number): string => fmt.number(x, 0);
  return (
    <section className="stat-cards" aria-label="Summary">
      <article className="stat-card" aria-labelledby="stat-total">
        <h2 id="stat-total">Total Invoices</h2>
        <StatValue testId="stat-total">{n(total)}</StatValue>
      </article>
      <article className={`stat-card${overdue > 0 ? ' is-alert' : ''}`} aria-labelledby="stat-overdue">
        <h2 id="stat-overdue">Overdue</h2>
        <StatValue testId="stat-overdue">{n(overdue)}</StatValue>
        <p className="stat-note">{overdue > 0 ? '⚠ Needs attention' : 'None overdue'}</p>
      </article>
      <article className="stat-card is-pending" aria-labelledby="stat-pending">
        <h2 id="stat-pending">Pending</h2>
        <StatValue testId="stat-pending">{n(pending)}</StatValue>
        <p className="stat-note">Sent, awaiting payment</p>
      </article>
      <article className="stat-card is-exposure" aria-labelledby="stat-exposure">
        <h2 id="stat-exposure">Total Exposure</h2>
        <StatValue testId="stat-exposure">{exposureNzd === null ? '—' : fmt.baseTotal(exposureNzd)}</StatValue>
        <p className="stat-note">
          {exposureNzd === null
            ? (exposureNote ?? 'Not available')
            : `${fmt.baseNote ? `${fmt.baseNote[0]?.toUpperCase()}${fmt.baseNote.slice(1)}` : 'NZD'}, unpaid ${includesDrafts ? 'draft, ' : ''}sent and overdue invoices`}
        </p>
      </article>
    </section>
  );
}
