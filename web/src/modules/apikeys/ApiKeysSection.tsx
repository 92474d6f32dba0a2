import { useMutation, useQuery } from '@apollo/client/react';
import { API_KEY_NAME_MAX, API_KEY_SCOPES } from '@keafx/schema';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../apollo/errors';
import { ApiKeysDocument, CreateApiKeyDocument, RevokeApiKeyDocument } from '../../generated/graphql';
import { QueryState } from '../../ui/QueryState';
import { useFormat } from '../preferences/useFormat';

const day = (iso: string | null | undefined): string => (iso ? iso.slice(0, 10) : '');

/**
 * Settings, API access: the owner's API keys; a new key's secret is shown once, with a copy button.
 * `readOnly` (a member): the list only, without the form or Revoke.
 */
export function ApiKeysSection({ demo, readOnly = false }: { demo: boolean; readOnly?: boolean }) {
  const fmt = useFormat();
  const { data, loading, error, refetch } = useQuery(ApiKeysDocument, { skip: demo });
  const [create, creating] = useMutation(CreateApiKeyDocument, { refetchQueries: [ApiKeysDocument] });
  const [revoke, revoking] = useMutation(RevokeApiKeyDocument, { refetchQueries: [ApiKeysDocument] });
  const [name, setName] = useState('');
  const [scope, setScope] = useState<string>('read');
  const [expires, setExpires] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    setStatus('');
    void create({ variables: { input: { name, scope, expiresAt: expires || null } } }).then(
      (r) => {
        setSecret(r.data?.createApiKey.key ?? null);
        setName('');
        setExpires('');
        setStatus('API key created. Copy it now: it will not be shown again.');
      },
      () => undefined,
    );
  };
  const copy = (): void => {
    if (!secret) return;
    void navigator.clipboard?.writeText(secret).then(
      () => setStatus('Copied the key to the clipboard.'),
      () => setStatus('Copy failed: select the key and copy it by hand.'),
    );
  };
  const keys = data?.apiKeys ?? [];

  return (
    <section className="card" aria-labelledby="apikeys-title">
      <div className="card-header">
        <h2 id="apikeys-title">API keys</h2>
        <p role="status" aria-live="polite" className="small muted" style={{ margin: 0 }}>
          {status}
        </p>
      </div>
      <p className="small muted">
        A program (an accounting add-on, a spreadsheet, a nightly job) sends a key as <code>Authorization: Bearer &lt;key&gt;</code>. A read
        key can only read.
      </p>
      {!readOnly && (
        <form className="form-grid" onSubmit={submit} aria-label="Create an API key">
          <div className="field">
            <label htmlFor="apikey-name">Key name</label>
            <input
              id="apikey-name"
              value={name}
              maxLength={API_KEY_NAME_MAX}
              required
              disabled={demo}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="apikey-scope">Scope</label>
            <select id="apikey-scope" value={scope} disabled={demo} onChange={(e) => setScope(e.target.value)}>
              {API_KEY_SCOPES.map((s) => (
                <option key={s} value={s}>
                  {s === 'read' ? 'Read only' : 'Read and write'}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="apikey-expires">Expires (optional)</label>
            <input id="apikey-expires" type="date" value={expires} disabled={demo} onChange={(e) => setExpires(e.target.value)} />
          </div>
          <div className="btn-row" style={{ marginBottom: 'var(--space-4)' }}>
            <button type="submit" className="btn" disabled={demo || creating.loading || !name.trim()}>
              Create key
            </button>
          </div>
        </form>
      )}
      {creating.error && (
        <div className="alert alert-error" role="alert">
          <p>{serverMessage(creating.error, 'Failed to create the key. Please try again.', { expiresAt: 'Expires' })}</p>
        </div>
      )}
      {secret && (
        <div className="alert alert-success" role="region" aria-label="Your new API key">
          <p>Your new key (shown only now):</p>
          <p>
            <code data-testid="new-api-key" style={{ wordBreak: 'break-all' }}>
              {secret}
            </code>
          </p>
          <div className="btn-row">
            <button type="button" className="btn btn-secondary btn-small" onClick={copy}>
              Copy key
            </button>
            <button type="button" className="btn btn-ghost btn-small" onClick={() => setSecret(null)}>
              Done
            </button>
          </div>
        </div>
      )}
      {revoking.error && (
        <div className="alert alert-error" role="alert">
          <p>{serverMessage(revoking.error, 'Failed to revoke the key. Please try again.')}</p>
        </div>
      )}
      {demo ? (
        <p className="small muted">API keys are not available in the demo.</p>
      ) : (
        <QueryState
          loading={loading}
          error={error}
          loadingText="Loading your API keys..."
          errorText="Failed to load your API keys. Please try again."
          onRetry={() => void refetch()}
          isEmpty={keys.length === 0}
          empty={<p className="muted">No API keys yet.</p>}
        >
          <div className="table-wrap">
            <table className="data">
              <caption className="visually-hidden">Your API keys</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Key</th>
                  <th scope="col">Scope</th>
                  <th scope="col">Last used</th>
                  <th scope="col">Expires</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {keys.map((k) => (
                  <tr key={k.id}>
                    <td>{k.name}</td>
                    <td>
                      <code>{k.prefix}…</code>
                    </td>
                    <td>{k.scope === 'read' ? 'Read only' : 'Read and write'}</td>
                    <td>{k.lastUsedAt ? fmt.date(day(k.lastUsedAt)) : 'Never'}</td>
                    <td>{k.expiresAt ? fmt.date(day(k.expiresAt)) : 'Never'}</td>
                    <td>
                      {k.revokedAt ? (
                        <span className="muted">Revoked {fmt.date(day(k.revokedAt))}</span>
                      ) : readOnly ? (
                        <span className="muted">Active</span>
                      ) : (
                        <button
                          type="button"
                          className="btn btn-danger btn-small"
                          disabled={revoking.loading}
                          aria-label={`Revoke ${k.name}`}
                          onClick={() => {
                            if (window.confirm(`Revoke the key "${k.name}"? Programs using it stop working at once.`))
                              void revoke({ variables: { id: k.id } }).then(
                                () => setStatus(`Revoked ${k.name}.`),
                                () => undefined,
                              );
                          }}
                        >
                          Revoke
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </QueryState>
      )}
    </section>
  );
}
