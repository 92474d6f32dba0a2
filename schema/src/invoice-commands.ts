import {
  amount,
  command,
  commands,
  currency,
  field,
  fieldOfMany,
  flag,
  OFFSET_MAX,
  wholeNumber,
  isoDate,
  optional,
  pageFields,
  text,
  wireName,
  type CommandValue,
  type Naming,
} from './command';
import {
  checkInvoiceLines,
  EXPORT_KINDS,
  RESIDENCY_EVIDENCE,
  type ExportKind,
  type ResidencyEvidence,
  GST_TREATMENTS,
  INVOICE_LINES_MAX,
  invoiceTotals,
  LINE_DESCRIPTION_MAX,
  LINE_NAMING,
  type GivenLine,
} from './gst';
import {
  checkInvoiceDetail,
  COUNTERPARTY_MAX,
  INVOICE_DETAIL_LABELS,
  detailMap,
  INVOICE_DETAIL_MAX,
  INVOICE_LIST_VIEWS,
  INVOICE_PAGE_DEFAULT,
  INVOICE_PAGE_MAX,
  INVOICE_SORTS,
  type FieldNaming,
  type InvoiceDetailField,
  type InvoiceDetails,
  type InvoiceFields,
  type InvoiceListView,
  type InvoiceSort,
  type InvoicePatch,
} from './invoice-input';
import { BULK_MAX, invoiceIdOf } from './invoice-number';
import { INVOICE_STATUSES, isInvoiceStatus, type InvoiceStatus } from './invoice-status';
import { checkText, hasControlCharacters, hasLoneSurrogate, SEARCH_MAX } from './text';
import { DUE_BUCKETS } from './exposure';
import { GROUP_BY_OPTIONS, GROUP_KEY_PREFIX, parseGroupRowCursor, type GroupBy } from './invoice-views';
import { fitAmount } from './money';
import type { Checked, FieldError, Result } from './result';

/** The invoice commands: create, change, and the ids of a bulk action. */

interface Options {
  naming: FieldNaming;
  /** Fields present in the existing invoice, for cross-field checks on an update. */
  current?: InvoiceFields;
  /** Used as issued date when a create omits it. */
  today: string;
}

const counterpartyField = (w: string) => text(w, { max: COUNTERPARTY_MAX });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A customer record's id (a UUID); absent, null or '' is none. */
const customerIdField = (description: string) => (w: string) =>
  field({ type: ['string', 'null'], format: 'uuid', description }, (raw): Checked<string | undefined> => {
    if (raw === undefined || raw === null || raw === '') return { ok: true, value: undefined };
    return typeof raw === 'string' && UUID.test(raw.trim())
      ? { ok: true, value: raw.trim().toLowerCase() }
      : { ok: false, message: `${w} must be a customer id (a UUID)` };
  });
/** A new invoice's customer by name: left out (or null) when a customer id names it instead; blank is refused. */
const newCounterpartyField = (w: string) =>
  field<string | undefined>(
    { type: ['string', 'null'], maxLength: COUNTERPARTY_MAX, description: "The customer's name; optional when customer_id is given" },
    (raw) => (raw === undefined || raw === null ? { ok: true, value: undefined } : checkText(raw, { field: w, max: COUNTERPARTY_MAX })),
  );
const detailField = (key: InvoiceDetailField) => (w: string) =>
  field({ type: ['string', 'null'], maxLength: INVOICE_DETAIL_MAX[key], description: `${INVOICE_DETAIL_LABELS[key]}; optional` }, (raw) => {
    const checked = checkInvoiceDetail(key, raw, w);
    return 'error' in checked ? { ok: false, message: checked.error } : { ok: true, value: checked.value };
  });
/** On a change: left out, the detail stays; null or blank clears it. */
const changedDetailField = (key: InvoiceDetailField) => (w: string) => {
  const detail = detailField(key)(w);
  return field({ type: ['string', 'null'], maxLength: INVOICE_DETAIL_MAX[key] }, (raw): Checked<string | undefined> => {
    if (raw === undefined) return { ok: true, value: undefined };
    const parsed = detail.safeParse(raw);
    return parsed.success
      ? { ok: true, value: parsed.data }
      : { ok: false, message: parsed.error.issues[0]?.message ?? `${w} is not valid` };
  });
};
const statusField = (w: string) =>
  field({ enum: ['draft', 'sent', 'overdue', 'paid'] }, (raw): Checked<InvoiceStatus> =>
    isInvoiceStatus(raw) ? { ok: true, value: raw } : { ok: false, message: `${w} must be one of draft, sent, overdue, paid` },
  );

