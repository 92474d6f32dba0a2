import { BUSINESS_ROLES, CHANGE_PASSWORD, CREDENTIALS } from '@keafx/schema';
import { Router } from 'express';
import { z } from 'zod';
import { dateTime } from '../../http/shapes';
import { answers, withBody } from '../../http/command';
import { contextOf, requireUser } from '../../http/request';
import type { Clock } from '../../clock';
import type { AuthService, LoginResult, UserRecord } from './auth.service';

export const USER_REST = z.strictObject({
  id: z.string(),
  email: z.string(),
  role: z.literal('user'),
  /** The person's role in the business they sign in to (SPEC's `role` stays 'user'). */
  business_role: z.enum(BUSINESS_ROLES),
  created_at: dateTime,
});
export const LOGIN_REST = z.strictObject({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_at: dateTime,
  user: USER_REST,
});

export function userToRest(u: UserRecord): z.infer<typeof USER_REST> {
  return { id: u.id, email: u.email, role: 'user', business_role: u.role, created_at: u.createdAt.toISOString() };
}

/** A new session as sign-in (and a password change, and an invitation accepted) answers it. */
export function sessionToRest(result: LoginResult): z.infer<typeof LOGIN_REST> {
  return {
    access_token: result.accessToken,
    token_type: 'bearer',
    expires_at: result.expiresAt.toISOString(),
    user: userToRest(result.user),
  };
}

/**
 * POST /auth/register and POST /auth/login (SPEC section 7), the only public REST paths;
 * POST /auth/logout and POST /auth/password, behind a token.
 */
export function authRouter(auth: AuthService, clock: Clock): Router {
  const r = Router();
  r.post(
    '/auth/register',
    answers(
      { summary: 'Create an account', errors: [409, 429], status: 201, schema: USER_REST },
      withBody(CREDENTIALS.rest, async (_req, res, credentials) => {
        const user = await auth.register(credentials, clock.now());
        res.status(201).json(userToRest(user));
      }),
    ),
  );
  r.post(
    '/auth/login',
    answers(
      { summary: 'Sign in: a bearer token for 12 hours', errors: [429], schema: LOGIN_REST },
      withBody(CREDENTIALS.rest, async (req, res, credentials) => {
        const result = await auth.login(credentials, req.ip ?? 'unknown', clock.now());
        res.json(sessionToRest(result));
      }),
    ),
  );
  r.post(
    '/auth/logout',
    requireUser(),
    answers(
      { summary: 'Sign out everywhere: every token issued to this person so far stops working', status: 204, access: 'personal' },
      async (req, res) => {
        await auth.signOutEverywhere(contextOf(req, clock));
        res.status(204).end();
      },
    ),
  );
  r.post(
    '/auth/password',
    requireUser(),
    answers(
      {
        summary: 'Change the password with the current one: every other session ends, and this one gets a new token',
        errors: [429],
        schema: LOGIN_REST,
        access: 'personal',
      },
      withBody(CHANGE_PASSWORD.rest, async (req, res, change) => {
        const result = await auth.changePassword(contextOf(req, clock), change, req.ip ?? 'unknown');
        res.json(sessionToRest(result));
      }),
    ),
  );
  return r;
}
