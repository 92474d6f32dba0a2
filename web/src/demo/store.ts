import {
  amountLine,
  defaultGstTreatment,
  detailMap,
  BULK_MAX,
  areSimilar,
  BASE_CURRENCY,
  BUILT_IN_RATES,
  DEFAULT_PREFERENCES,
  DEFAULT_REMINDER_SETTINGS,
  effectiveStatus,
  Exact,
  invoiceTotals,
  linesProblem,
  parseShownInvoiceNumber,
  isoDateInZone,
  transitionError,
  WRITE_OFF_ERROR,
  type CurrencyCode,
  type ExportKind,
  type GivenLine,
  type HedgePolicyTargets,
  type InvoiceDetails,
  type InvoiceLineInput,
  type InvoiceStatus,
  type Preferences,
  type ReminderSettings,
  type ResidencyEvidence,
  type ShockVector,
} from '@keafx/schema';
import { demoCustomerCountry, demoCustomerId } from './customers';
import { countsAsExposure, exposureOf, presentScenario, type DemoExposure, type PresentedScenario } from './exposure';
import {
  demoProfile,
  SAMPLE_HEDGE_POLICY,
  SAMPLE_RATE_PAIRS,
  SAMPLE_SCENARIOS,
  sampleAudit,
  sampleHedges,
  sampleInvoices,
  type DemoAuditEntry,
  type DemoHedge,
  type DemoInvoice,
  type DemoProfile,
  type RatePair,
} from './sampleData';

/** Business days are New Zealand days, as on the api. */
const BUSINESS_TIME_ZONE = 'Pacific/Auckland';
/** SPEC section 9: the audit log keeps at most 50 entries. */
export const DEMO_AUDIT_CAP = 50;

/** A refusal the resolvers turn into a GraphQL error with this code. */
export class DemoError extends Error {
  constructor(
    message: string,
    readonly code: 'BAD_USER_INPUT' | 'CONFLICT' | 'NOT_FOUND' | 'DEMO_DISABLED',
    readonly field?: string,
  ) {
    super(message);
  }
}

export interface DemoScenario {
  id: string;
  name: string;
  tags: string[];
  shocks: ShockVector;
  includeDrafts: boolean;
  pinned: boolean;
  createdAt: string;
  rateSnapshotDate: string;
  saved: PresentedScenario;
}

export type DemoView = 'ACTIVE' | 'ARCHIVE' | 'WRITEOFFS' | 'ALL';
export type DemoSort = 'NUMBER_ASC' | 'NUMBER_DESC' | 'DUE_DATE_ASC' | 'DUE_DATE_DESC';

/**
 * The demo's data, held in memory for one visit (SPEC section 4, "Demo mode"): entering makes
 * a fresh one with the sample invoices, the sample audit entries plus a started entry, and the
 * sample scenarios; nothing is ever sent anywhere, and a reload starts again.
 */
export class DemoStore {
  readonly today: string;
  readonly rates: Readonly<Record<string, string>> = BUILT_IN_RATES;
  readonly ratePairs: readonly RatePair[] = SAMPLE_RATE_PAIRS;
  readonly profile: DemoProfile;
  invoices: DemoInvoice[];
  audit: DemoAuditEntry[];
  scenarios: DemoScenario[];
  preferences: Preferences & { updatedAt: string | null } = { ...DEFAULT_PREFERENCES, updatedAt: null };
  /** The hedge book for the visit: its reads and writes are in ./hedges, loaded with the Hedges screen. */
  hedges: DemoHedge[];
  hedgePolicy: HedgePolicyTargets = { ...SAMPLE_HEDGE_POLICY };
  /** The sample invoices' lines as loaded: the NZD button moves prices from these, never compounding. */
  private readonly initialLines: ReadonlyMap<number, readonly InvoiceLineInput[]>;
  private nextAuditId: number;
  private nextScenarioId = 1;
  private readonly listeners = new Set<() => void>();

