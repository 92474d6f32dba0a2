import { useMutation, useQuery } from '@apollo/client/react';
import { WEBHOOK_EVENTS, WEBHOOK_URL_MAX } from '@keafx/schema';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../apollo/errors';
import {
  DeleteWebhookDocument,
  RegisterWebhookDocument,
  ResendWebhookDeliveryDocument,
  ResumeWebhookDocument,
  WebhookDeliveriesDocument,
  WebhooksDocument,
} from '../../generated/graphql';
import { QueryState } from '../../ui/QueryState';
import { useFormat } from '../preferences/useFormat';

const EVENT_LABELS: Record<(typeof WEBHOOK_EVENTS)[number], string> = {
  'invoice.status_changed': 'Invoice status changed (sent, paid, overdue)',
  'exposure.changed': 'Exposure changed',
  'exposure.threshold_crossed': 'Exposure threshold crossed',
  'report.completed': 'Report completed',
};

/** The latest deliveries of one endpoint, each with a re-send button (none when `readOnly`). */
function Deliveries({ webhookId, readOnly }: { webhookId: string; readOnly: boolean }) {
  const { data, loading, error, refetch } = useQuery(WebhookDeliveriesDocument, { variables: { webhookId } });
  const [resend, resending] = useMutation(ResendWebhookDeliveryDocument, { refetchQueries: [WebhookDeliveriesDocument] });
  const [status, setStatus] = useState('');
  const list = data?.webhookDeliveries ?? [];
  return (
    <QueryState
      loading={loading}
      error={error}
      loadingText="Loading deliveries..."
      errorText="Failed to load the deliveries. Please try again."
      onRetry={() => void refetch()}
      isEmpty={list.length === 0}
      empty={<p className="small muted">No deliveries yet.</p>}
    >
      <p role="status" aria-live="polite" className="small muted">
        {status}
      </p>
      {resending.error && (
        <div className="alert alert-error" role="alert">
          <p>{serverMessage(resending.error, 'Failed to re-send. Please try again.')}</p>
        </div>
      )}
      <div className="table-wrap">
        <table className="data">
          <caption className="visually-hidden">Recent deliveries</caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Status</th>
              <th scope="col">Attempts</th>
              <th scope="col">Last answer</th>
              <th scope="col">When</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((d) => (
              <tr key={d.id}>
                <td>{d.eventType}</td>
                <td>{d.status}</td>
                <td>{d.attempts}</td>
                <td style={{ whiteSpace: 'normal', minWidth: 180, maxWidth: 320, overflowWrap: 'anywhere' }}>
                  {d.lastStatusCode !== null && d.lastStatusCode !== undefined
                    ? `HTTP ${d.lastStatusCode}${d.lastLatencyMs !== null && d.lastLatencyMs !== undefined ? ` in ${d.lastLatencyMs} ms` : ''}`
                    : (d.lastError ?? '—')}
                </td>
                <td>{d.createdAt.replace('T', ' ').slice(0, 16)}</td>
                <td>
                  {!readOnly && (
                    <button
                      type="button"
                      className="btn btn-secondary btn-small"
                      disabled={resending.loading}
                      aria-label={`Re-send ${d.eventType} delivery`}
                      onClick={() =>
                        void resend({ variables: { webhookId, deliveryId: d.id } }).then(
                          () => setStatus('Queued to send again.'),
                          () => undefined,
                        )
                      }
                    >
                      Re-send
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </QueryState>
  );
}

/**
 * Settings, API access: webhook endpoints (register, delete) and their recent deliveries.
 * `readOnly` (a member): the endpoints and deliveries only, without the form or the buttons that change them.
 */
export function WebhooksSection({ demo, readOnly = false }: { demo: boolean; readOnly?: boolean }) {
  const { data, loading, error, refetch } = useQuery(WebhooksDocument, { skip: demo });
  const [register, registering] = useMutation(RegisterWebhookDocument, { refetchQueries: [WebhooksDocument] });
  const [remove, removing] = useMutation(DeleteWebhookDocument, { refetchQueries: [WebhooksDocument] });
  const [resume, resuming] = useMutation(ResumeWebhookDocument, { refetchQueries: [WebhooksDocument] });
  const fmt = useFormat();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['invoice.status_changed']);
  const [secret, setSecret] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const hooks = data?.webhooks ?? [];

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    void register({ variables: { input: { url, events } } }).then(
      (r) => {
        setSecret(r.data?.registerWebhook.secret ?? null);
        setUrl('');
        setStatus('Webhook registered. Copy its signing secret now: it will not be shown again.');
      },
      () => undefined,
    );
  };
  const toggle = (ev: string, on: boolean): void => setEvents((now) => (on ? [...now, ev] : now.filter((x) => x !== ev)));

  return (
    <section className="card" aria-labelledby="webhooks-title">
      <div className="card-header">
        <h2 id="webhooks-title">Webhooks</h2>
        <p role="status" aria-live="polite" className="small muted" style={{ margin: 0 }}>
          {status}
        </p>
      </div>
      <p className="small muted">
        Kea FX POSTs each event as signed JSON (header <code>Kea-Signature</code>, HMAC-SHA256 with the endpoint's secret) and retries
        failures with backoff.
      </p>
      {!readOnly && (
        <form onSubmit={submit} aria-label="Register a webhook">
          <div className="field">
            <label htmlFor="webhook-url">Endpoint URL</label>
            <input
              id="webhook-url"
              type="url"
              inputMode="url"
              placeholder="https://example.com/kea-fx"
              value={url}
              maxLength={WEBHOOK_URL_MAX}
              required
              disabled={demo}
              onChange={(e) => setUrl(e.target.value)}
            />
          </div>
          <fieldset style={{ border: 0, padding: 0, margin: 'var(--space-3) 0' }}>
            <legend className="small" style={{ fontWeight: 700 }}>
              Events
            </legend>
            {WEBHOOK_EVENTS.map((ev) => (
              <label key={ev} style={{ display: 'flex', gap: 'var(--space-2)', alignItems: 'center', minHeight: 36 }}>
                <input type="checkbox" checked={events.includes(ev)} disabled={demo} onChange={(e) => toggle(ev, e.target.checked)} />
                {EVENT_LABELS[ev]}
              </label>
            ))}
          </fieldset>
          <div className="btn-row" style={{ marginBottom: 'var(--space-4)' }}>
            <button type="submit" className="btn" disabled={demo || registering.loading || !url.trim() || events.length === 0}>
              Register webhook
            </button>
          </div>
        </form>
      )}
      {registering.error && (
        <div className="alert alert-error" role="alert">
          <p>{serverMessage(registering.error, 'Failed to register the webhook. Please try again.', { url: 'Endpoint URL' })}</p>
        </div>
      )}
      {secret && (
        <div className="alert alert-success" role="region" aria-label="Your webhook signing secret">
          <p>
            Signing secret (shown only now): <code style={{ wordBreak: 'break-all' }}>{secret}</code>
          </p>
          <div className="btn-row">
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() =>
                void navigator.clipboard?.writeText(secret).then(
                  () => setStatus('Copied the secret.'),
                  () => setStatus('Copy failed: select it and copy by hand.'),
                )
              }
            >
              Copy secret
            </button>
            <button type="button" className="btn btn-ghost btn-small" onClick={() => setSecret(null)}>
              Done
            </button>
          </div>
        </div>
      )}
      {removing.error && (
        <div className="alert alert-error" role="alert">
          <p>{serverMessage(removing.error, 'Failed to delete the webhook. Please try again.')}</p>
        </div>
      )}
      {resuming.error && (
        <div className="alert alert-error" role="alert">
          <p>{serverMessage(resuming.error, 'Failed to resume the webhook. Please try again.')}</p>
        </div>
      )}
      {demo ? (
        <p className="small muted">Webhooks are not available in the demo.</p>
      ) : (
        <QueryState
          loading={loading}
          error={error}
          loadingText="Loading your webhooks..."
          errorText="Failed to load your webhooks. Please try again."
          onRetry={() => void refetch()}
          isEmpty={hooks.length === 0}
          empty={<p className="muted">No webhooks yet.</p>}
        >
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {hooks.map((h) => (
              <li key={h.id} style={{ marginBottom: 'var(--space-4)' }}>
                <p>
                  <strong style={{ wordBreak: 'break-all' }}>{h.url}</strong>
                  <br />
                  <span className="small muted">{h.events.join(', ')}</span>
                </p>
                {h.pausedAt && (
                  <div className="alert alert-warning" role="status">
                    <p>
                      Paused on {fmt.date(h.pausedAt.slice(0, 10))}: its last {h.failedInARow} deliveries failed every attempt, so it gets
                      no new ones. Check that the address answers with a 2xx, then resume it.
                    </p>
                  </div>
                )}
                <div className="btn-row">
                  {h.pausedAt && !readOnly && (
                    <button
                      type="button"
                      className="btn btn-small"
                      disabled={resuming.loading}
                      aria-label={`Resume webhook ${h.url}`}
                      onClick={() =>
                        void resume({ variables: { id: h.id } }).then(
                          () => setStatus('Webhook resumed: new events will be delivered again.'),
                          () => undefined,
                        )
                      }
                    >
                      Resume
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    aria-expanded={open === h.id}
                    onClick={() => setOpen(open === h.id ? null : h.id)}
                  >
                    {open === h.id ? 'Hide deliveries' : 'Recent deliveries'}
                  </button>
                  {!readOnly && (
                    <button
                      type="button"
                      className="btn btn-danger btn-small"
                      disabled={removing.loading}
                      aria-label={`Delete webhook ${h.url}`}
                      onClick={() => {
                        if (window.confirm(`Delete the webhook to ${h.url}?`))
                          void remove({ variables: { id: h.id } }).then(
                            () => setStatus('Webhook deleted.'),
                            () => undefined,
                          );
                      }}
                    >
                      Delete
                    </button>
                  )}
                </div>
                {open === h.id && <Deliveries webhookId={h.id} readOnly={readOnly} />}
              </li>
            ))}
          </ul>
        </QueryState>
      )}
    </section>
  );
}
