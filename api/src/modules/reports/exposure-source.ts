import { roundToMinor, staleRatesMessage, warningMessages } from '@keafx/schema';
import type { Clock } from '../../clock';
import { systemContext } from '../../request-context';
import type { ExposureService } from '../exposure';

/** One currency of the exposure report: open amount in the currency and in NZD at the current rate. */
export interface ExposureReportRow {
  currency: string;
  totalAmount: string;
  nzd: string;
  /** NZD per unit used; null when the currency had no rate and 1.0 was used. */
  rate: string | null;
  rateSource: string | null;
  rateDate: string | null;
  invoices: number;
}

export interface ExposureReportSnapshot {
  rows: ExposureReportRow[];
  totalNzd: string;
  warnings: string[];
}

/**
 * What the exposure report (/me/exposure/report/csv and /pdf, and the weekly report) needs
 * from the exposure engine: unpaid sent and overdue invoices by currency in NZD now.
 */
export interface ExposureReportSource {
  snapshot(ownerId: string, today: string, includeDrafts: boolean): Promise<ExposureReportSnapshot>;
}

/** The exposure report read from the exposure engine, so a report and the dashboard always agree. */
export class ServiceExposureReportSource implements ExposureReportSource {
  constructor(
    private readonly exposure: ExposureService,
    private readonly clock: Clock,
  ) {}

  async snapshot(ownerId: string, today: string, includeDrafts: boolean): Promise<ExposureReportSnapshot> {
    const ctx = systemContext(ownerId, { now: () => this.clock.now(), today: () => today }, 'system (report)');
    const summary = await this.exposure.summary(ctx, includeDrafts);
    return {
      rows: summary.lines.map((line) => ({
        currency: line.currency,
        totalAmount: roundToMinor(line.amount, line.currency),
        nzd: roundToMinor(line.nzdValue, 'NZD'),
        rate: line.applied.rate?.nzdPerUnit ?? null,
        rateSource: line.applied.rate?.source ?? null,
        rateDate: line.applied.rate?.effectiveDate ?? null,
        invoices: line.invoiceCount,
      })),
      totalNzd: roundToMinor(summary.totalNzd, 'NZD'),
      // The dashboard's warnings, its stale-rate one included: a report says what the screen says.
      warnings: [
        ...warningMessages(summary.warnings),
        ...[staleRatesMessage(summary.lines.filter((l) => l.applied.rate?.stale && l.currency !== 'NZD').map((l) => l.currency))].filter(
          (w): w is string => w !== null,
        ),
      ],
    };
  }
}