/** The lines' JSON Schema, in the caller's spelling. */
const linesJson = (naming: Naming) => {
  const n = LINE_NAMING[naming];
  return {
    type: ['array', 'null'],
    minItems: 1,
    maxItems: INVOICE_LINES_MAX,
    description:
      "What was supplied, line by line; the invoice's amount is their total (with GST when prices exclude it). Left out, one line of the amount",
    items: {
      type: 'object',
      title: 'InvoiceLineInput',
      description: 'One line of an invoice: what was supplied, how many, the price of one, and its GST treatment.',
      required: [n.unitPrice],
      additionalProperties: false,
      properties: {
        description: { type: 'string', maxLength: LINE_DESCRIPTION_MAX, description: 'What was supplied (a tax invoice needs it)' },
        quantity: { type: ['number', 'string'], description: 'Positive, at most 4 decimal places; 1 when left out' },
        [n.unitPrice]: { type: ['number', 'string'], description: 'The price of one, at most 4 decimal places; negative for a discount' },
        [n.gstTreatment]: {
          enum: [...GST_TREATMENTS],
          description:
            "standard (15%), zero_rated (exports), exempt, no_gst (seller not registered); left out, the seller's and customer's default",
        },
      },
    },
  };
};
/** An invoice's (or a credit note's) lines (left out or null: none given). */
export const linesField = (naming: Naming) => (w: string) =>
  fieldOfMany<GivenLine[] | undefined>(linesJson(naming), (raw) =>
    raw === undefined || raw === null ? { ok: true, value: undefined } : checkInvoiceLines(raw, w, LINE_NAMING[naming]),
  );
export const pricesIncludeGstField = (w: string) =>
  field(
    {
      type: ['boolean', 'null'],
      description: 'Whether the unit prices include GST; false (they exclude it) when lines are given without it',
    },
    (raw) =>
      raw === undefined || raw === null
        ? { ok: true, value: undefined }
        : typeof raw === 'boolean'
          ? { ok: true, value: raw }
          : { ok: false, message: `${w} must be true or false` },
  );

/** What a zero-rated supply was: services (to a non-resident) or goods (exported). */
const exportKindField = (w: string) =>
  field(
    {
      enum: [...EXPORT_KINDS, null],
      description: "What zero-rated lines supply: 'services' (s11A) or 'goods' (s11); services unless said",
    },
    (raw): Checked<ExportKind | undefined> =>
      raw === undefined || raw === null
        ? { ok: true, value: undefined }
        : (EXPORT_KINDS as readonly unknown[]).includes(raw)
          ? { ok: true, value: raw as ExportKind }
          : { ok: false, message: `${w} must be one of ${EXPORT_KINDS.join(', ')}` },
  );
/** The day zero-rated goods left New Zealand; null clears it. */
const exportDateField = (w: string) => {
  const date = isoDate(w);
  return field<string | null | undefined>(
    { type: ['string', 'null'], format: 'date', description: 'For zero-rated goods: the day they left New Zealand; null for none' },
    (raw) => {
      if (raw === undefined) return { ok: true, value: undefined };
      if (raw === null || raw === '') return { ok: true, value: null };
      const parsed = date.safeParse(raw);
      return parsed.success
        ? { ok: true, value: parsed.data }
        : { ok: false, message: parsed.error.issues[0]?.message ?? `${w} is not a date` };
    },
  );
};
/** The residency evidence held for zero-rated services, each once. */
const residencyEvidenceField = (w: string) =>
  field<ResidencyEvidence[] | undefined>(
    {
      type: ['array', 'null'],
      items: { enum: [...RESIDENCY_EVIDENCE] },
      maxItems: RESIDENCY_EVIDENCE.length,
      description:
        'For zero-rated services, evidence the customer is outside New Zealand beyond their billing country: bank_country, registration, place_of_service',
    },
    (raw) => {
      if (raw === undefined) return { ok: true, value: undefined };
      if (raw === null) return { ok: true, value: [] };
      if (!Array.isArray(raw) || raw.some((v) => !(RESIDENCY_EVIDENCE as readonly unknown[]).includes(v)))
        return { ok: false, message: `${w} must be a list of ${RESIDENCY_EVIDENCE.join(', ')}` };
      return { ok: true, value: RESIDENCY_EVIDENCE.filter((e) => raw.includes(e)) };
    },
  );
