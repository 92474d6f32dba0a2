import { ApiKeysSection } from './ApiKeysSection';
import { WebhooksSection } from './WebhooksSection';

/** Settings, API access: keys for programs and webhooks that tell them when something changes. */
export function ApiAccessTab({ demo }: { demo: boolean }) {
  return (
    <>
      <ApiKeysSection demo={demo} />
      <WebhooksSection demo={demo} />
      <p className="small muted">
        The REST paths are described at <a href="/api/docs">/api/docs</a> (OpenAPI: <a href="/openapi.json">/openapi.json</a>).
      </p>
    </>
  );
}
