import {
  AUDIT_PAGE_DEFAULT,
  AUDIT_PAGE_MAX,
  BASE_CURRENCY,
  checkWholeNumber,
  CUSTOMER_PAGE_DEFAULT,
  CUSTOMER_PAGE_MAX,
  detailMap,
  Exact,
  GROUP_LIMIT_DEFAULT,
  GROUP_LIMIT_MAX,
  GROUP_PAGE_DEFAULT,
  GROUP_PAGE_MAX,
  GROUP_ROWS_DEFAULT,
  GROUP_ROWS_MAX,
  INVOICE_PAGE_DEFAULT,
  INVOICE_PAGE_MAX,
  OFFSET_MAX,
  isoDateInZone,
  pageGroupRows,
  pageInvoiceGroups,
  type GroupBy,
  parseScenarioName,
  parseScenarioTags,
  parseShockEntries,
  realisedGain,
  roundToMinor,
  SUPPORTED_CURRENCIES,
  type InvoiceStatus,
  type ShockVector,
} from '@keafx/schema';
import { GraphQLError } from 'graphql';
import type { Resolvers } from '../generated/resolvers';
import { demoCustomerId, demoCustomers } from './customers';
import { currencyEnum, demoRate, presentAging, presentExposure, presentScenario, statusEnum } from './exposure';
import { demoGstNzd, demoLines, demoSupplyRate, demoTotals, demoTsiIssues, demoTsiShortfall } from './invoiceTax';
import type { DemoAuditEntry } from './sampleData';
import { DemoError, type DemoScenario, type DemoSort, type DemoStore, type DemoView } from './store';

/**
 * The api's GraphQL operations answered in the browser over the demo store: the invoice,
 * exposure, audit, scenario, hedge and preference operations the screens use. Writes change the
 * store in memory only; sign-in, rate recording and report jobs are not part of the demo.
 */

type Args = Record<string, unknown>;
interface ShockArg {
  currency: string;
  shock: number;
}

function toGraphQLError(e: unknown): never {
  if (e instanceof DemoError) throw new GraphQLError(e.message, { extensions: { code: e.code, ...(e.field ? { field: e.field } : {}) } });
  throw e;
}

/** Runs a resolver body, turning the store's refusals into GraphQL errors with a code. */
function guard<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    return toGraphQLError(e);
  }
}

/** `guard` for a write that parses with the commands, loaded on the first such write (./commands). */
async function withCommands<T>(fn: (commands: typeof import('./commands')) => T): Promise<T> {
  const commands = await import('./commands');
  return guard(() => fn(commands));
}

/** `guard` for a hedge operation, over the demo's hedge book loaded on the first one (./hedges). */
async function withHedges<T>(fn: (hedges: typeof import('./hedges').HEDGE_BOOK) => T): Promise<T> {
  const hedges = (await import('./hedges')).HEDGE_BOOK;
  return guard(() => fn(hedges));
}

const badInput = (field: string, message: string): never => {
  throw new DemoError(message, 'BAD_USER_INPUT', field);
};

/** A whole-number argument by the commands' own rule and bounds (checkWholeNumber), never restated here. */
function whole(raw: unknown, name: string, min: number, max: number, fallback: number): number {
  const checked = checkWholeNumber(raw, name, min, max, fallback);
  return checked.ok ? checked.value : badInput(name, checked.message);
}

export const DEMO_DISABLED_MESSAGE = 'This is not available in demo mode: nothing is saved or sent.';
const disabled = (): never => {
  throw new GraphQLError(DEMO_DISABLED_MESSAGE, { extensions: { code: 'DEMO_DISABLED' } });
};

function shocksFrom(list: readonly ShockArg[], field = 'shocks'): ShockVector {
  const parsed = parseShockEntries(
    list.map((s) => [s.currency, s.shock]),
    field,
    true,
  );
  if (!parsed.ok) badInput(field, parsed.errors.map((e) => e.message).join('; '));
  return parsed.ok ? parsed.value : {};
}