/** The zero-rating fields of the invoice commands. */
const zeroRatingFields = {
  exportKind: exportKindField,
  exportDate: exportDateField,
  residencyEvidence: residencyEvidenceField,
};

/**
 * When both the amount and lines are given, the amount must be their total (a check a caller
 * can rely on); when only lines are, the amount is theirs. GST treatments left out count as 15%
 * here only to read the total; the service chooses them (defaultGstTreatment) before it stores.
 */
function amountAgainstLines(
  v: { amount?: string; lines?: GivenLine[]; currency?: string; pricesIncludeGst?: boolean },
  wire: (k: 'amount') => string,
): FieldError[] {
  if (v.amount === undefined || v.lines === undefined || !v.currency) return [];
  if (v.lines.some((l) => l.gstTreatment === undefined)) return [];
  const total = invoiceTotals(v.lines as Required<GivenLine>[], v.currency, v.pricesIncludeGst ?? false).amount;
  const fit = fitAmount(v.amount, v.currency);
  return fit.ok && fit.value === total
    ? []
    : [{ field: wire('amount'), message: `${wire('amount')} must be the lines' total, ${total}, or be left out when lines are given` }];
}

const INVOICE_OPTIONS = {
  notObject: 'The request body must be a JSON object',
  unknownField: (key: string) => `${key} is not a field of an invoice`,
  unknownWithOthers: true,
};

/**
 * A new invoice: its customer (counterparty, the name that finds or makes the customer record, or
 * customerId, the record's id), currency, amount (in the currency's digits) and due date, an
 * issued date (today when left out) no later than the due date, and the optional customer
 * details. Context: today. Unknown fields are errors, so a misspelt one is never silently lost.
 */
export const CREATE_INVOICE = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    {
      counterparty: newCounterpartyField,
      customerId: customerIdField('The customer record to invoice (GET /me/customers); counterparty may then be left out'),
      currency,
      amount: (w) => optional(amount(w)),
      lines: linesField(naming),
      pricesIncludeGst: pricesIncludeGstField,
      ...zeroRatingFields,
      dueDate: isoDate,
      issuedDate: (w) => optional(isoDate(w)),
      ...detailMap((_, key) => detailField(key)),
    },
    {
      ...INVOICE_OPTIONS,
      requiredAcross: [],
      across: (v, wire, today: string, failed) => {
        const errors: FieldError[] = [];
        if (v.counterparty === undefined && v.customerId === undefined && !failed.has('counterparty') && !failed.has('customerId'))
          errors.push({ field: wire('counterparty'), message: `${wire('counterparty')} is required` });
        if (v.amount === undefined && v.lines === undefined && !failed.has('amount') && !failed.has('lines'))
          errors.push({ field: wire('amount'), message: `${wire('amount')} is required (or lines)` });
        errors.push(...amountAgainstLines(v, wire));
        if (v.amount !== undefined) {
          // With no valid currency, two digits apply.
          const fit = fitAmount(v.amount, v.currency ?? 'USD', wire('amount'));
          if (!fit.ok) errors.push({ field: wire('amount'), message: fit.message });
        }
        const issued = v.issuedDate ?? today;
        if (v.dueDate && !failed.has('dueDate') && !failed.has('issuedDate') && v.dueDate < issued)
          errors.push({ field: wire('dueDate'), message: `${wire('dueDate')} must be on or after ${wire('issuedDate')}` });
        return errors;
      },
    },
  ),
);
export type CreateInvoiceCommand = CommandValue<typeof CREATE_INVOICE.rest>;

/**
 * The invoice a create command makes: the amount in its currency's digits (or, with lines only, a
 * placeholder the service replaces with their total), issued today when not given. The lines and
 * whether prices include GST travel beside it (the service's, with the seller's default treatment).
 */
export function newInvoice(command: CreateInvoiceCommand, today: string): InvoiceFields & InvoiceDetails {
  const {
    customerId: _byId,
    lines: _lines,
    pricesIncludeGst: _inclusive,
    exportKind: _kind,
    exportDate: _exported,
    residencyEvidence: _evidence,
    ...fields
  } = command;
  const given = command.amount ?? '0';
  const fit = fitAmount(given, command.currency);
  // A customer given by id names the invoice when the service finds it.
  return {
    ...fields,
    counterparty: command.counterparty ?? '',
    amount: fit.ok ? fit.value : given,
    issuedDate: command.issuedDate ?? today,
  };
}

