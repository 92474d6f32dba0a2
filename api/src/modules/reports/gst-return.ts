import {
  creditNoteLabel,
  GST_NOT_REGISTERED,
  gstBoxes,
  gstNoWholePeriodNote,
  gstPeriodIssue,
  gstPeriodsWithin,
  gstReturnCsvNote,
  gstReturnCsvRecords,
  GST_SUPPLIES_PAGE_DEFAULT,
  invoiceLabel,
  recentGstPeriods,
  type CsvValue,
  type GstBoxes,
  type GstBoxNumber,
  type GstFilingFrequency,
  type GstPeriod,
  type GstSupplyRow,
  type GstUnratedSupply,
} from '@keafx/schema';
import type { DataSource } from 'typeorm';
import { sqlNamed, theRow } from '../../database/sql';
import { AppError, ValidationError } from '../../errors';
import type { ServiceContext } from '../../request-context';
import {
  GST_BOX_SUMS_SQL,
  GST_SUPPLIES_SQL,
  GST_UNRATED_SQL,
  type GstBoxedSqlRow,
  type GstBoxSumsRow,
  type GstSupplySqlRow,
} from './gst-return.sql';

/** What the GST return needs of the owner's business details (profile, through the composition root). */
export interface GstFiling {
  gstRegistered: boolean;
  gstFilingFrequency: GstFilingFrequency;
  gstBalanceMonth: number;
}

/** A supply behind the boxes, with its number (1 for INV-0001 or CN-0001) and, for a credit note, its invoice's. */
export interface GstReturnSupply extends GstSupplyRow {
  number: number;
  invoiceNumber: number | null;
}

/** A supply left out of the boxes for want of a rate, with its number. */
export interface GstUnrated extends GstUnratedSupply {
  number: number;
  invoiceNumber: number | null;
}

/** One period's GST return: the boxes over every supply, a page of the supplies, and those left out for want of a rate. */
export interface GstReturnAnswer extends GstBoxes, GstPeriod {
  frequency: GstFilingFrequency;
  balanceMonth: number;
  supplies: GstReturnSupply[];
  /** Every supply behind the boxes, however many the page shows. */
  suppliesTotal: number;
  limit: number;
  offset: number;
  /** Sent invoices (and credit notes) of the period with no rate at their time of supply, at most WITHOUT_RATE_LISTED. */
  withoutRate: GstUnrated[];
  withoutRateTotal: number;
}

/** The owner's recent GST periods, newest first (a period picker), with the settings that make them. */
export interface GstPeriodsAnswer {
  registered: boolean;
  frequency: GstFilingFrequency;
  balanceMonth: number;
  periods: GstPeriod[];
}

/** How many supplies without a rate a return lists (it counts them all). */
export const WITHOUT_RATE_LISTED = 1000;
/** The whole list at once, for a file (a PDF or CSV holds every supply); with an offset of 0 it still fits an integer. */
const ALL = 2_000_000_000;

const label = (kind: GstReturnSupply['kind'], n: number): string => (kind === 'invoice' ? invoiceLabel(n) : creditNoteLabel(n));

function unrated(r: GstSupplySqlRow): GstUnrated {
  return {
    kind: r.kind,
    number: r.number,
    label: label(r.kind, r.number),
    invoiceNumber: r.invoice_number,
    invoiceLabel: r.invoice_number === null ? null : invoiceLabel(r.invoice_number),
    customer: r.customer,
    supplyDate: r.supply_date,
    currency: r.currency,
    total: r.amount,
  };
}

function supplied(r: GstBoxedSqlRow): GstReturnSupply {
  const boxes: GstBoxNumber[] = [];
  if (r.box5 !== null) boxes.push(5);
  if (r.box6 !== null) boxes.push(6);
  if (r.box9 !== null) boxes.push(9);
  return {
    ...unrated(r),
    zeroRated: r.zero_rated,
    exempt: r.exempt,
    gst: r.gst,
    rate: r.rate,
    boxes,
    box5Nzd: r.box5,
    box6Nzd: r.box6,
    box9Nzd: r.box9,
  };
}

/**
 * The sales side of IR's GST return (issue 27 item 6) from the owner's invoices and credit notes:
 * the boxes are SQL sums of each supply's NZD at its frozen time-of-supply rate (gst-return.sql.ts),
 * finished by the shared `gstBoxes`, so a period of 100,000 invoices costs one aggregate.
 */
export class GstReturnService {
  constructor(
    private readonly ds: DataSource,
    private readonly filing: (ownerId: string) => Promise<GstFiling>,
  ) {}