  constructor(readonly clock: () => Date = () => new Date()) {
    const now = clock();
    this.today = isoDateInZone(now, BUSINESS_TIME_ZONE);
    this.profile = demoProfile(this.today);
    this.invoices = sampleInvoices(this.today, now);
    this.hedges = sampleHedges(this.today, now);
    this.initialLines = new Map(this.invoices.map((i) => [i.number, i.lines]));
    this.audit = sampleAudit(now);
    this.nextAuditId = this.audit.length + 1;
    this.scenarios = SAMPLE_SCENARIOS.map((s) =>
      this.makeScenario(s.name, s.tags, s.shocks, false, new Date(now.getTime() - s.daysAgo * 86_400_000), s.pinned),
    );
  }

  /** Called after every change (the live exposure subscription listens). */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const l of this.listeners) l();
  }

  /** Appends an audit line stamped now (newest first, at most 50 kept). */
  log(message: string, action = 'demo.action', entity: { type: string; id: string | null } = { type: 'demo', id: null }): DemoAuditEntry {
    const entry = {
      id: this.nextAuditId++,
      action,
      message,
      createdAt: this.clock().toISOString(),
      entityType: entity.type,
      entityId: entity.id,
    };
    this.audit = [entry, ...this.audit].slice(0, DEMO_AUDIT_CAP);
    this.changed();
    return entry;
  }

  /** SPEC section 4: exports in the demo are simulated; they only write an audit line. */
  simulateExport(what: string): string {
    return this.log(`Demo export: ${what} (simulated)`, 'demo.export').message;
  }

  statusOf(i: DemoInvoice): InvoiceStatus {
    return effectiveStatus(i.status, i.dueDate, this.today);
  }

  invoice(id: string): DemoInvoice {
    const found = this.invoices.find((i) => String(i.number) === id);
    if (!found) throw new DemoError(`Invoice ${id.slice(0, 20)} was not found`, 'NOT_FOUND');
    return found;
  }

  inView(view: DemoView, search?: string | null): DemoInvoice[] {
    const q = search?.trim().toLowerCase();
    // As the api: a search that reads as an invoice number ("INV-0004", "#4", "4") finds it too.
    const number = q ? parseShownInvoiceNumber(q) : null;
    return this.invoices.filter((i) => {
      const tab =
        view === 'ALL' ||
        (view === 'ACTIVE' ? !i.archived && !i.writtenOff : view === 'ARCHIVE' ? i.archived && !i.writtenOff : i.writtenOff);
      return tab && (!q || i.customer.toLowerCase().includes(q) || i.currency.toLowerCase().includes(q) || i.number === number);
    });
  }

  list(args: {
    view: DemoView;
    status?: InvoiceStatus | null;
    search?: string | null;
    /** Only this customer's invoices (demoCustomerId). */
    customerId?: string | null;
    sort: DemoSort;
    limit: number;
    offset: number;
  }) {
    // limit and offset come checked by the commands' rule (resolvers.ts, `whole`).
    const rows = this.inView(args.view, args.search).filter(
      (i) => (!args.status || this.statusOf(i) === args.status) && (!args.customerId || demoCustomerId(i.customer) === args.customerId),
    );
    const dir = args.sort.endsWith('DESC') ? -1 : 1;
    const byDue = args.sort.startsWith('DUE_DATE');
    rows.sort((a, b) => dir * (byDue ? a.dueDate.localeCompare(b.dueDate) || a.number - b.number : a.number - b.number));
    return {
      items: rows.slice(args.offset, args.offset + args.limit),
      hasMore: rows.length > args.offset + args.limit,
      limit: args.limit,
      offset: args.offset,
    };
  }

  counts(view: DemoView, search?: string | null) {
    const inView = this.inView(view, search);
    const n = (s: InvoiceStatus): number => inView.filter((i) => this.statusOf(i) === s).length;
    return {
      all: inView.length,
      draft: n('draft'),
      sent: n('sent'),
      overdue: n('overdue'),
      paid: n('paid'),
      active: this.inView('ACTIVE', search).length,
      archive: this.inView('ARCHIVE', search).length,
      writeoffs: this.inView('WRITEOFFS', search).length,
    };
  }

  /** SPEC section 4: in the demo a status can be set to any given status, with the audit line 'Updated demo invoice #{id} to {status}'. */
  setStatus(id: string, status: InvoiceStatus): DemoInvoice {
    const i = this.invoice(id);
    i.status = status;
    if (status === 'sent' && !i.sentDate) i.sentDate = this.today;
    if (status === 'paid') i.paidDate = this.today;
    // The time of supply (GST Act s9(1)): the earlier of the issue date and the day it went out (or was paid), its rate frozen with it.
    if ((status === 'sent' || status === 'paid') && !i.supplyDate) {
      i.supplyDate = i.issuedDate < this.today ? i.issuedDate : this.today;
      i.supplyRate = i.currency === BASE_CURRENCY ? '1' : (this.rates[i.currency] ?? null);
    }
    this.log(`Updated demo invoice #${i.number} to ${status}`, `invoice.${status}`, { type: 'invoice', id });
    return i;
  }

  /** Send and Mark Paid keep the product's transition rules; only the saving is in memory. A payment may carry its date and rate. */
  transition(id: string, action: 'send' | 'pay', payment: { paymentDate?: string; settlementRate?: string } = {}): DemoInvoice {
    const i = this.invoice(id);
    const refused = transitionError(action, this.statusOf(i));
    if (refused) throw new DemoError(refused, 'CONFLICT', 'status');
    const done = this.setStatus(id, action === 'send' ? 'sent' : 'paid');
    if (action === 'pay') {
      done.paidDate = payment.paymentDate ?? this.today;
      done.settlementRate = payment.settlementRate ?? this.rates[done.currency] ?? null;
    }
    return done;
  }

  /** Undo of a demo payment: sent again (overdue by the shared rule when past due), its payment cleared. */
  reversePayment(id: string): DemoInvoice {
    const i = this.invoice(id);
    if (i.status !== 'paid')
      throw new DemoError(`INV-${String(i.number).padStart(4, '0')} is not paid, so there is no payment to reverse.`, 'CONFLICT', 'status');
    const done = this.setStatus(id, 'sent');
    done.paidDate = null;
    done.settlementRate = null;
    return done;
  }

  /**
   * SPEC section 4: a new id is the highest existing id plus 1 (1 if none); it starts as a draft.
   * As on the api: its lines as given (a treatment left out is the default for the demo's
   * registered seller and the customer's country), or one line of the amount; the total is theirs.
   */
  add(
    fields: { counterparty: string; currency: CurrencyCode; amount: string; dueDate: string; issuedDate: string } & Partial<InvoiceDetails>,
    given: {
      lines?: GivenLine[];
      pricesIncludeGst?: boolean;
      exportKind?: ExportKind;
      exportDate?: string | null;
      residencyEvidence?: ResidencyEvidence[];
    } = {},
  ): DemoInvoice {
    const fallback = defaultGstTreatment({ gstRegistered: true }, fields.currency, demoCustomerCountry(fields.counterparty));
    const lines = given.lines
      ? given.lines.map((l) => ({ ...l, gstTreatment: l.gstTreatment ?? fallback }))
      : [amountLine(fields.amount, fallback)];
    const pricesIncludeGst = given.lines ? (given.pricesIncludeGst ?? false) : true;
    const problem = linesProblem(lines, fields.currency, pricesIncludeGst, { gstRegistered: true });
    if (problem) throw new DemoError(problem.message, 'BAD_USER_INPUT', problem.field);
    const number = this.invoices.reduce((max, i) => Math.max(max, i.number), 0) + 1;
    const invoice: DemoInvoice = {
      number,
      customer: fields.counterparty,
      currency: fields.currency,
      amount: invoiceTotals(lines, fields.currency, pricesIncludeGst).amount,
      issuedDate: fields.issuedDate,
      dueDate: fields.dueDate,
      status: 'draft',
      archived: false,
      writtenOff: false,
      sentDate: null,
      paidDate: null,
      bookedRate: this.rates[fields.currency] ?? '1',
      createdAt: this.clock().toISOString(),
      details: detailMap((_, key) => fields[key] ?? ''),
      lines,
      pricesIncludeGst,
      supplyDate: null,
      supplyRate: null,
      exportKind: given.exportKind ?? 'services',
      exportDate: given.exportDate ?? null,
      residencyEvidence: given.residencyEvidence ?? [],
    };
    this.invoices = [...this.invoices, invoice];
    this.log(`Added demo invoice #${number} for ${fields.counterparty}`, 'invoice.created', { type: 'invoice', id: String(number) });
    return invoice;
  }

  /** Archive, unarchive, write off (overdue only) and restore, all or none, as on the api. */
  file(kind: 'archive' | 'unarchive' | 'writeOff' | 'restore', ids: readonly string[]): DemoInvoice[] {
    if (ids.length === 0 || ids.length > BULK_MAX)
      throw new DemoError(`ids must name 1 to ${BULK_MAX.toLocaleString('en-NZ')} invoices`, 'BAD_USER_INPUT', 'ids');
    const targets = ids.map((id) => this.invoice(id));
    if (kind === 'writeOff' && targets.some((i) => this.statusOf(i) !== 'overdue' || i.writtenOff))
      throw new DemoError(WRITE_OFF_ERROR, 'CONFLICT', 'ids');
    const verb = { archive: 'Archived', unarchive: 'Unarchived', writeOff: 'Wrote off', restore: 'Restored' }[kind];
    for (const i of targets) {
      if (kind === 'archive') i.archived = true;
      if (kind === 'unarchive') i.archived = false;
      if (kind === 'writeOff') Object.assign(i, { writtenOff: true, archived: true });
      if (kind === 'restore') Object.assign(i, { writtenOff: false, archived: false, status: 'overdue' });
      this.log(`${verb} demo invoice #${i.number}${kind === 'restore' ? ' as overdue' : ''}`, `invoice.${kind}`, {
        type: 'invoice',
        id: String(i.number),
      });
    }
    return targets;
  }

  /**
   * SPEC section 4's 'NZD ↑/↓ 10%' button: every amount moved by `percent` from the initial
   * set (so pressing twice never compounds); 0 restores the initial amounts. The lines' prices
   * move with it and the amount stays their total.
   */
  scaleAmounts(percent: number): void {
    const factor = new Exact(1).plus(new Exact(percent).dividedBy(100));
    for (const i of this.invoices) {
      const initial = this.initialLines.get(i.number);
      if (initial === undefined) continue;
      i.lines = initial.map((l) => ({ ...l, unitPrice: new Exact(l.unitPrice).times(factor).toFixed() }));
      i.amount = invoiceTotals(i.lines, i.currency, i.pricesIncludeGst).amount;
    }
    this.log(
      percent === 0
        ? 'Demo scenario reset: sample amounts restored'
        : `Demo scenario: all amounts ${percent > 0 ? 'raised' : 'lowered'} ${Math.abs(percent)}% from the sample set`,
      'demo.scenario',
    );
  }

  exposure(includeDrafts: boolean): DemoExposure {
    return exposureOf(this.invoices, this.rates, this.today, includeDrafts);
  }

  exposureOfCustomer(customer: string, includeDrafts: boolean): DemoExposure {
    return exposureOf(
      this.invoices.filter((i) => i.customer === customer),
      this.rates,
      this.today,
      includeDrafts,
    );
  }

  /** The invoices the exposure counts. */
  exposureInvoices(includeDrafts: boolean): DemoInvoice[] {
    return this.invoices.filter((i) => countsAsExposure(i, this.today, includeDrafts));
  }

  /** Only drafts can be deleted, as on the api. */
  removeDraft(id: string): DemoInvoice {
    const i = this.invoice(id);
    if (i.status !== 'draft')
      throw new DemoError(`Only draft invoices can be deleted; this invoice is ${this.statusOf(i)}.`, 'CONFLICT', 'id');
    this.invoices = this.invoices.filter((x) => x !== i);
    this.log(`Deleted demo invoice #${i.number}`, 'invoice.deleted', { type: 'invoice', id });
    return i;
  }

  /** The demo's overdue reminders: off, as a new account's, until changed (not saved). */
  reminders: ReminderSettings & { updatedAt: string | null } = { ...DEFAULT_REMINDER_SETTINGS, updatedAt: null };

  setReminders(next: ReminderSettings): void {
    this.reminders = { ...next, updatedAt: this.clock().toISOString() };
    this.log('Updated demo overdue reminders (not saved; the demo sends no e-mail)', 'reminders.updated');
  }

  setPreferences(patch: Partial<Preferences>): void {
    this.preferences = { ...this.preferences, ...patch, updatedAt: this.clock().toISOString() };
    this.log('Updated demo preferences (not saved)', 'preferences.updated');
  }

  private makeScenario(name: string, tags: string[], shocks: ShockVector, includeDrafts: boolean, at: Date, pinned = false): DemoScenario {
    return {
      id: String(this.nextScenarioId++),
      name,
      tags,
      shocks,
      includeDrafts,
      pinned,
      createdAt: at.toISOString(),
      rateSnapshotDate: this.today,
      saved: presentScenario(this.exposure(includeDrafts), shocks, name),
    };
  }

  /** Pinned first, then newest (SPEC section 4). */
  listScenarios(): DemoScenario[] {
    return [...this.scenarios].sort(
      (a, b) => Number(b.pinned) - Number(a.pinned) || b.createdAt.localeCompare(a.createdAt) || Number(b.id) - Number(a.id),
    );
  }

  scenario(id: string): DemoScenario {
    const found = this.scenarios.find((s) => s.id === id);
    if (!found) throw new DemoError(`Scenario ${id.slice(0, 20)} was not found`, 'NOT_FOUND');
    return found;
  }

  /** SPEC section 4: the demo data layer allows adding a scenario (placed first) and deleting one by id. */
  saveScenario(name: string, tags: string[], shocks: ShockVector, includeDrafts: boolean): DemoScenario {
    const s = this.makeScenario(name, tags, shocks, includeDrafts, this.clock());
    this.scenarios = [s, ...this.scenarios];
    this.log(`Saved demo scenario "${name}"`, 'scenario.saved', { type: 'scenario', id: s.id });
    return s;
  }

  pinScenario(id: string, pinned: boolean): DemoScenario {
    const s = this.scenario(id);
    s.pinned = pinned;
    this.log(`${pinned ? 'Pinned' : 'Unpinned'} demo scenario "${s.name}"`, 'scenario.pinned', { type: 'scenario', id });
    return s;
  }

  deleteScenario(id: string): DemoScenario {
    const s = this.scenario(id);
    this.scenarios = this.scenarios.filter((x) => x.id !== id);
    this.log(`Deleted demo scenario "${s.name}"`, 'scenario.deleted', { type: 'scenario', id });
    return s;
  }

  /** The same shocks on today's demo exposure. */
  rerun(s: DemoScenario): PresentedScenario {
    return presentScenario(this.exposure(s.includeDrafts), s.shocks, s.name);
  }

  similar(a: PresentedScenario, b: PresentedScenario): boolean {
    return areSimilar(a.totalImpact, b.totalImpact);
  }
}
