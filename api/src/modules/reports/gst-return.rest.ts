import { GST_FILING_FREQUENCIES, GST_PERIODS_QUERY, GST_RETURN_QUERY } from '@keafx/schema';
import type { Router } from 'express';
import { z } from 'zod';
import type { Clock } from '../../clock';
import { answers, withQuery } from '../../http/command';
import { contextOf } from '../../http/request';
import { isoDate } from '../../http/shapes';
import type { GstPeriodsAnswer, GstReturnAnswer, GstReturnSupply, GstUnrated } from './gst-return';
import type { ExportsService } from './exports.service';

const money = z.number().meta({ description: 'NZD, to the cent' });
const nzdOrNull = z.number().nullable();
const KIND = z.enum(['invoice', 'credit_note']);

const UNRATED_REST = z.strictObject({
  kind: KIND,
  id: z.number().int().meta({ description: "The invoice's or credit note's number, the owner's own (1 is INV-0001 or CN-0001)" }),
  label: z.string().meta({ description: 'As shown: INV-0001, CN-0001' }),
  invoice: z.string().nullable().meta({ description: "A credit note's invoice, INV-0001; null for an invoice" }),
  customer: z.string(),
  supply_date: isoDate.meta({ description: "The time of supply (an invoice's), or the day a credit note was issued" }),
  currency: z.string(),
  amount: z.number().meta({ description: 'The total including GST, in its currency' }),
});

const SUPPLY_REST = UNRATED_REST.extend({
  zero_rated: z.number().meta({ description: 'The zero-rated part of amount' }),
  exempt: z.number().meta({ description: 'The exempt part of amount (no supply on the return)' }),
  gst: z.number().meta({ description: 'The GST in its currency' }),
  rate: z.number().meta({ description: 'NZD per unit, frozen at the time of supply (1 for NZD)' }),
  boxes: z.array(z.number().int()).meta({ description: 'The boxes it feeds: 5 and 6 for an invoice, 9 for a credit note giving back GST' }),
  box5_nzd: nzdOrNull.meta({ description: 'What it adds to box 5 (amount less exempt, in NZD to the cent)' }),
  box6_nzd: nzdOrNull.meta({ description: 'What it adds to box 6 (zero_rated in NZD to the cent)' }),
  box9_nzd: nzdOrNull.meta({ description: 'What it adds to box 9 (the GST given back in NZD to the cent, negative)' }),
});

/** GET /me/gst/return's answer: the period, boxes 5 to 10 in NZD, a page of the supplies behind them and those left out. */
export const GST_RETURN_REST = z.strictObject({
  from: isoDate,
  to: isoDate,
  frequency: z.enum(GST_FILING_FREQUENCIES),
  balance_month: z.number().int(),
  box5: money.meta({ description: 'Total sales and income including GST and zero-rated supplies' }),
  box6: money.meta({ description: 'Zero-rated supplies included in box 5' }),
  box7: money.meta({ description: 'Box 5 minus box 6' }),
  box8: money.meta({ description: 'Box 7 × 3 / 23, to the cent' }),
  box9: money.meta({ description: "Adjustments: credit notes' GST given back (negative)" }),
  box10: money.meta({ description: 'GST on sales: box 8 plus box 9' }),
  supplies: z.array(SUPPLY_REST),
  supplies_total: z.number().int().meta({ description: 'Every supply behind the boxes; supplies is one page of them' }),
  limit: z.number().int(),
  offset: z.number().int(),
  without_rate: z
    .array(UNRATED_REST)
    .meta({ description: 'Supplies of the period with no rate at their time of supply: not in the boxes (at most 1,000 listed)' }),
  without_rate_total: z.number().int(),
});

export const GST_PERIODS_REST = z.strictObject({
  registered: z.boolean().meta({ description: 'Whether the business is registered for GST (Settings, Account)' }),
  frequency: z.enum(GST_FILING_FREQUENCIES),
  balance_month: z.number().int(),
  periods: z.array(z.strictObject({ from: isoDate, to: isoDate })).meta({ description: 'Newest first, the current one first' }),
});

const num = (v: string | null): number | null => (v === null ? null : Number(v));

function unratedToRest(s: GstUnrated): z.infer<typeof UNRATED_REST> {
  return {
    kind: s.kind,
    id: s.number,
    label: s.label,
    invoice: s.invoiceLabel,
    customer: s.customer,
    supply_date: s.supplyDate,
    currency: s.currency,
    amount: Number(s.total),
  };
}

function supplyToRest(s: GstReturnSupply): z.infer<typeof SUPPLY_REST> {
  return {
    ...unratedToRest(s),
    zero_rated: Number(s.zeroRated),
    exempt: Number(s.exempt),
    gst: Number(s.gst),
    rate: Number(s.rate),
    boxes: s.boxes,
    box5_nzd: num(s.box5Nzd),
    box6_nzd: num(s.box6Nzd),
    box9_nzd: num(s.box9Nzd),
  };
}

export function gstReturnToRest(r: GstReturnAnswer): z.infer<typeof GST_RETURN_REST> {
  return {
    from: r.from,
    to: r.to,
    frequency: r.frequency,
    balance_month: r.balanceMonth,
    box5: Number(r.box5),
    box6: Number(r.box6),
    box7: Number(r.box7),
    box8: Number(r.box8),
    box9: Number(r.box9),
    box10: Number(r.box10),
    supplies: r.supplies.map(supplyToRest),
    supplies_total: r.suppliesTotal,
    limit: r.limit,
    offset: r.offset,
    without_rate: r.withoutRate.map(unratedToRest),
    without_rate_total: r.withoutRateTotal,
  };
}

function periodsToRest(p: GstPeriodsAnswer): z.infer<typeof GST_PERIODS_REST> {
  return { registered: p.registered, frequency: p.frequency, balance_month: p.balanceMonth, periods: p.periods };
}

/** GET /me/gst/return and /me/gst/periods, on the reports router (behind requireUser). */
export function gstReturnRoutes(r: Router, reports: ExportsService, clock: Clock): void {
  r.get(
    '/gst/return',
    answers(
      {
        summary: "The sales boxes 5 to 10 of IR's GST return for one of the owner's GST periods, with the supplies behind them",
        errors: [409],
        schema: GST_RETURN_REST,
      },
      withQuery(GST_RETURN_QUERY.rest, async (req, res, q) => {
        res.json(gstReturnToRest(await reports.gst.periodReturn(contextOf(req, clock), q)));
      }),
    ),
  );
  r.get(
    '/gst/periods',
    answers(
      { summary: "The owner's most recent GST periods (by filing frequency and balance month), newest first", schema: GST_PERIODS_REST },
      withQuery(GST_PERIODS_QUERY.rest, async (req, res, q) => {
        res.json(periodsToRest(await reports.gst.periods(contextOf(req, clock), q.count)));
      }),
    ),
  );
}