/** A change to an invoice: any of its fields, and optionally a status to move it to. */
export const CHANGE_INVOICE = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    {
      counterparty: (w) => optional(counterpartyField(w)),
      currency: (w) => optional(currency(w)),
      amount: (w) => optional(amount(w)),
      lines: linesField(naming),
      pricesIncludeGst: pricesIncludeGstField,
      ...zeroRatingFields,
      dueDate: (w) => optional(isoDate(w)),
      issuedDate: (w) => optional(isoDate(w)),
      ...detailMap((_, key) => changedDetailField(key)),
      status: (w) => optional(statusField(w)),
    },
    { ...INVOICE_OPTIONS, across: (v, wire) => amountAgainstLines(v, wire) },
  ),
);
export type ChangeInvoiceCommand = CommandValue<typeof CHANGE_INVOICE.rest>;

/**
 * A change checked against the invoice it changes: the amount against the currency it will have
 * (a change to JPY refuses an existing amount with cents), the due date on or after the issued
 * date. Answers the fields that change (the amount too when the currency does). Errors name fields
 * by their keys (`dueDate`) unless `said` spells them; an edge that spells them otherwise renames
 * them on the way out (api/src/http/command.ts), so the service never learns its caller's spelling.
 */
export function changedInvoice(
  change: ChangeInvoiceCommand,
  current: InvoiceFields,
  said: (key: keyof InvoicePatch) => string = (k) => k,
): Result<InvoicePatch> {
  const wire = said;
  const out: InvoicePatch = {};
  const {
    lines: _lines,
    pricesIncludeGst: _inclusive,
    exportKind: _kind,
    exportDate: _exported,
    residencyEvidence: _evidence,
    ...fields
  } = change;
  for (const [k, v] of Object.entries(fields) as [keyof InvoicePatch, string | undefined][]) if (v !== undefined) out[k] = v as never;
  const errors: FieldError[] = [];
  if (change.amount !== undefined || change.currency !== undefined) {
    const fit = fitAmount(change.amount ?? current.amount, change.currency ?? current.currency, wire('amount'));
    if (fit.ok) out.amount = fit.value;
    else errors.push({ field: wire('amount'), message: fit.message });
  }
  const due = out.dueDate ?? current.dueDate;
  const issued = out.issuedDate ?? current.issuedDate;
  if (due < issued) errors.push({ field: wire('dueDate'), message: `${wire('dueDate')} must be on or after ${wire('issuedDate')}` });
  return errors.length ? { ok: false, errors } : { ok: true, value: out };
}

/**
 * Validates the fields of a new invoice (`current` unset) or a change to one (`current` set,
 * every field optional): the commands above and the rules across fields, for the web's forms
 * and the demo. Every error at once, named as the caller spells them.
 */
export function validateInvoiceInput(raw: unknown, opts: Options & { current?: undefined }): Result<InvoiceFields & InvoiceDetails>;
export function validateInvoiceInput(raw: unknown, opts: Options & { current: InvoiceFields }): Result<InvoicePatch>;
export function validateInvoiceInput(raw: unknown, opts: Options): Result<InvoicePatch> {
  if (opts.current) {
    const change = CHANGE_INVOICE[opts.naming].parse(raw, undefined);
    return change.ok ? changedInvoice(change.value, opts.current, (k) => wireName(k, opts.naming)) : change;
  }
  const created = CREATE_INVOICE[opts.naming].parse(raw, opts.today);
  return created.ok ? { ok: true, value: newInvoice(created.value, opts.today) } : created;
}

/**
 * `{ids}` of a bulk action (archive, write off, ...): at most BULK_MAX invoice ids, each once.
 * Context: the action's verb, for SPEC's alert when none are chosen ("Please select invoices to archive").
 */
