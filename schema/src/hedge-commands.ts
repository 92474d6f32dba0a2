import {
  command,
  commands,
  commandsWithForm,
  field,
  pageFields,
  isoDate,
  optional,
  text,
  wireName,
  type CommandValue,
  amount,
  foreignCurrency,
} from './command';
import { Exact } from './exact';
import { HEDGE_BANK_MAX, HEDGE_REFERENCE_MAX, parseRateValue, type HedgeFields, type HedgeNaming } from './hedge-input';
import { EMPTY_HEDGE_POLICY, HEDGE_BUCKETS, HEDGE_STATUSES, type HedgePolicyTargets, type HedgeStatus } from './hedges';
import { fitAmount } from './money';
import { settlementDateProblem } from './settlement';
import { checkText } from './text';
import type { Checked, FieldError } from './result';

const PLAIN_NUMBER = /^\d+(\.\d+)?$/;

/** The hedge book's commands: a forward contract, a change to one, its settlement, the policy; and paying an invoice at a rate. */

/** An ISO 4217 code other than NZD: a forward contract sells a foreign currency for NZD. */
const hedgeCurrency = (w: string) => foreignCurrency(w, 'cannot be NZD: a forward contract sells a foreign currency for NZD');
const rateField = (w: string) =>
  field({ type: ['number', 'string'], description: 'NZD per one unit: positive, at most 10 decimal places' }, (raw) =>
    parseRateValue(raw, w),
  );
const bankField = (w: string) => text(w, { max: HEDGE_BANK_MAX });
const referenceField = (w: string) => text(w, { max: HEDGE_REFERENCE_MAX, required: false });

const UNKNOWN_HEDGE_FIELD = (key: string): string => `${key} is not a field of a hedge contract`;

/**
 * A new forward contract: currency, amount, locked rate, maturity date and bank, with an optional
 * trade date (today when left out, never in the future) and reference. Context: today.
 */
export const CREATE_HEDGE = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    {
      currency: hedgeCurrency,
      amount: amount,
      lockedRate: rateField,
      tradeDate: (w) => optional(isoDate(w)),
      maturityDate: isoDate,
      bank: bankField,
      reference: referenceField,
    },
    {
      notObject: 'The request body must be a JSON object',
      unknownField: UNKNOWN_HEDGE_FIELD,
      unknownWithOthers: true,
      across: (v, wire, today: string, failed) => {
        const errors: FieldError[] = [];
        if (v.amount !== undefined) {
          const fit = fitAmount(v.amount, v.currency ?? 'USD', wire('amount'));
          if (!fit.ok) errors.push({ field: wire('amount'), message: fit.message });
        }
        const trade = v.tradeDate ?? (failed.has('tradeDate') ? undefined : today);
        if (v.tradeDate !== undefined && v.tradeDate > today)
          errors.push({ field: wire('tradeDate'), message: `${wire('tradeDate')} cannot be in the future` });
        if (trade && v.maturityDate && v.maturityDate < trade)
          errors.push({ field: wire('maturityDate'), message: `${wire('maturityDate')} must be on or after ${wire('tradeDate')}` });
        return errors;
      },
    },
  ),
);
export type CreateHedgeCommand = CommandValue<typeof CREATE_HEDGE.rest>;

/** The contract a create command books: the amount in its currency's digits, the trade date today when not given. */
export function newHedge(command: CreateHedgeCommand, today: string): HedgeFields {
  const amount = fitAmount(command.amount, command.currency);
  return { ...command, amount: amount.ok ? amount.value : command.amount, tradeDate: command.tradeDate ?? today };
}

/** A change to a contract: any of its fields, at least one. */
export const CHANGE_HEDGE = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    {
      currency: (w) => optional(hedgeCurrency(w)),
      amount: (w) => optional(amount(w)),
      lockedRate: (w) => optional(rateField(w)),
      tradeDate: (w) => optional(isoDate(w)),
      maturityDate: (w) => optional(isoDate(w)),
      bank: (w) => optional(bankField(w)),
      // Left out: unchanged; null or blank: cleared.
      reference: (w) =>
        field<string | undefined>({ type: ['string', 'null'], maxLength: HEDGE_REFERENCE_MAX }, (raw) =>
          raw === undefined ? { ok: true, value: undefined } : checkText(raw, { field: w, max: HEDGE_REFERENCE_MAX, required: false }),
        ),
    },
    {
      notObject: 'The request body must be a JSON object',
      unknownField: UNKNOWN_HEDGE_FIELD,
      unknownWithOthers: true,
      requireSome: 'Give at least one field to change',
    },
  ),
);
export type ChangeHedgeCommand = CommandValue<typeof CHANGE_HEDGE.rest>;

