import { lazy, Suspense, useMemo, useState } from 'react';
import { staleRatesMessage } from '@keafx/schema';
import { Link } from 'react-router-dom';
import { serverMessage } from '../../apollo/errors';
import type { ExposureFieldsFragment } from '../../generated/graphql';
import { Loading } from '../../ui/Loading';
import { Notice } from '../../ui/Notice';
import { EmptyState, QueryState } from '../../ui/QueryState';
import { WhenVisible } from '../../ui/WhenVisible';
import { useDemoMode } from '../../layout/DemoMode';
import { EXPORTS } from '../report/download';
import { exposureItems, pieSlices, type ChartKind, type ExposureView } from './chartData';
import { useFormat } from '../preferences/useFormat';

const ExposureChart = lazy(() => import('./ExposureChart'));

export const EXPOSURE_LOAD_ERROR = 'Failed to load exposure data';

interface Props {
  exposure: ExposureFieldsFragment | undefined;
  loading: boolean;
  error: unknown;
  onRetry(): void;
}

function Toggle<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled = [],
  title,
}: {
  label: string;
  value: T;
  options: [T, string][];
  onChange(v: T): void;
  disabled?: T[];
  title?: string;
}) {
  return (
    <div className="segmented" role="group" aria-label={label} title={title}>
      {options.map(([v, text]) => (
        <button key={v} type="button" aria-pressed={value === v} disabled={disabled.includes(v)} onClick={() => onChange(v)}>
          {text}
        </button>
      ))}
    </div>
  );
}