export const BULK_INVOICES = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    {
      ids: (w) =>
        field(
          {
            type: 'array',
            items: { type: ['integer', 'string'], description: "An invoice id: the owner's invoice number" },
            minItems: 1,
            maxItems: BULK_MAX,
          },
          (raw): Checked<number[]> => {
            if (raw === undefined || raw === null) return { ok: true, value: [] };
            if (!Array.isArray(raw)) return { ok: false, message: `${w} must be a list of invoice ids` };
            if (raw.length > BULK_MAX) return { ok: false, message: `${w} may hold at most ${BULK_MAX} invoices at once` };
            const ids = raw.map(invoiceIdOf);
            if (ids.some((id) => id === null)) return { ok: false, message: `${w} must be a positive whole number` };
            return { ok: true, value: [...new Set(ids as number[])] };
          },
        ),
    },
    {
      absentIsEmpty: true,
      ignoreUnknown: true,
      requiredAcross: ['ids'],
      across: (v, wire, verb: string) =>
        v.ids?.length === 0 ? [{ field: wire('ids'), message: `Please select invoices to ${verb}` }] : [],
    },
  ),
);

const listView =
  (fallback: InvoiceListView = 'active') =>
  (w: string) =>
    field({ enum: [...INVOICE_LIST_VIEWS], default: fallback }, (raw): Checked<InvoiceListView> => {
      const view = raw ?? fallback;
      return typeof view === 'string' && (INVOICE_LIST_VIEWS as readonly string[]).includes(view)
        ? { ok: true, value: view as InvoiceListView }
        : { ok: false, message: `${w} must be one of ${INVOICE_LIST_VIEWS.join(', ')}` };
    });
const searchText = (w: string) =>
  field(
    { type: 'string', maxLength: SEARCH_MAX, description: 'Matches the counterparty or the invoice number' },
    (raw): Checked<string | undefined> => {
      if (raw === undefined || raw === null) return { ok: true, value: undefined };
      const text = checkText(raw, { field: w, max: SEARCH_MAX, required: false });
      return text.ok ? { ok: true, value: text.value || undefined } : text;
    },
  );
const statusFilter = (w: string) =>
  field({ enum: ['all', ...INVOICE_STATUSES] }, (raw): Checked<InvoiceStatus | undefined> =>
    raw === undefined || raw === '' || raw === 'all'
      ? { ok: true, value: undefined }
      : isInvoiceStatus(raw)
        ? { ok: true, value: raw }
        : { ok: false, message: `${w} must be one of all, ${INVOICE_STATUSES.join(', ')}` },
  );

const LIST_FIELDS = {
  view: listView(),
  status: statusFilter,
  search: searchText,
  /** REST's short name for `search`, named `search` in its messages. */
  q: () => searchText('search'),
  sort: (w: string) =>
    field({ enum: [...INVOICE_SORTS], default: 'number_desc' }, (raw): Checked<InvoiceSort> => {
      const sort = raw ?? 'number_desc';
      return typeof sort === 'string' && (INVOICE_SORTS as readonly string[]).includes(sort)
        ? { ok: true, value: sort as InvoiceSort }
        : { ok: false, message: `${w} must be one of ${INVOICE_SORTS.join(', ')}` };
    }),
  ...pageFields(INVOICE_PAGE_MAX, INVOICE_PAGE_DEFAULT),
  customerId: customerIdField("Only this customer's invoices"),
};

/** The invoice list's filters, order and page (`?status=&q=&view=&sort=&limit=&offset=&customer_id=`); other parameters are ignored. */
export const LIST_INVOICES = /* @__PURE__ */ commands((naming) => command(naming, LIST_FIELDS, { ignoreUnknown: true }));
export type ListInvoicesCommand = CommandValue<typeof LIST_INVOICES.rest>;

/** The tab counts' view and search. */
export const COUNT_INVOICES = /* @__PURE__ */ commands((naming) =>
  command(naming, { view: listView(), search: searchText, q: () => searchText('search') }, { ignoreUnknown: true }),
);

/** GET /invoices/export/csv: the list's view (all unless said), status and search, every page. */
export const INVOICE_EXPORT_QUERY = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    { view: listView('all'), status: statusFilter, search: searchText, q: () => searchText('search') },
    { ignoreUnknown: true },
  ),
);

/** POST /me/invoices/import?dry_run=true: check the file without saving. */
export const IMPORT_QUERY = /* @__PURE__ */ commands((naming) => command(naming, { dryRun: (w) => flag(w) }, { ignoreUnknown: true }));

/** The dashboard's grouped views: first rows per group (25 unless said, at most 100), groups per page, rows per page. */
export const GROUP_ROWS_DEFAULT = 25;
export const GROUP_ROWS_MAX = 100;
export const GROUP_LIMIT_DEFAULT = 50;
export const GROUP_LIMIT_MAX = 200;
export const GROUP_PAGE_MAX = 500;
export const GROUP_PAGE_DEFAULT = 100;
const GROUP_KEY_MAX = 260;

