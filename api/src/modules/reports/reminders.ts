import {
  daysBetween,
  DEFAULT_REMINDER_SETTINGS,
  REMINDER_LABELS,
  reminderDue,
  type ReminderSettings,
  type ReminderSettingsCommand,
} from '@keafx/schema';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../clock';
import { sql } from '../../database/sql';
import type { Logger } from '../../logger';
import { Periodic } from '../../periodic';
import { actorOf, systemContext, type ServiceContext } from '../../request-context';
import type { AuditService } from '../audit';
import type { InvoicesService } from '../invoices';
import type { InvoiceMailService } from './invoice-mail';

export interface ReminderSettingsRecord extends ReminderSettings {
  updatedAt: Date | null;
  /** Whether this server can send mail at all: without it reminders are kept but none go. */
  mailEnabled: boolean;
}

interface SettingsRow {
  enabled: boolean;
  first_after_days: number;
  repeat_every_days: number;
  max_reminders: number;
  updated_at: Date;
}

const COLUMNS = 'enabled, first_after_days, repeat_every_days, max_reminders, updated_at';

const toSettings = (r: SettingsRow | undefined): ReminderSettings & { updatedAt: Date | null } =>
  r
    ? {
        enabled: r.enabled,
        firstAfterDays: r.first_after_days,
        repeatEveryDays: r.repeat_every_days,
        maxReminders: r.max_reminders,
        updatedAt: r.updated_at,
      }
    : { ...DEFAULT_REMINDER_SETTINGS, updatedAt: null };

const OWNERS_PER_PASS = 200;

/** The words of a schedule for the audit trail ("on: first 7 days after due, every 7 days, at most 3"). */
const scheduleText = (s: ReminderSettings): string =>
  s.enabled ? `on: first ${s.firstAfterDays} days after due, then every ${s.repeatEveryDays} days, at most ${s.maxReminders}` : 'off';

/**
 * Overdue reminders on the owner's schedule (issue 26): the schedule (reminder_settings, this
 * module's table), and the sweep that e-mails each overdue invoice with a customer e-mail the
 * reminder it is due (reminderDue in schema/src) through the invoice mail, as the system acting
 * for the owner. Safe in several processes at once: a reminder is sent and recorded under a lock
 * on its invoice, once per number.
 */
export class ReminderService {
  private readonly periodic: Periodic;

  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly invoices: InvoicesService,
    private readonly mail: InvoiceMailService,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {
    this.periodic = new Periodic(() => this.sweepAll(), log, 'reminder sweep');
  }

  /** The owner's schedule (off, with the defaults, until set). */
  async settings(ctx: ServiceContext): Promise<ReminderSettingsRecord> {
    const [row] = await sql<SettingsRow>(this.ds, `SELECT ${COLUMNS} FROM reminder_settings WHERE owner_id = $1`, [ctx.user.id]);
    return { ...toSettings(row), mailEnabled: this.mail.enabled };
  }

  /** Sets the whole schedule (audited when it changes). */
  async update(ctx: ServiceContext, next: ReminderSettingsCommand): Promise<ReminderSettingsRecord> {
    const now = ctx.clock.now();
    const saved = await this.ds.transaction(async (m) => {
      const [current] = await sql<SettingsRow>(m, `SELECT ${COLUMNS} FROM reminder_settings WHERE owner_id = $1 FOR UPDATE`, [ctx.user.id]);
      const before = toSettings(current);
      const [row] = await sql<SettingsRow>(
        m,
        `INSERT INTO reminder_settings (owner_id, enabled, first_after_days, repeat_every_days, max_reminders, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (owner_id) DO UPDATE SET enabled = $2, first_after_days = $3, repeat_every_days = $4, max_reminders = $5, updated_at = $6
         RETURNING ${COLUMNS}`,
        [ctx.user.id, next.enabled, next.firstAfterDays, next.repeatEveryDays, next.maxReminders, now],
      );
      const after = toSettings(row);
      if (scheduleText(before) !== scheduleText(after))
        await this.audit.record(m, ctx.user.id, actorOf(ctx), now, [
          {
            entityType: 'reminders',
            entityId: ctx.user.id,
            action: 'reminders.updated',
            message: `${REMINDER_LABELS.enabled}: ${scheduleText(before)} → ${scheduleText(after)}`,
            before: { ...before, updatedAt: undefined },
            after: { ...after, updatedAt: undefined },
          },
        ]);
      return after;
    });
    return { ...saved, mailEnabled: this.mail.enabled };
  }

  /** Runs one sweep now (one at a time in this process); resolves to the number of reminders sent. */
  sweep(): Promise<number> {
    return this.periodic.run();
  }

  /** Sweeps every `everySeconds` (not at all while this server has no mail). */
  start(everySeconds: number): void {
    if (this.mail.enabled) this.periodic.start(everySeconds);
  }

  stop(): Promise<void> {
    return this.periodic.stop();
  }

  private async sweepAll(): Promise<number> {
    if (!this.mail.enabled) return 0;
    let sent = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const owners = await sql<SettingsRow & { owner_id: string }>(
        this.ds,
        `SELECT owner_id, ${COLUMNS} FROM reminder_settings WHERE enabled AND owner_id > $1 ORDER BY owner_id LIMIT ${OWNERS_PER_PASS}`,
        [after],
      );
      for (const owner of owners) {
        try {
          sent += await this.sweepOwner(owner.owner_id, toSettings(owner));
        } catch (error) {
          // One owner's failure (their mail refused) must not stop the others; the next sweep tries again.
          this.log.error('reminder sweep failed for an owner', { ownerId: owner.owner_id, error });
        }
      }
      if (owners.length < OWNERS_PER_PASS) return sent;
      after = owners[owners.length - 1]!.owner_id;
    }
  }

  private async sweepOwner(ownerId: string, settings: ReminderSettings): Promise<number> {
    const ctx = systemContext(ownerId, this.clock, 'system (overdue reminder)');
    const today = ctx.clock.today();
    const invoices = await this.invoices.remindable(ctx);
    if (!invoices.length) return 0;
    const history = await sql<{ invoice_id: string; sent: number; last: Date }>(
      this.ds,
      `SELECT invoice_id, count(*)::int AS sent, max(sent_at) AS last FROM invoice_emails
        WHERE owner_id = $1 AND reminder IS NOT NULL AND invoice_id = ANY($2::bigint[]) GROUP BY invoice_id`,
      [ownerId, invoices.map((i) => i.id)],
    );
    const byInvoice = new Map(history.map((h) => [String(h.invoice_id), h]));
    let sent = 0;
    for (const invoice of invoices) {
      const h = byInvoice.get(String(invoice.id));
      const overdue = daysBetween(invoice.dueDate, today);
      const sinceLast = h ? Math.floor((ctx.clock.now().getTime() - new Date(h.last).getTime()) / 86_400_000) : null;
      const next = reminderDue(settings, overdue, h?.sent ?? 0, sinceLast);
      if (next !== null && (await this.mail.remind(ctx, invoice, next, overdue))) sent += 1;
    }
    return sent;
  }
}
