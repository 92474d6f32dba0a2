import { CREATE_API_KEY } from '@keafx/schema';
import { Router } from 'express';
import type { Clock } from '../../clock';
import { withBody } from '../../http/command';
import { contextOf } from '../../http/request';
import type { ApiKeyRecord, ApiKeysService } from './apikeys.service';

/** A key as REST shows it (snake_case, never the secret). */
export function keyToRest(k: ApiKeyRecord) {
  return {
    id: k.id,
    name: k.name,
    scope: k.scope,
    prefix: k.prefix,
    created_at: k.createdAt.toISOString(),
    expires_at: k.expiresAt?.toISOString() ?? null,
    last_used_at: k.lastUsedAt?.toISOString() ?? null,
    revoked_at: k.revokedAt?.toISOString() ?? null,
  };
}

/** GET and POST /me/api-keys, DELETE /me/api-keys/{id}. Mounted behind requireUser. */
export function apiKeysRouter(keys: ApiKeysService, clock: Clock): Router {
  const r = Router();
  r.get('/api-keys', async (req, res) => {
    res.json((await keys.list(contextOf(req, clock))).map(keyToRest));
  });
  r.post(
    '/api-keys',
    withBody(
      CREATE_API_KEY.rest,
      async (req, res, body) => {
        const { record, key } = await keys.create(contextOf(req, clock), body);
        res
          .status(201)
          .location(`/me/api-keys/${record.id}`)
          .json({ ...keyToRest(record), key });
      },
      () => clock.now(),
    ),
  );
  r.delete('/api-keys/:id', async (req, res) => {
    res.json(keyToRest(await keys.revoke(contextOf(req, clock), req.params.id)));
  });
  return r;
}
