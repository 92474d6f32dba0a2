import { REQUEST_PASSWORD_RESET, RESET_PASSWORD, RESET_REQUESTED } from '@keafx/schema';
import { Router } from 'express';
import { z } from 'zod';
import type { Clock } from '../../clock';
import { answers, withBody } from '../../http/command';
import type { PasswordResetService } from './password-reset';

const DETAIL = z.strictObject({ detail: z.string() });
export const PASSWORD_RESET_DONE = 'Your password is changed and every session was signed out. Sign in with the new one.';

/**
 * POST /auth/password-reset (public; the same answer whoever asks) and
 * POST /auth/password-reset/confirm (public; the link's token and the new password).
 */
export function passwordResetRouter(resets: PasswordResetService, clock: Clock): Router {
  const r = Router();
  r.post(
    '/auth/password-reset',
    answers(
      {
        summary: 'E-mail a link to choose a new password, if an account uses that address (the answer is the same either way)',
        status: 202,
        schema: DETAIL,
      },
      withBody(REQUEST_PASSWORD_RESET.rest, async (_req, res, body) => {
        resets.request(body, clock.now());
        res.status(202).json({ detail: RESET_REQUESTED });
      }),
    ),
  );
  r.post(
    '/auth/password-reset/confirm',
    answers(
      { summary: "Choose a new password with a reset link's token: it works once, for 30 minutes; every session ends", schema: DETAIL },
      withBody(RESET_PASSWORD.rest, async (_req, res, body) => {
        await resets.reset(body, clock.now());
        res.json({ detail: PASSWORD_RESET_DONE });
      }),
    ),
  );
  return r;
}