/** Exposure analytics: chart (NZD: pie or bar; native: one bar per currency on its own scale), a table of the same figures, and the report exports. */
export function ExposurePanel({ exposure, loading, error, onRetry }: Props) {
  const fmt = useFormat();
  const [kind, setKind] = useState<ChartKind>('pie');
  const [view, setView] = useState<ExposureView>('normalized');
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { download, path } = useDemoMode();
  const stale = (exposure?.currencies ?? []).filter((c) => c.rateStale && !c.rateMissing && c.currency !== 'NZD').map((c) => c.currency);
  const items = useMemo(() => (exposure ? exposureItems(exposure, view) : []), [exposure, view]);
  const slices = useMemo(() => (exposure ? pieSlices(exposure) : []), [exposure]);
  // Native amounts are never a pie (it would add yen to dollars): they are drawn as bars, each on its own scale.
  const shownKind: ChartKind = view === 'native' ? 'bar' : kind;

  async function exportReport(format: 'csv' | 'pdf'): Promise<void> {
    const file = format === 'csv' ? EXPORTS.exposureCsv() : EXPORTS.exposurePdf();
    setBusy(true);
    setMessage(null);
    try {
      const notice = await download(
        `${file.path}?include_drafts=${exposure?.includeDrafts ? 'true' : 'false'}`,
        file.filename,
        `${format.toUpperCase()} report`,
      );
      setMessage({ kind: 'success', text: notice ?? `Exposure report exported as ${format.toUpperCase()}.` });
    } catch (e) {
      console.error(`Error exporting ${format.toUpperCase()} report`, e);
      setMessage({ kind: 'error', text: serverMessage(e, `Error exporting ${format.toUpperCase()} report`) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="exposure-title">
      <div className="card-header">
        <div>
          <h2 id="exposure-title">FX Exposure</h2>
          {/* Always drawn (and two lines tall on a phone), so the controls below it stay put when the figures arrive. */}
          <p className="muted small card-subtitle">
            Unpaid {exposure?.includeDrafts ? 'draft, ' : ''}sent and overdue invoices at today&apos;s rates
            {exposure?.rateSnapshotDate ? ` (rates of ${fmt.date(exposure.rateSnapshotDate)})` : ''}.
          </p>
        </div>
        <div className="btn-row">
          <Toggle<ChartKind>
            label="Chart type"
            value={shownKind}
            options={[
              ['pie', 'Pie'],
              ['bar', 'Bar'],
            ]}
            onChange={setKind}
            disabled={view === 'native' ? ['pie'] : []}
            title={view === 'native' ? 'A pie cannot add amounts in different currencies: switch to NZD for a pie' : undefined}
          />
          <Toggle<ExposureView>
            label="Amounts"
            value={view}
            options={[
              ['normalized', 'NZD'],
              ['native', 'Native'],
            ]}
            onChange={setView}
          />
          <button type="button" className="btn btn-secondary btn-small" disabled={busy} onClick={() => void exportReport('csv')}>
            Export CSV
          </button>
          <button type="button" className="btn btn-secondary btn-small" disabled={busy} onClick={() => void exportReport('pdf')}>
            Export PDF
          </button>
        </div>
      </div>
      {message && (
        <Notice kind={message.kind} onDismiss={() => setMessage(null)}>
          {message.text}
        </Notice>
      )}
      {/* While loading, as tall as the chart that replaces it, so what follows is not pushed down when it comes. */}
      <div className="exposure-body" data-loading={loading && !exposure && !error ? '' : undefined}>
        <QueryState
          loading={loading && !exposure}
          loadingText="Loading exposure..."
          error={error}
          errorText={EXPOSURE_LOAD_ERROR}
          onRetry={onRetry}
          isEmpty={items.length === 0}
          empty={<EmptyState title="No open exposure" text="Send an invoice in a foreign currency and its NZD value shows here." />}
        >
          {exposure && exposure.warnings.length > 0 && (
            <div className="alert alert-warning" role="status">
              <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
                {exposure.warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </div>
          )}
          {stale.length > 0 && (
            <div className="alert alert-warning" role="status" data-testid="dashboard-stale-warning">
              <p style={{ margin: 0 }}>
                {staleRatesMessage(stale)} <Link to={path('/rates')}>Check or record rates on the Rates screen</Link>.
              </p>
            </div>
          )}
          <div className="grid-2">
            {/* Below the fold on a phone: recharts loads when the chart scrolls into view. */}
            <WhenVisible placeholder={<div className="chart-box" />}>
              <Suspense fallback={<Loading label="Loading chart..." />}>
                <ExposureChart items={items} slices={slices} kind={shownKind} view={view} />
              </Suspense>
            </WhenVisible>
            <div>
              <div className="table-wrap table-stack">
                <table className="data chart-legend-table">
                  <caption className="visually-hidden">Exposure by currency</caption>
                  <thead>
                    <tr>
                      <th scope="col">Currency</th>
                      <th scope="col" className="num">
                        Amount
                      </th>
                      <th scope="col" className="num">
                        NZD value
                      </th>
                      <th scope="col" className="num">
                        Share
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((i, n) => {
                      const c = exposure?.currencies[n];
                      return (
                        <tr key={i.name}>
                          <td data-label="Currency">
                            <span className="swatch" style={{ background: i.fill }} aria-hidden="true" />
                            {i.name}
                            {c?.rateMissing ? (
                              <>
                                {' '}
                                (<Link to={path('/rates')}>no rate</Link>)
                              </>
                            ) : c?.rateStale ? (
                              <>
                                {' '}
                                (
                                <Link to={path('/rates')} aria-label={`${i.name} stale rate: see Rates`}>
                                  stale rate
                                </Link>
                                )
                              </>
                            ) : (
                              ''
                            )}
                          </td>
                          <td className="num" data-label="Amount">
                            {fmt.money(i.rawValue, i.name, { whole: true })}
                          </td>
                          <td className="num" data-label="NZD value">
                            {fmt.nzd(i.normalizedValue)}
                          </td>
                          <td className="num" data-label="Share">
                            {fmt.decimal(String(i.share))}%
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row">Total</th>
                      <td />
                      <td className="num">
                        <strong>{exposure ? fmt.nzd(exposure.totalNzd) : ''}</strong>
                      </td>
                      <td className="num">100%</td>
                    </tr>
                  </tfoot>
                </table>
              </div>
              {exposure && fmt.baseNote && (
                <p className="small" style={{ marginTop: 'var(--space-3)' }} data-testid="exposure-base-total">
                  Total {fmt.baseTotal(exposure.totalNzd)}, {fmt.baseNote}.
                </p>
              )}
              {exposure && (
                <p className="muted small" style={{ marginTop: 'var(--space-3)' }}>
                  {exposure.dueHorizonText}
                </p>
              )}
            </div>
          </div>
        </QueryState>
      </div>
    </section>
  );
}