  /**
   * One period's return, with a page of its supplies. CONFLICT (409) when the business is not
   * registered for GST; BAD_USER_INPUT naming `from` or `to` when they are not exactly one of the
   * owner's GST periods (gstPeriodProblem's sentence).
   */
  async periodReturn(ctx: ServiceContext, q: GstPeriod & { limit?: number; offset?: number }): Promise<GstReturnAnswer> {
    const filing = await this.check(ctx.user.id, q);
    return this.compute(ctx.user.id, filing, { from: q.from, to: q.to }, q.limit ?? GST_SUPPLIES_PAGE_DEFAULT, q.offset ?? 0);
  }

  /** A period's return with every supply listed (a report file); refused as `periodReturn` refuses. */
  async wholeReturn(ownerId: string, period: GstPeriod): Promise<GstReturnAnswer> {
    return this.compute(ownerId, await this.check(ownerId, period), period, ALL, 0);
  }

  /** The owner's filing settings when `period` is one of their GST periods; refused (409, 400) as `periodReturn` refuses. */
  async check(ownerId: string, period: GstPeriod): Promise<GstFiling> {
    const filing = await this.filing(ownerId);
    if (!filing.gstRegistered) throw new AppError('CONFLICT', GST_NOT_REGISTERED);
    const issue = gstPeriodIssue(period.from, period.to, filing.gstFilingFrequency, filing.gstBalanceMonth);
    if (issue) throw new ValidationError([issue]);
    return filing;
  }

  /** The owner's `count` most recent GST periods up to today's, newest first, and whether the business files any. */
  async periods(ctx: ServiceContext, count: number): Promise<GstPeriodsAnswer> {
    const f = await this.filing(ctx.user.id);
    return {
      registered: f.gstRegistered,
      frequency: f.gstFilingFrequency,
      balanceMonth: f.gstBalanceMonth,
      periods: recentGstPeriods(ctx.clock.today(), f.gstFilingFrequency, f.gstBalanceMonth, count),
    };
  }

  /**
   * The tax-time bundle's GST return file as CSV records: each whole GST period within `range`, or
   * one note saying why there is none (not registered; no whole period in the range).
   */
  async bundleRecords(ownerId: string, range: GstPeriod): Promise<CsvValue[][]> {
    const filing = await this.filing(ownerId);
    if (!filing.gstRegistered) return [gstReturnCsvNote(range, GST_NOT_REGISTERED)];
    const periods = gstPeriodsWithin(range.from, range.to, filing.gstFilingFrequency, filing.gstBalanceMonth);
    if (periods.length === 0) return [gstReturnCsvNote(range, gstNoWholePeriodNote(range.from, range.to))];
    const records: CsvValue[][] = [];
    for (const period of periods) {
      const r = await this.compute(ownerId, filing, period, ALL, 0);
      records.push(...gstReturnCsvRecords(period, r, r.supplies, r.withoutRate));
    }
    return records;
  }

  private async compute(ownerId: string, filing: GstFiling, period: GstPeriod, limit: number, offset: number): Promise<GstReturnAnswer> {
    const values = { owner: ownerId, from: period.from, to: period.to };
    // One snapshot, so the boxes are the sums of the supplies listed beside them.
    const [sums, supplies, withoutRate] = await this.ds.transaction('REPEATABLE READ', async (m) => {
      const totals = theRow(await sqlNamed<GstBoxSumsRow>(m, GST_BOX_SUMS_SQL, values), 'the GST box sums');
      const page = totals.supplies > offset ? await sqlNamed<GstBoxedSqlRow>(m, GST_SUPPLIES_SQL, { ...values, limit, offset }) : [];
      // A file (every supply) lists every one left out too; an answer the first WITHOUT_RATE_LISTED.
      const unrated =
        totals.without_rate > 0
          ? await sqlNamed<GstSupplySqlRow>(m, GST_UNRATED_SQL, { ...values, limit: limit === ALL ? ALL : WITHOUT_RATE_LISTED, offset: 0 })
          : [];
      return [totals, page, unrated] as const;
    });
    return {
      ...period,
      frequency: filing.gstFilingFrequency,
      balanceMonth: filing.gstBalanceMonth,
      ...gstBoxes(sums),
      supplies: supplies.map(supplied),
      suppliesTotal: sums.supplies,
      limit,
      offset,
      withoutRate: withoutRate.map(unrated),
      withoutRateTotal: sums.without_rate,
    };
  }
}