/**
 * A change applied to the contract it changes: the amount checked against the currency it will
 * have, a new trade date not in the future, maturity on or after the trade date. The errors name
 * fields by their keys unless `said` spells them (as changedInvoice).
 */
export function changedHedge(
  change: ChangeHedgeCommand,
  current: HedgeFields,
  today: string,
  said: (key: keyof HedgeFields) => string = (k) => k,
): { ok: true; value: HedgeFields } | { ok: false; errors: FieldError[] } {
  const wire = said;
  const errors: FieldError[] = [];
  const next: HedgeFields = { ...current };
  for (const [k, v] of Object.entries(change) as [keyof HedgeFields, string | undefined][]) if (v !== undefined) next[k] = v as never;
  if (change.amount !== undefined || change.currency !== undefined) {
    const fit = fitAmount(next.amount, next.currency, wire('amount'));
    if (fit.ok) next.amount = fit.value;
    else errors.push({ field: wire('amount'), message: fit.message });
  }
  if (change.tradeDate !== undefined && change.tradeDate > today)
    errors.push({ field: wire('tradeDate'), message: `${wire('tradeDate')} cannot be in the future` });
  if (next.maturityDate < next.tradeDate)
    errors.push({ field: wire('maturityDate'), message: `${wire('maturityDate')} must be on or after ${wire('tradeDate')}` });
  return errors.length ? { ok: false, errors } : { ok: true, value: next };
}

/**
 * Validates a new forward contract (`current` unset; trade date defaults to today) or a change
 * to one (`current` set): the commands above and the rules across fields, for the web's form.
 */
export function validateHedgeInput(
  raw: unknown,
  opts: { naming: HedgeNaming; today: string; current?: HedgeFields },
): { ok: true; value: HedgeFields } | { ok: false; errors: FieldError[] } {
  if (opts.current) {
    const change = CHANGE_HEDGE[opts.naming].parse(raw, undefined);
    return change.ok ? changedHedge(change.value, opts.current, opts.today, (k) => wireName(k, opts.naming)) : change;
  }
  const created = CREATE_HEDGE[opts.naming].parse(raw, opts.today);
  return created.ok ? { ok: true, value: newHedge(created.value, opts.today) } : created;
}

/** A target: a fraction from 0 to 1 with at most 4 decimal places, or null for none. */
const targetField = (w: string) =>
  field(
    { type: ['number', 'string', 'null'], description: 'A fraction from 0 to 1 (0.75 is 75%), at most 4 decimal places, or null' },
    (value) => {
      if (value === null || value === undefined) return { ok: true, value: null };
      const text =
        typeof value === 'number' && Number.isFinite(value)
          ? new Exact(value).toFixed()
          : typeof value === 'string'
            ? value.trim()
            : undefined;
      if (text === undefined || !PLAIN_NUMBER.test(text) || new Exact(text).gt(1) || new Exact(text).decimalPlaces() > 4)
        return { ok: false, message: `${w} must be a fraction from 0 to 1 with at most 4 decimal places (0.75 is 75%), or null` };
      return { ok: true, value: new Exact(text).toFixed() };
    },
  );

/** `{m0_3: 0.75, m3_6: 0.5, ...}`: the policy, whole; a bucket left out has no target. */
export const SET_HEDGE_POLICY = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    { m0_3: targetField, m3_6: targetField, m6_12: targetField, m12plus: targetField },
    {
      notObject: 'The request body must be a JSON object',
      unknownField: (key) => `${key} is not a horizon bucket (use ${HEDGE_BUCKETS.join(', ')})`,
      unknownWithOthers: true,
    },
  ),
);

