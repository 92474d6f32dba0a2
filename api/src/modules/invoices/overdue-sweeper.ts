import { invoiceLabel } from '@keafx/schema';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../clock';
import type { DomainEvents } from '../../events';
import type { Logger } from '../../logger';
import { SYSTEM_ACTOR } from '../../request-context';
import type { AuditService } from '../audit';
import { auditSnapshot } from './invoice-fields';
import { toInvoiceRecord, type InvoiceRow } from './invoice-record';
import { INVOICE_COLUMNS } from './invoices.sql';
import { sql } from '../../database/sql';
import { Periodic } from '../../periodic';

const OWNERS_PER_PASS = 200;

/**
 * Stores the sent → overdue transition for invoices whose due date has passed, once, with
 * an audit event from the system. Reads already treat such invoices as overdue; this makes
 * the change part of the record. Safe to run in several processes at once: the UPDATE
 * re-checks the status under its row locks, so an invoice is moved (and audited) once.
 */
export class OverdueSweeper {
  private readonly periodic: Periodic;

  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {
    this.periodic = new Periodic(() => this.sweepAll(), log, 'overdue sweep');
  }

  /** Runs one sweep now; resolves to the number of invoices that became overdue. */
  sweep(): Promise<number> {
    return this.periodic.run();
  }

  start(everySeconds: number): void {
    this.periodic.start(everySeconds);
  }

  stop(): Promise<void> {
    return this.periodic.stop();
  }

  private async sweepAll(): Promise<number> {
    const today = this.clock.today();
    const failed: string[] = [];
    let moved = 0;
    for (;;) {
      const owners = await sql<{ owner_id: string }>(
        this.ds,
        `SELECT DISTINCT owner_id FROM invoices WHERE status = 'sent' AND due_date < $1::date AND owner_id <> ALL($2::uuid[])
         LIMIT ${OWNERS_PER_PASS}`,
        [today, failed],
      );
      for (const { owner_id: ownerId } of owners) {
        try {
          moved += await this.sweepOwner(ownerId, today);
        } catch (error) {
          // One owner's failure must not stop the others; it is retried on the next sweep.
          failed.push(ownerId);
          this.log.error('overdue sweep failed for an owner', { ownerId, error });
        }
      }
      if (owners.length < OWNERS_PER_PASS) return moved;
    }
  }

  private async sweepOwner(ownerId: string, today: string): Promise<number> {
    const now = this.clock.now();
    const rows = await this.ds.transaction(async (m) => {
      const updated = await sql<InvoiceRow>(
        m,
        `UPDATE invoices SET status = 'overdue', updated_at = $3
         WHERE owner_id = $1 AND status = 'sent' AND due_date < $2::date RETURNING ${INVOICE_COLUMNS}`,
        [ownerId, today, now],
      );
      await this.audit.record(
        m,
        ownerId,
        SYSTEM_ACTOR,
        now,
        updated.map((row) => {
          const invoice = toInvoiceRecord(row);
          return {
            entityType: 'invoice',
            entityId: invoice.id,
            action: 'invoice.overdue',
            message: `Invoice ${invoiceLabel(invoice.number)} (${invoice.counterparty}) became overdue; it was due ${invoice.dueDate}`,
            before: { ...auditSnapshot(invoice), status: 'sent' },
            after: auditSnapshot(invoice),
          };
        }),
      );
      return updated;
    });
    if (rows.length > 0) {
      const transitions = rows.map(toInvoiceRecord).map((i) => ({
        id: i.id,
        number: i.number,
        counterparty: i.counterparty,
        currency: i.currency,
        amount: i.amount,
        from: 'sent',
        to: 'overdue',
      }));
      this.events.publish({ type: 'invoices.changed', ownerId, invoiceIds: rows.map((r) => String(r.id)), transitions });
    }
    return rows.length;
  }
}
