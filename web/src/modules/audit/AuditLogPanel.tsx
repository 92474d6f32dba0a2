import { useQuery } from '@apollo/client/react';
import { AuditEventsDocument } from '../../generated/graphql';
import { EmptyState, QueryState } from '../../ui/QueryState';
import { useFormat } from '../preferences/useFormat';
import { AuditMessage } from './AuditMessage';

/** SPEC: the audit log panel shows at most 50 entries, newest first. */
export const AUDIT_PANEL_LIMIT = 50;

/** Audit entries, newest first: when, what, and who (a business has several people, and the system acts too). */
export function AuditList({ events }: { events: { id: string; createdAt: string; message: string; actor: string }[] }) {
  const fmt = useFormat();
  return (
    // Focusable: a list that scrolls must scroll by keyboard too.
    <ol className="audit-list" tabIndex={0} aria-label="Audit entries, newest first">
      {events.map((e) => (
        <li key={e.id}>
          <time dateTime={e.createdAt}>{fmt.dateTime(e.createdAt)}</time>
          <AuditMessage text={e.message} />
          <span className="audit-actor small muted">by {e.actor}</span>
        </li>
      ))}
    </ol>
  );
}

/** The audit log; the demo dashboard calls it 'Audit Trail' (SPEC section 2). */
export function AuditLogPanel({ title = 'Audit Log' }: { title?: string }) {
  const { data, loading, error, refetch } = useQuery(AuditEventsDocument, { variables: { limit: AUDIT_PANEL_LIMIT, offset: 0 } });
  const events = data?.auditEvents.items ?? [];
  return (
    <section className="card defer-render" aria-labelledby="audit-title">
      <div className="card-header">
        <h2 id="audit-title">{title}</h2>
        <span className="muted small">Newest first, last {AUDIT_PANEL_LIMIT}</span>
      </div>
      <QueryState
        loading={loading && !data}
        error={error}
        errorText="Failed to load the audit log. Please try again."
        onRetry={() => void refetch()}
        isEmpty={events.length === 0}
        empty={<EmptyState title="No activity yet" text="Every change to your invoices will be recorded here." />}
      >
        <AuditList events={events} />
      </QueryState>
    </section>
  );
}