function checkBase(input: { baseCurrency?: string | null }): void {
  if (input.baseCurrency && input.baseCurrency !== BASE_CURRENCY)
    badInput('baseCurrency', 'baseCurrency must be NZD: exposure is measured in NZD');
}

const GROUP_BYS = new Map<unknown, GroupBy>([
  ['ID', 'id'],
  ['CUSTOMER', 'customer'],
  ['CURRENCY', 'currency'],
  ['STATUS', 'status'],
  ['DUE_DATE', 'dueDate'],
]);
const groupByArg = (a: Args): GroupBy =>
  GROUP_BYS.get(a.groupBy) ?? badInput('groupBy', 'groupBy must be one of ID, CUSTOMER, CURRENCY, STATUS, DUE_DATE');

/** A saved scenario as the GraphQL type shows it, its record kept for the fields that re-run it. */
export const savedView = (s: DemoScenario) => ({
  ...s,
  date: s.createdAt,
  isPinned: s.pinned,
  rateShock: s.saved.shockPercent,
  totalExposure: s.saved.totalCurrent,
  impactAmount: s.saved.totalImpact,
  affectedInvoiceCount: s.saved.affectedInvoiceCount,
  affectedCurrencies: s.saved.affectedCurrencies,
  shocks: s.saved.shocks,
  /** Not a GraphQL field: the record `current` re-runs. */
  record: s,
});
export type SavedScenarioView = ReturnType<typeof savedView>;

