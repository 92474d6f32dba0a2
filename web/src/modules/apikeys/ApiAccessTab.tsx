import { useMayWrite } from '../../session/useBusinessRole';
import { OwnerOnlyNote } from '../settings/OwnerOnlyNote';
import { ApiKeysSection } from './ApiKeysSection';
import { WebhooksSection } from './WebhooksSection';

/** Said to a member: they see the keys and webhooks, the owner makes and ends them. */
export const OWNER_MANAGES_ACCESS =
  'Only the owner of this business creates and revokes API keys and webhooks: a key acts for the whole business. You can see them here.';

/**
 * Settings, API access: keys for programs and webhooks that tell them when something changes. A
 * member sees both read-only.
 */
export function ApiAccessTab({ demo }: { demo: boolean }) {
  const owner = useMayWrite('owner');
  return (
    <>
      {!owner && <OwnerOnlyNote text={OWNER_MANAGES_ACCESS} />}
      <ApiKeysSection demo={demo} readOnly={!owner} />
      <WebhooksSection demo={demo} readOnly={!owner} />
      <p className="small muted">
        The REST paths are described at <a href="/api/docs">/api/docs</a> (OpenAPI: <a href="/openapi.json">/openapi.json</a>).
      </p>
    </>
  );
}