/** Group-bys by name, own keys only (a Map: `constructor` or `__proto__` finds nothing); REST spells Due Date either way. */
const GROUP_BYS = new Map<string, GroupBy>([...GROUP_BY_OPTIONS.map((g) => [g, g] as const), ['due_date', 'dueDate']]);

const groupByField = () =>
  field({ enum: [...GROUP_BY_OPTIONS, 'due_date'] }, (raw): Checked<GroupBy> => {
    const g = typeof raw === 'string' ? GROUP_BYS.get(raw) : undefined;
    return g ? { ok: true, value: g } : { ok: false, message: `groupBy must be one of ${GROUP_BY_OPTIONS.join(', ')}` };
  });

/** A group key of this grouping, unprefixed; keys no group could have are refused (null). */
export function groupKeyValue(raw: unknown, groupBy: GroupBy): string | null {
  if (typeof raw !== 'string' || raw.length > GROUP_KEY_MAX || hasControlCharacters(raw) || hasLoneSurrogate(raw)) return null;
  if (groupBy === 'id') return raw === 'all' ? raw : null;
  const prefix = GROUP_KEY_PREFIX[groupBy];
  if (!raw.startsWith(prefix)) return null;
  const value = raw.slice(prefix.length);
  const allowed: readonly string[] | null = groupBy === 'status' ? INVOICE_STATUSES : groupBy === 'dueDate' ? DUE_BUCKETS : null;
  if (allowed ? !allowed.includes(value) : value === '') return null;
  return value;
}

/** A row cursor (nextCursor) of this grouping, or null when there is none or it is not one. */
export function groupCursorValue(raw: unknown, groupBy: GroupBy): { number: number; dueDate?: string } | null {
  return typeof raw === 'string' && raw.length <= 40 ? parseGroupRowCursor(raw, groupBy) : null;
}

/** A page of groups: the grouping, the view, first rows per group, which groups, and an optional budget of rows in all. */
export const INVOICE_GROUPS_QUERY = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    {
      groupBy: groupByField,
      view: listView(),
      rows: () => wholeNumber('rows', 0, GROUP_ROWS_MAX, GROUP_ROWS_DEFAULT),
      groupOffset: () => wholeNumber('groupOffset', 0, OFFSET_MAX, 0),
      groupLimit: () => wholeNumber('groupLimit', 1, GROUP_LIMIT_MAX, GROUP_LIMIT_DEFAULT),
      rowBudget: () => wholeNumber('rowBudget', 1, 10_000, 0),
    },
    { ignoreUnknown: true },
  ),
);
export type InvoiceGroupsCommand = CommandValue<typeof INVOICE_GROUPS_QUERY.rest>;

/** A page of one group's rows after a cursor. */
export const INVOICE_GROUP_ROWS_QUERY = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    {
      groupBy: groupByField,
      view: listView(),
      key: () =>
        field(
          { type: 'string', maxLength: GROUP_KEY_MAX, description: 'A group key: all, customer:Acme, status:sent, due:today...' },
          (raw): Checked<unknown> => ({ ok: true, value: raw }),
        ),
      after: () =>
        field({ type: 'string', maxLength: 40, description: 'nextCursor of the page before' }, (raw): Checked<unknown> => ({
          ok: true,
          value: raw,
        })),
      limit: () => wholeNumber('limit', 1, GROUP_PAGE_MAX, GROUP_PAGE_DEFAULT),
    },
    {
      ignoreUnknown: true,
      requiredAcross: ['key'],
      // The key and the cursor are read in their grouping (Invoice # when the grouping itself is wrong).
      across: (v) => {
        const groupBy = v.groupBy ?? 'id';
        const errors = [];
        if (groupKeyValue(v.key, groupBy) === null)
          errors.push({ field: 'key', message: `key must be a group key of the ${groupBy} grouping` });
        if (v.after !== undefined && v.after !== null && v.after !== '' && groupCursorValue(v.after, groupBy) === null)
          errors.push({ field: 'after', message: 'after must be a cursor from this grouping (nextCursor)' });
        return errors;
      },
    },
  ),
);
export type InvoiceGroupRowsCommand = CommandValue<typeof INVOICE_GROUP_ROWS_QUERY.rest>;