export function createResolvers(store: DemoStore): Resolvers {
  const recordedAt = (): string => new Date(store.clock().getTime() - 120_000).toISOString();
  const exposureView = (includeDrafts: boolean) => presentExposure(store.exposure(includeDrafts), store.rates, recordedAt());
  const demoUser = {
    id: 'demo',
    email: store.profile.email,
    role: 'user',
    createdAt: store.audit.at(-1)?.createdAt ?? store.clock().toISOString(),
    // The demo is its owner's business: every screen shows what an owner sees.
    businessRole: 'owner',
    businessName: store.profile.company || `${store.profile.email}'s business`,
  };
  const filing = (kind: 'archive' | 'unarchive' | 'writeOff' | 'restore') => (_: unknown, a: { ids: string[] }) =>
    guard(() => store.file(kind, a.ids));

  const viewInvoices = (view: DemoView) =>
    store.inView(view).map((i) => ({
      id: String(i.number),
      number: i.number,
      customer: i.customer,
      currency: i.currency,
      amount: i.amount,
      dueDate: i.dueDate,
      status: store.statusOf(i),
      demo: i,
    }));

  return {
    Query: {
      // The dashboard's count of sent invoices that fall short of the TSI rules (./invoiceTax).
      tsiShortfall: () => demoTsiShortfall(store),
      // What Mark Paid would record, as the api's paymentPreview answers it, over the demo's rates.
      paymentPreview: (_, a) =>
        guard(() => {
          const i = store.invoice(a.id);
          const rate = a.settlementRate ?? store.rates[i.currency] ?? null;
          const gain = realisedGain(i.amount, i.bookedRate, rate);
          const paymentDate = a.paymentDate ?? store.today;
          return {
            paymentDate,
            bookedRate: i.bookedRate,
            settlementRate: rate,
            settlementRateSource: a.settlementRate ? 'given' : 'demo',
            settlementRateDate: paymentDate,
            realisedGainNzd: gain.gain,
            realisedGainNote: gain.reason,
          };
        }),
      me: () => demoUser,
      // The sample owner alone: inviting people is an account action the demo does not take.
      team: () => ({
        members: [{ id: demoUser.id, email: demoUser.email, role: 'owner', joinedAt: demoUser.createdAt }],
        invitations: [],
      }),
      invoices: (_, a) =>
        guard(() =>
          store.list({
            view: a.view as DemoView,
            status: a.status ? (String(a.status).toLowerCase() as InvoiceStatus) : null,
            search: a.search,
            customerId: a.customerId,
            sort: a.sort as DemoSort,
            limit: whole(a.limit, 'limit', 1, INVOICE_PAGE_MAX, INVOICE_PAGE_DEFAULT),
            offset: whole(a.offset, 'offset', 0, OFFSET_MAX, 0),
          }),
        ),
      // The dashboard's grouped list, by the same schema/src rules the api's SQL is held to.
      invoiceGroups: (_, a) =>
        guard(() => {
          const groupBy = groupByArg(a);
          const rows = whole(a.rows, 'rows', 0, GROUP_ROWS_MAX, GROUP_ROWS_DEFAULT);
          const groupOffset = whole(a.groupOffset, 'groupOffset', 0, OFFSET_MAX, 0);
          const groupLimit = whole(a.groupLimit, 'groupLimit', 1, GROUP_LIMIT_MAX, GROUP_LIMIT_DEFAULT);
          const page = pageInvoiceGroups(
            viewInvoices(a.view as DemoView),
            { groupBy, rows, groupOffset, groupLimit, rowBudget: a.rowBudget },
            store.today,
          );
          return {
            ...page,
            groupBy: a.groupBy,
            groups: page.groups.map(({ totalCurrency, totalsByCurrency, invoices, ...g }) => ({
              ...g,
              totalCurrency: totalCurrency ? currencyEnum(totalCurrency) : null,
              totalsByCurrency: totalsByCurrency?.map((t) => ({ ...t, currency: currencyEnum(t.currency) })) ?? null,
              invoices: invoices.map((i) => i.demo),
            })),
          };
        }),
      invoiceGroupRows: (_, a) =>
        guard(() => {
          const limit = whole(a.limit, 'limit', 1, GROUP_PAGE_MAX, GROUP_PAGE_DEFAULT);
          const page = pageGroupRows(
            viewInvoices(a.view as DemoView),
            { groupBy: groupByArg(a), key: a.key, after: a.after, limit },
            store.today,
          );
          return { ...page, items: page.items.map((i) => i.demo) };
        }),
      invoiceCounts: (_, a) => store.counts(a.view as DemoView, a.search),
      // The sample invoices' customers, made as the api makes them (demo/customers.ts); read-only.
      customers: (_, a) =>
        guard(() => {
          const limit = whole(a.limit, 'limit', 1, CUSTOMER_PAGE_MAX, CUSTOMER_PAGE_DEFAULT);
          const offset = whole(a.offset, 'offset', 0, OFFSET_MAX, 0);
          const q = a.search?.trim().toLowerCase();
          const found = demoCustomers(store).filter((c) => !q || [c.name, c.email].some((t) => t.toLowerCase().includes(q)));
          return { items: found.slice(offset, offset + limit), hasMore: found.length > offset + limit };
        }),
      customer: (_, a) =>
        guard(() => {
          const found = demoCustomers(store).find((c) => c.id === a.id);
          if (!found) throw new DemoError(`Customer ${a.id.slice(0, 40)} was not found`, 'NOT_FOUND');
          return found;
        }),
      invoice: (_, a) => guard(() => store.invoice(a.id)),
      auditEvents: (_, a) =>
        guard(() => {
          const limit = whole(a.limit, 'limit', 1, AUDIT_PAGE_MAX, AUDIT_PAGE_DEFAULT);
          const offset = whole(a.offset, 'offset', 0, OFFSET_MAX, 0);
          // Settings' Audit Trail filters by entity, action and New Zealand day (from and to inclusive).
          const from = a.from ?? null;
          const to = a.to ?? null;
          if (from && to && to < from) badInput('to', 'to must be on or after from');
          const day = (e: DemoAuditEntry): string => isoDateInZone(new Date(e.createdAt), 'Pacific/Auckland');
          const trail = store.audit.filter(
            (e) =>
              (!a.entityType || e.entityType === a.entityType) &&
              (!a.action || e.action === a.action) &&
              (!from || day(e) >= from) &&
              (!to || day(e) <= to),
          );
          return { items: trail.slice(offset, offset + limit), hasMore: trail.length > offset + limit };
        }),
      auditFacets: () => ({
        entityTypes: [...new Set(store.audit.map((e) => e.entityType))].sort(),
        actions: [...new Set(store.audit.map((e) => e.action))].sort(),
      }),
      account: () => ({
        fullName: store.profile.name,
        email: store.profile.email,
        company: store.profile.company,
        plan: store.profile.plan,
        monthlyFee: store.profile.monthlyFee.toFixed(2),
        nextBillingDate: store.profile.nextBillingDate,
        paymentMethod: store.profile.paymentMethod,
        updatedAt: null,
      }),
      verifyAuditTrail: () => ({ ok: true, checked: store.audit.length, brokenAtSeq: null, reason: null }),
      exposure: (_, a) => exposureView(a.includeDrafts),
      exposureAging: (_, a) => presentAging(store.invoices, store.rates, store.today, a.includeDrafts),
      exposureByCounterparty: (_, a) => {
        const names = [...new Set(store.invoices.map((i) => i.customer))];
        const items = names
          .map((counterparty) => {
            const mine = presentExposure(store.exposureOfCustomer(counterparty, a.includeDrafts), store.rates, recordedAt());
            return {
              counterparty,
              nzdValue: mine.totalNzd,
              invoiceCount: mine.invoiceCount,
              currencies: mine.currencies.map((c) => ({
                currency: c.currency,
                totalAmount: c.totalAmount,
                nzdValue: c.nzdValue,
                invoiceCount: c.invoiceCount,
              })),
            };
          })
          .filter((c) => c.invoiceCount > 0)
          .sort((x, y) => new Exact(y.nzdValue).comparedTo(x.nzdValue) || x.counterparty.localeCompare(y.counterparty));
        const offset = a.offset;
        const limit = a.limit;
        return { items: items.slice(offset, offset + limit), hasMore: items.length > offset + limit, warnings: [] };
      },
      rates: () => ({ rates: SUPPORTED_CURRENCIES.map((c) => demoRate(c, store.rates, store.today, recordedAt())), warnings: [] }),
      rateHistory: (_, a) => [demoRate(a.currency, store.rates, store.today, recordedAt())],
      rateFeedStatus: () => ({
        configured: false,
        failing: false,
        intervalSeconds: 0,
        lastRun: null,
        lastSuccess: null,
        lastFailure: null,
        url: null,
        message: 'Demo mode uses sample rates.',
      }),
      preferences: () => store.preferences,
      // The demo sends no e-mail: the schedule is kept for the visit and says mail is off.
      reminderSettings: () => ({ ...store.reminders, mailEnabled: false }),
      scenarios: () => store.listScenarios().map(savedView),
      scenario: (_, a) => guard(() => savedView(store.scenario(a.id))),
      scenarioAffectedInvoices: (_, a) =>
        guard(() => {
          const s = store.scenario(a.id);
          const shocked = new Set(
            Object.entries(s.shocks)
              .filter(([, v]) => !new Exact(v ?? 0).isZero())
              .map(([c]) => c),
          );
          const e = store
            .exposureInvoices(s.includeDrafts)
            .filter((i) => shocked.has(i.currency))
            .sort((x, y) => x.dueDate.localeCompare(y.dueDate) || x.number - y.number);
          const offset = a.offset;
          const limit = a.limit;
          return { items: e.slice(offset, offset + limit), hasMore: e.length > offset + limit, limit, offset };
        }),
      compareScenarios: (_, a) =>
        guard(() => {
          const ids = a.ids;
          if (ids.length !== 2 || ids[0] === ids[1]) badInput('ids', 'Choose exactly 2 scenarios to compare');
          const [first, second] = ids.map((id) => store.scenario(id)) as [DemoScenario, DemoScenario];
          const now = [store.rerun(first), store.rerun(second)];
          const currencies = SUPPORTED_CURRENCIES.filter((c) => first.shocks[c] !== undefined || second.shocks[c] !== undefined);
          return {
            scenarios: [savedView(first), savedView(second)],
            impactDifference: roundToMinor(new Exact(second.saved.totalImpact).minus(first.saved.totalImpact), BASE_CURRENCY),
            similar: store.similar(first.saved, second.saved),
            current: now,
            similarNow: store.similar(now[0] as (typeof now)[0], now[1] as (typeof now)[0]),
            shocks: currencies.map((c) => ({ currency: c, first: first.shocks[c] ?? '0', second: second.shocks[c] ?? '0' })),
          };
        }),
      // The hedge book (./hedges): the api's commands and schema/src's rules over the demo store.
      hedges: (_, a) => withHedges((h) => h.listHedges(store, a)),
      hedge: (_, a) => withHedges((h) => h.presentHedge(h.hedgeOf(store, a.id))),
      hedgePolicy: () => store.hedgePolicy,
      hedgeCoverage: (_, a) => withHedges((h) => h.presentCoverage(store, a.includeDrafts)),
      hedgeMarkToMarket: (_, a) => withHedges((h) => h.presentMarkToMarket(store, a)),
      hedgeSettlementPreview: (_, a) => withHedges((h) => h.settlementPreview(store, a.id, a)),
      reportJob: disabled,
      reportJobs: () => [],
      // The Reports page's previews (and papaparse with them) load with the first preview asked for.
      reportPreview: async (_, a) => {
        const { demoReportPreview } = await import('./reports');
        return guard(() => demoReportPreview(store, a, badInput));
      },
      // The GST Return template: the sample invoices by the shared GST rules (./gstReturn).
      gstPeriods: async (_, a) => {
        const { demoGstPeriods } = await import('./gstReturn');
        return guard(() => demoGstPeriods(store, a.count, badInput));
      },
      gstReturn: async (_, a) => {
        const { demoGstReturn } = await import('./gstReturn');
        return guard(() => demoGstReturn(store, a, badInput));
      },
    },
    Mutation: {
      updateProfile: disabled,
      sendContactMessage: (_, a) => {
        const input = a.input as { name: string; email: string; subject: string; message: string };
        const entry = store.log(`Demo contact message: ${input.subject} (simulated, not sent)`, 'contact.sent', {
          type: 'contact',
          id: null,
        });
        return { ...input, id: String(entry.id), createdAt: entry.createdAt };
      },
      login: disabled,
      register: disabled,
      inviteMember: disabled,
      withdrawInvitation: disabled,
      changeMemberRole: disabled,
      removeMember: disabled,
      acceptInvitation: disabled,
      recordRate: disabled,
      voidRate: disabled,
      requestReport: disabled,
      requestTaxTimeBundle: disabled,
      importInvoices: disabled,
      createCustomer: disabled,
      updateCustomer: disabled,
      deleteCustomer: disabled,
      mergeCustomers: disabled,
      // Hedge writes change the demo's book for the visit (not saved), as the invoice writes do.
      createHedge: (_, a) => withHedges((h) => h.createHedge(store, a.input)),
      updateHedge: (_, a) => withHedges((h) => h.updateHedge(store, a.id, a.input)),
      settleHedge: (_, a) => withHedges((h) => h.settleHedge(store, a.id, a)),
      cancelHedge: (_, a) => withHedges((h) => h.cancelHedge(store, a.id)),
      reopenHedge: (_, a) => withHedges((h) => h.reopenHedge(store, a.id)),
      setHedgePolicy: (_, a) => withHedges((h) => h.setHedgePolicy(store, a.input)),
      createInvoice: (_, a) =>
        withCommands(({ CREATE_INVOICE, newInvoice }) => {
          // GraphQL spells a line's treatment STANDARD; the command reads it as the rules do, standard.
          const lines = a.input.lines?.map((l) => ({ ...l, gstTreatment: l.gstTreatment?.toLowerCase() }));
          const parsed = CREATE_INVOICE.graphql.parse({ ...a.input, ...(lines ? { lines } : {}) }, store.today);
          if (!parsed.ok) return badInput(parsed.errors[0]?.field ?? 'input', parsed.errors.map((e) => e.message).join('; '));
          const { lines: given, pricesIncludeGst, exportKind, exportDate, residencyEvidence } = parsed.value;
          return store.add(newInvoice(parsed.value, store.today), {
            lines: given,
            pricesIncludeGst,
            exportKind,
            exportDate,
            residencyEvidence,
          });
        }),
      updateInvoice: (_, a) =>
        guard(() => {
          const input = a.input as Record<string, unknown>;
          const edits = Object.keys(input).filter((k) => k !== 'status' && input[k] !== undefined && input[k] !== null);
          if (edits.length > 0) throw new DemoError('Editing invoices is disabled in demo mode.', 'DEMO_DISABLED');
          return input.status ? store.setStatus(a.id, String(input.status).toLowerCase() as InvoiceStatus) : store.invoice(a.id);
        }),
      deleteInvoice: (_, a) => guard(() => store.removeDraft(a.id)),
      sendInvoice: (_, a) => guard(() => store.transition(a.id, 'send')),
      payInvoice: (_, a) =>
        guard(() =>
          store.transition(a.id, 'pay', { paymentDate: a.paymentDate ?? undefined, settlementRate: a.settlementRate ?? undefined }),
        ),
      reversePayment: (_, a) => guard(() => store.reversePayment(a.id)),
      archiveInvoices: filing('archive'),
      unarchiveInvoices: filing('unarchive'),
      writeOffInvoices: filing('writeOff'),
      restoreInvoices: filing('restore'),
      runScenario: (_, a) =>
        guard(() => {
          const input = a.input as { baseCurrency?: string | null; includeDrafts?: boolean | null; shocks: ShockArg[] };
          checkBase(input);
          return presentScenario(store.exposure(input.includeDrafts ?? false), shocksFrom(input.shocks), null);
        }),
      runScenarios: (_, a) =>
        // Parsed by the api's own command: its limits and messages, never restated here.
        withCommands(({ RUN_SCENARIOS }) => {
          const parsed = RUN_SCENARIOS.graphql.parse(a.input, undefined);
          if (!parsed.ok) return badInput(parsed.errors[0]?.field ?? 'input', parsed.errors.map((e) => e.message).join('; '));
          const input = parsed.value;
          const e = store.exposure(input.includeDrafts);
          return {
            baseCurrency: BASE_CURRENCY,
            includeDrafts: e.includeDrafts,
            asOf: e.asOf,
            rateSnapshotDate: e.lines.length ? e.asOf : null,
            totalCurrent: roundToMinor(e.total, BASE_CURRENCY),
            warnings: e.warnings,
            scenarios: input.scenarios.map((s) => presentScenario(e, s.shocks, s.name)),
          };
        }),
      saveScenario: (_, a) =>
        guard(() => {
          const input = a.input as { name: unknown; tags?: unknown; includeDrafts?: boolean | null; shocks: ShockArg[] };
          const name = parseScenarioName(input.name);
          if (!name.ok) badInput('name', name.errors[0]?.message ?? 'name is not valid');
          const tags = parseScenarioTags(input.tags);
          if (!tags.ok) badInput('tags', tags.errors[0]?.message ?? 'tags are not valid');
          return savedView(
            store.saveScenario(
              name.ok ? name.value : '',
              tags.ok ? tags.value : [],
              shocksFrom(input.shocks),
              input.includeDrafts ?? false,
            ),
          );
        }),
      pinScenario: (_, a) => guard(() => savedView(store.pinScenario(a.id, a.pinned))),
      deleteScenario: (_, a) => guard(() => savedView(store.deleteScenario(a.id))),
      updateReminderSettings: (_, a) =>
        withCommands(({ REMINDER_SETTINGS }) => {
          const checked = REMINDER_SETTINGS.graphql.parse(a.input, undefined);
          if (!checked.ok) return badInput(checked.errors[0]?.field ?? 'input', checked.errors.map((e) => e.message).join('; '));
          store.setReminders(checked.value);
          return { ...store.reminders, mailEnabled: false };
        }),
      updatePreferences: (_, a) =>
        withCommands(({ validatePreferencesPatch }) => {
          const checked = validatePreferencesPatch(a.input as Record<string, unknown>);
          if (!checked.ok) badInput(checked.errors[0]?.field ?? 'input', checked.errors.map((e) => e.message).join('; '));
          if (checked.ok) store.setPreferences(checked.value);
          return store.preferences;
        }),
    },
    Subscription: {
      // Executed again on every change of the store by the demo link (see link.ts).
      // The demo link executes a subscription again on each change (execute, never subscribe).
      exposureChanged: {
        subscribe: disabled,
        resolve: (_: unknown, a: { includeDrafts: boolean }) => ({
          reasons: ['INVOICES' as const],
          exposure: exposureView(a.includeDrafts),
        }),
      },
      reportJobUpdated: { subscribe: disabled, resolve: disabled },
    },
    Invoice: {
      id: (i) => String(i.number),
      label: (i) => `INV-${String(i.number).padStart(4, '0')}`,
      counterparty: (i) => i.customer,
      customerId: (i) => demoCustomerId(i.customer),
      status: (i) => statusEnum(i, store.today),
      settlementRate: (i) => (i.status === 'paid' ? (i.settlementRate ?? null) : null),
      settlementRateSource: (i) => (i.status === 'paid' && i.settlementRate ? 'demo' : null),
      settlementRateDate: (i) => (i.status === 'paid' ? i.paidDate : null),
      realisedGainNzd: (i) => (i.status === 'paid' ? realisedGain(i.amount, i.bookedRate, i.settlementRate).gain : null),
      nzdValue: (i) => roundToMinor(new Exact(i.amount).times(store.rates[i.currency] ?? '1'), BASE_CURRENCY),
      unrealisedGainLoss: (i) =>
        roundToMinor(new Exact(i.amount).times(new Exact(store.rates[i.currency] ?? '1').minus(i.bookedRate)), BASE_CURRENCY),
      booking: (i) => ({ effectiveDate: i.issuedDate, nzdPerUnit: i.bookedRate, rateType: 'SPOT' as const, source: 'demo' }),
      updatedAt: (i) => i.createdAt,
      ...detailMap((_, key) => (i) => i.details?.[key] ?? ''),
      // Lines and GST (issue 27), by schema/src's rules over the demo's invoices (./invoiceTax).
      lines: (i) => demoLines(i),
      pricesIncludeGst: (i) => i.pricesIncludeGst,
      subtotal: (i) => demoTotals(i).subtotal,
      gstAmount: (i) => demoTotals(i).gstAmount,
      zeroRatedAmount: (i) => demoTotals(i).zeroRatedAmount,
      exemptAmount: (i) => demoTotals(i).exemptAmount,
      supplyDate: (i) => i.supplyDate,
      supplyRate: (i) => demoSupplyRate(i),
      gstNzd: (i) => demoGstNzd(i),
      tsiIssues: (i) => demoTsiIssues(i, { name: store.profile.company }, store.rates),
      owner: () => demoUser,
      auditEvents: (i, a) => store.audit.filter((e) => e.entityType === 'invoice' && e.entityId === String(i.number)).slice(0, a.limit),
    },
    AuditEvent: {
      seq: (e) => e.id,
      id: (e) => String(e.id),
      actor: () => 'demo',
      actorUser: () => demoUser,
      before: () => null,
      after: () => null,
      invoice: (e) =>
        e.entityType === 'invoice' && e.entityId ? (store.invoices.find((i) => String(i.number) === e.entityId) ?? null) : null,
    },
    SavedScenario: {
      current: (view: { record: DemoScenario }) => store.rerun(view.record),
    },
  };
}