/** The policy in a body, for the web's editor (the command above). */
export function parseHedgePolicy(raw: unknown): { ok: true; value: HedgePolicyTargets } | { ok: false; errors: FieldError[] } {
  const parsed = SET_HEDGE_POLICY.rest.parse(raw, undefined);
  return parsed.ok ? { ok: true, value: { ...EMPTY_HEDGE_POLICY, ...parsed.value } } : parsed;
}

/** A settlement or payment date: YYYY-MM-DD, not in the future (context: today); the floor is the service's rule (settlementDateProblem). */
const settledDate = (w: string) => optional(isoDate(w), true);

/** The date rule the commands can judge alone: not after today. */
function notInFuture(date: string | undefined, today: string | undefined, said: string): FieldError[] {
  if (date === undefined || today === undefined) return [];
  const problem = settlementDateProblem(date, today, said);
  return problem ? [{ field: said, message: problem }] : [];
}

/**
 * `{settlement_rate?, settlement_date?}`: the bank's rate a contract settled at (none means the
 * rate recorded for the settlement date, today's when that is today) and the day it settled
 * (today when left out; never in the future, never before the trade date). Context: today.
 */
export const SETTLEMENT = /* @__PURE__ */ commandsWithForm((naming) =>
  command(
    naming,
    { settlementRate: (w) => optional(rateField(w), true), settlementDate: settledDate },
    {
      notObject: 'The request body must be a JSON object',
      absentIsEmpty: true,
      unknownField: (key, allowed) => `${key} is not a field of a settlement (only ${allowed.join(', ')})`,
      labels: { settlementRate: 'Settlement rate', settlementDate: 'Settlement date' },
      across: (v, wire, today: string) => notInFuture(v.settlementDate, today, wire('settlementDate')),
    },
  ),
);
export type SettlementCommand = CommandValue<typeof SETTLEMENT.rest>;

/**
 * `{settlement_rate?, payment_date?}` for paying an invoice: none, {} or either. The date is the
 * day the money arrived (today when left out; never in the future, never before the invoice's
 * issue date); the rate the bank's, NZD per unit (none: the rate recorded for that date, today's
 * when it is today). Any other key is refused, so a typo never pays at the wrong rate. Context: today.
 */
export const PAY_INVOICE = /* @__PURE__ */ commandsWithForm((naming) =>
  command(
    naming,
    { settlementRate: (w) => optional(rateField(w), true), paymentDate: settledDate },
    {
      notObject: `the body must be a JSON object such as {"${wireName('settlementRate', naming)}": 0.6123}`,
      absentIsEmpty: true,
      unknownField: (_key, allowed) => `the fields a payment takes are ${allowed.join(' and ')}`,
      labels: { settlementRate: 'Settlement rate', paymentDate: 'Payment date' },
      maxErrors: 1,
      across: (v, wire, today: string) => notInFuture(v.paymentDate, today, wire('paymentDate')),
    },
  ),
);
export type PayInvoiceCommand = CommandValue<typeof PAY_INVOICE.rest>;

/** The most contracts one page holds. */
export const HEDGE_PAGE_MAX = 1000;

/** GET /me/hedges: an optional status, and a page (100 unless said). */
export const HEDGE_LIST_QUERY = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    {
      ...pageFields(HEDGE_PAGE_MAX, 100),
      status: (w) =>
        field({ enum: [...HEDGE_STATUSES] }, (raw): Checked<HedgeStatus | null> =>
          raw === undefined || raw === null || raw === ''
            ? { ok: true, value: null }
            : typeof raw === 'string' && (HEDGE_STATUSES as readonly string[]).includes(raw)
              ? { ok: true, value: raw as HedgeStatus }
              : { ok: false, message: `${w} must be one of ${HEDGE_STATUSES.join(', ')}` },
        ),
    },
    { ignoreUnknown: true },
  ),
);

/** A page of the hedge book (mark to market): 100 unless said. */
export const HEDGE_PAGE_QUERY = /* @__PURE__ */ commands((naming) =>
  command(naming, pageFields(HEDGE_PAGE_MAX, 100), { ignoreUnknown: true }),
);
