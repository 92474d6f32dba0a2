import { CREDENTIALS } from '@keafx/schema';
import { Router } from 'express';
import { withBody } from '../../http/command';
import type { Clock } from '../../clock';
import type { AuthService, UserRecord } from './auth.service';

export function userToRest(u: UserRecord) {
  return { id: u.id, email: u.email, role: 'user', created_at: u.createdAt.toISOString() };
}

/** POST /auth/register and POST /auth/login (SPEC section 7): the only public REST paths. */
export function authRouter(auth: AuthService, clock: Clock): Router {
  const r = Router();
  r.post(
    '/auth/register',
    withBody(CREDENTIALS.rest, async (_req, res, credentials) => {
      const user = await auth.register(credentials, clock.now());
      res.status(201).json(userToRest(user));
    }),
  );
  r.post(
    '/auth/login',
    withBody(CREDENTIALS.rest, async (req, res, credentials) => {
      const result = await auth.login(credentials, req.ip ?? 'unknown', clock.now());
      res.json({
        access_token: result.accessToken,
        token_type: 'bearer',
        expires_at: result.expiresAt.toISOString(),
        user: userToRest(result.user),
      });
    }),
  );
  return r;
}
