import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { RESET_LINK_INVALID, RESET_TOKEN_MINUTES, type RequestPasswordResetCommand, type ResetPasswordCommand } from '@keafx/schema';
import type { DataSource } from 'typeorm';
import { sql } from '../../database/sql';
import { ValidationError } from '../../errors';
import type { DomainEvents } from '../../events';
import type { Logger } from '../../logger';
import type { AuditService } from '../audit';
import { HASH_COSTS } from './auth.service';
import { COMMON_PASSWORD, isCommonPassword } from './common-passwords';

/** Sends one plain-text e-mail (the reports module's mailer, passed in by the composition root). */
export type SendMail = (message: { to: string; subject: string; text: string }) => Promise<void>;

/** At most this many reset e-mails to one account an hour; more requests are answered alike and send nothing. */
export const RESET_REQUESTS_PER_HOUR = 3;

const sha256 = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Password reset by e-mail (issue 26). Asking answers the same, at once, whether or not the
 * address has an account: the lookup, the token and the e-mail happen after the answer, so
 * neither the words nor the time of the answer tell who has an account. The link's token (32
 * random bytes) is kept only as its SHA-256, works once and for RESET_TOKEN_MINUTES; a newer
 * request retires older links. Using it sets the password and ends every session (audited).
 */
export class PasswordResetService {
  /** Requests whose work is still under way (tests wait for them with idle()). */
  private readonly pending = new Set<Promise<void>>();
  private readonly hashOptions: (typeof HASH_COSTS)[keyof typeof HASH_COSTS];

  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly sendMail: SendMail | null,
    /** Where people open Kea FX (config PUBLIC_URL): the link's address, never a request's Host. */
    private readonly publicUrl: string,
    private readonly log: Logger,
    hashCost: keyof typeof HASH_COSTS = 'standard',
    private readonly events?: DomainEvents,
  ) {
    this.hashOptions = HASH_COSTS[hashCost];
  }

  /** Starts a reset for `email` and returns at once; what follows never reaches the caller. */
  request(command: RequestPasswordResetCommand, now: Date): void {
    // The work starts after the answer has gone (20 to 100 ms later, at random), so it cannot slow
    // the answer for an account and not for a stranger's address.
    const later = new Promise<void>((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
    const work = later
      .then(() => this.send(command.email, now))
      .catch((e: unknown) => this.log.error('password reset request failed', { error: e instanceof Error ? e.message : String(e) }));
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  /** Resolves once every reset request so far has done its work. */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  /** Sets a new password with a link's token; RESET_LINK_INVALID for any token that does not work now. */
  async reset(command: ResetPasswordCommand, now: Date): Promise<void> {
    if (isCommonPassword(command.newPassword)) throw new ValidationError([{ field: 'newPassword', message: COMMON_PASSWORD }]);
    const tokenSha = sha256(command.token);
    const invalid = () => new ValidationError([{ field: 'token', message: RESET_LINK_INVALID }]);
    const [link] = await sql<{ id: string }>(
      this.ds,
      'SELECT id FROM password_resets WHERE token_sha256 = $1 AND used_at IS NULL AND expires_at > $2',
      [tokenSha, now],
    );
    if (!link) throw invalid();
    const hash = await argon2.hash(command.newPassword, this.hashOptions);
    const userId = await this.ds.transaction(async (m) => {
      // Once: of two uses at the same moment, one takes the link.
      const [used] = await sql<{ user_id: string }>(
        m,
        'UPDATE password_resets SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id',
        [link.id, now],
      );
      if (!used) throw invalid();
      const [user] = await sql<{ email: string; business: string }>(
        m,
        `UPDATE users SET password_hash = $2, session_version = session_version + 1, updated_at = $3 WHERE id = $1
         RETURNING email, coalesce(business_id, id) AS business`,
        [used.user_id, hash, now],
      );
      if (!user) throw invalid();
      // Any other link of this account dies with this one.
      await sql(m, 'UPDATE password_resets SET expires_at = $2 WHERE user_id = $1 AND used_at IS NULL AND expires_at > $2', [
        used.user_id,
        now,
      ]);
      // In the business's trail (a member's own sits in the business they sign in to), naming the person.
      await this.audit.record(m, user.business, { id: used.user_id, label: user.email }, now, [
        {
          entityType: 'user',
          entityId: used.user_id,
          action: 'user.password_reset',
          message: 'Chose a new password with a reset link sent by e-mail; every session was signed out',
        },
      ]);
      return used.user_id;
    });
    this.events?.publish({ type: 'sessions.revoked', ownerId: userId });
  }

  private async send(email: string, now: Date): Promise<void> {
    const [user] = await sql<{ id: string; email: string; business: string }>(
      this.ds,
      'SELECT id, email, coalesce(business_id, id) AS business FROM users WHERE email = $1 AND removed_at IS NULL',
      [email],
    );
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    const made = await this.ds.transaction(async (m) => {
      // One request at a time per account, so the hourly count holds.
      await sql(m, 'SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.id]);
      const [{ n } = { n: 0 }] = await sql<{ n: number }>(
        m,
        "SELECT count(*)::int AS n FROM password_resets WHERE user_id = $1 AND requested_at > $2::timestamptz - interval '1 hour'",
        [user.id, now],
      );
      if (n >= RESET_REQUESTS_PER_HOUR) return false;
      await sql(m, 'UPDATE password_resets SET expires_at = $2 WHERE user_id = $1 AND used_at IS NULL AND expires_at > $2', [user.id, now]);
      await sql(m, 'INSERT INTO password_resets (user_id, token_sha256, requested_at, expires_at) VALUES ($1, $2, $3, $4)', [
        user.id,
        sha256(token),
        now,
        new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000),
      ]);
      await this.audit.record(m, user.business, { id: user.id, label: user.email }, now, [
        {
          entityType: 'user',
          entityId: user.id,
          action: 'user.password_reset_requested',
          message: `Asked for a password reset link by e-mail${this.sendMail ? '' : ' (not sent: this server has no mail set up)'}`,
        },
      ]);
      return true;
    });
    if (!made) return;
    if (!this.sendMail) {
      this.log.warn('a password reset link could not be e-mailed: SMTP_URL is not set');
      return;
    }
    await this.sendMail({
      to: user.email,
      subject: 'Reset your Kea FX password',
      text: [
        'Someone (we hope you) asked to reset the password of your Kea FX account.',
        '',
        `Choose a new password here within ${RESET_TOKEN_MINUTES} minutes; the link works once:`,
        `${this.publicUrl}/reset-password?token=${token}`,
        '',
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    });
  }
}
