import { useQuery } from '@apollo/client/react';
import { auditCodeWords, datedFileName } from '@keafx/schema';
import { useState, type ReactNode } from 'react';
import { serverMessage } from '../../apollo/errors';
import { AuditFacetsDocument, AuditTrailDocument, VerifyAuditTrailDocument } from '../../generated/graphql';
import { EmptyState, QueryState } from '../../ui/QueryState';
import { AuditMessage } from '../audit/AuditMessage';
import { useFormat } from '../preferences/useFormat';
import { downloadFile } from '../report/download';

/** Events per page of the Audit Trail tab. */
export const AUDIT_TRAIL_PAGE = 25;

interface Filter {
  entityType: string;
  action: string;
  from: string;
  to: string;
}
const NO_FILTER: Filter = { entityType: '', action: '', from: '', to: '' };

/**
 * Settings, Audit Trail: the owner's trail, newest first, paged and filtered; the chain's
 * verification; the CSV export. `exportControl` replaces the export button (the demo's, which
 * makes the file in the browser).
 */
export function AuditTrailTab({ exportControl }: { exportControl?: ReactNode }) {
  const fmt = useFormat();
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const [offset, setOffset] = useState(0);
  const [exportState, setExportState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const badRange = Boolean(filter.from && filter.to && filter.to < filter.from);
  const facets = useQuery(AuditFacetsDocument, { fetchPolicy: 'cache-and-network' });
  const { data, previousData, loading, error, refetch } = useQuery(AuditTrailDocument, {
    skip: badRange,
    fetchPolicy: 'cache-and-network',
    variables: {
      limit: AUDIT_TRAIL_PAGE,
      offset,
      entityType: filter.entityType || null,
      action: filter.action || null,
      from: filter.from || null,
      to: filter.to || null,
    },
  });
  const shown = data ?? previousData;
  const events = shown?.auditEvents.items ?? [];
  const filtered = Object.values(filter).some(Boolean);

  const set = (patch: Partial<Filter>): void => {
    setFilter({ ...filter, ...patch });
    setOffset(0);
  };

  const exportCsv = (): void => {
    setExportState({ busy: true, error: null });
    void downloadFile('/me/reports/audit-log/csv', datedFileName('audit_log', 'csv', new Date().toISOString().slice(0, 10))).then(
      () => setExportState({ busy: false, error: null }),
      (e: unknown) => setExportState({ busy: false, error: serverMessage(e, 'Error exporting CSV report') }),
    );
  };

  // Codes stay the filter's values; a person reads them as words.
  const select = (id: string, label: string, value: string, options: string[], key: 'entityType' | 'action') => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => set({ [key]: e.target.value })}>
        <option value="">All</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {auditCodeWords(o)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section className="card" aria-labelledby="audit-trail-title">
      <div className="card-header">
        <div>
          <h2 id="audit-trail-title">Audit Trail</h2>
          <VerificationBadge />
        </div>
        <div className="audit-export">
          {exportControl ?? (
            <button type="button" className="btn" onClick={exportCsv} disabled={exportState.busy}>
              {exportState.busy ? 'Exporting...' : 'Export Audit Log (CSV)'}
            </button>
          )}
        </div>
      </div>
      {exportState.error && (
        <div className="alert alert-error" role="alert">
          <p>{exportState.error}</p>
        </div>
      )}
      <div className="audit-filters" role="group" aria-label="Filter the audit trail">
        {select('audit-entity', 'Entity', filter.entityType, facets.data?.auditFacets.entityTypes ?? [], 'entityType')}
        {select('audit-action', 'Action', filter.action, facets.data?.auditFacets.actions ?? [], 'action')}
        <div className="field">
          <label htmlFor="audit-from">From</label>
          <input id="audit-from" type="date" value={filter.from} onChange={(e) => set({ from: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="audit-to">To</label>
          <input
            id="audit-to"
            type="date"
            value={filter.to}
            aria-invalid={badRange || undefined}
            aria-describedby={badRange ? 'audit-range-error' : undefined}
            onChange={(e) => set({ to: e.target.value })}
          />
        </div>
      </div>
      {badRange && (
        <p className="field-error" id="audit-range-error" role="alert">
          The end date must be on or after the start date.
        </p>
      )}
      {filtered && (
        <p>
          <button type="button" className="btn btn-ghost btn-small" onClick={() => set(NO_FILTER)}>
            Clear filters
          </button>
        </p>
      )}
      {!badRange && (
        <QueryState
          loading={loading && !shown}
          error={error}
          loadingText="Loading the audit trail..."
          errorText="Failed to load the audit trail. Please try again."
          onRetry={() => void refetch()}
          isEmpty={events.length === 0}
          empty={
            <EmptyState
              title={filtered ? 'No events match these filters' : 'No activity yet'}
              text={filtered ? 'Try another entity, action or date range.' : 'Every change you make will be recorded here.'}
            />
          }
        >
          <div className="table-wrap audit-wrap" aria-live="polite" aria-busy={loading}>
            <table className="data audit-table">
              <caption className="visually-hidden">Audit events, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Time</th>
                  <th scope="col">Action</th>
                  <th scope="col">Actor</th>
                  <th scope="col">Message</th>
                </tr>
              </thead>
              <tbody>
                {events.map((e) => (
                  <tr key={e.id}>
                    <td className="num audit-seq">{e.seq}</td>
                    <td className="audit-time">
                      <time dateTime={e.createdAt}>{fmt.dateTime(e.createdAt)}</time>
                    </td>
                    <td className="audit-action" title={e.action}>
                      {auditCodeWords(e.action)}
                    </td>
                    <td className="audit-actor">{e.actor}</td>
                    <td className="message">
                      <AuditMessage text={e.message} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="pager" aria-label="Audit trail pages">
            <button
              type="button"
              className="btn btn-secondary btn-small"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - AUDIT_TRAIL_PAGE))}
            >
              ← Newer
            </button>
            <span className="small muted">
              Events {offset + 1}–{offset + events.length}
            </span>
            <button
              type="button"
              className="btn btn-secondary btn-small"
              disabled={!shown?.auditEvents.hasMore}
              onClick={() => setOffset(offset + AUDIT_TRAIL_PAGE)}
            >
              Older →
            </button>
          </nav>
        </QueryState>
      )}
    </section>
  );
}

/** The hash chain's verification: verified, or broken at its first bad event. */
function VerificationBadge() {
  const { data, loading, error } = useQuery(VerifyAuditTrailDocument, { fetchPolicy: 'network-only' });
  const v = data?.verifyAuditTrail;
  return (
    <p role="status" aria-live="polite" style={{ margin: 'var(--space-1) 0 0' }}>
      {loading && <span className="small muted">Verifying the chain...</span>}
      {error && <span className="badge verify-broken">Verification unavailable</span>}
      {v?.ok && (
        <span className="badge verify-badge verify-ok" title="Every event is present, unchanged and linked">
          ✓ Chain verified · {v.checked} {v.checked === 1 ? 'event' : 'events'}
        </span>
      )}
      {v && !v.ok && (
        <span className="badge verify-badge verify-broken">
          ✗ Chain broken at event #{v.brokenAtSeq}: {v.reason}
        </span>
      )}
    </p>
  );
}
