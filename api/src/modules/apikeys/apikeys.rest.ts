import { API_KEY_SCOPES, CREATE_API_KEY } from '@keafx/schema';
import { Router } from 'express';
import { z } from 'zod';
import { dateTime } from '../../http/shapes';
import type { Clock } from '../../clock';
import { answers, withBody } from '../../http/command';
import { contextOf } from '../../http/request';
import { parseKeyId, type ApiKeyRecord, type ApiKeysService } from './apikeys.service';

/** A key as REST shows it (snake_case, never the secret). */
export const API_KEY_REST = z.strictObject({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  prefix: z.string().meta({ description: 'The first characters of the key' }),
  created_at: dateTime,
  expires_at: dateTime.nullable(),
  last_used_at: dateTime.nullable(),
  revoked_at: dateTime.nullable(),
});
const CREATED_KEY_REST = API_KEY_REST.extend({ key: z.string().meta({ description: 'kfx_…, shown once' }) });

export function keyToRest(k: ApiKeyRecord): z.infer<typeof API_KEY_REST> {
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
  r.get(
    '/api-keys',
    answers({ summary: "The caller's API keys, never their secrets", schema: z.array(API_KEY_REST) }, async (req, res) => {
      res.json((await keys.list(contextOf(req, clock))).map(keyToRest));
    }),
  );
  r.post(
    '/api-keys',
    answers(
      { summary: 'Create an API key; the secret `key` is in this answer only', status: 201, schema: CREATED_KEY_REST },
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
    ),
  );
  r.delete(
    '/api-keys/:id',
    answers({ summary: 'Revoke an API key, at once in every api process', schema: API_KEY_REST }, async (req, res) => {
      const ctx = contextOf(req, clock);
      res.json(keyToRest(await keys.revoke(ctx, parseKeyId(ctx, req.params.id))));
    }),
  );
  return r;
}
