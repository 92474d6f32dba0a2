import {
  invoiceLabel,
  BULK_INVOICES,
  CHANGE_INVOICE,
  COUNT_INVOICES,
  CREATE_INVOICE,
  INVOICE_GROUP_ROWS_QUERY,
  INVOICE_GROUPS_QUERY,
  LIST_INVOICES,
  PAY_INVOICE,
} from '@keafx/schema';
import { Arg, Args, Ctx, Extensions, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { parsed } from '../../http/command';
import { plainRate } from '../rates';
import { toGroupsQuery, toRowsQuery } from './invoice-groups';
import { serviceContext, type GraphQLContext } from '../../graphql/context';
import { CreateInvoiceInput, InvoicesArgs, InvoiceViewEnum, UpdateInvoiceInput } from './dto/invoice.inputs';
import { InvoiceImportResult } from './dto/invoice-import.type';
import { PaymentPreview } from './dto/payment-preview.type';
import { Invoice, InvoiceCounts, InvoicePage } from './dto/invoice.type';
import { InvoiceLine, SupplyRate, TsiIssue } from './dto/invoice-tax.type';
import { InvoiceGroupByEnum, InvoiceGroupPage, InvoiceGroupRows } from './dto/invoice-groups.type';
import type { InvoiceGroupPage as GroupPage, InvoiceGroupRowsPage } from './invoice-groups';
import type { ImportOutcome } from './invoice-import.service';
import type { InvoiceRecord } from './invoice-record';
import { BULK_VERBS, parseInvoiceId, parseInvoiceNumber, toListQuery, type BulkAction } from './invoice-params';
import type { InvoiceCounts as Counts, InvoicePage as Page, PaymentPreview as Preview } from './invoices.service';
import type { InvoiceView } from './invoices.sql';
import type { GroupBy } from '@keafx/schema';

/** Only the keys the caller actually sent, so "omitted" and "null" stay different. */
function sent<T extends object>(input: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

const idsArg = { description: 'The invoices to change, 1 to 1,000.' };

@Resolver(() => Invoice)
export class InvoicesResolver {
  @FieldResolver(() => [InvoiceLine], { description: 'What was supplied, line by line, in order.' })
  async lines(@Root() invoice: InvoiceRecord, @Ctx() ctx: GraphQLContext): Promise<InvoiceLine[]> {
    return (await ctx.loaders.invoiceTaxes.load(invoice)).lines;
  }

  @FieldResolver(() => [TsiIssue], {
    description:
      "What the invoice lacks to be a lawful tax invoice for its NZD value (Inland Revenue's taxable supply information); empty when none.",
  })
  async tsiIssues(@Root() invoice: InvoiceRecord, @Ctx() ctx: GraphQLContext): Promise<TsiIssue[]> {
    return (await ctx.loaders.invoiceTaxes.load(invoice)).tsiIssues;
  }

  @FieldResolver(() => SupplyRate, {
    nullable: true,
    description: 'The rate it was converted to NZD at for GST, frozen when it was sent; null until then, or with no rate for its currency.',
  })
  supplyRate(@Root() invoice: InvoiceRecord): SupplyRate | null {
    if (invoice.supplyRate === null) return null;
    return {
      rate: plainRate(invoice.supplyRate),
      source: invoice.supplyRateSource ?? '',
      type: invoice.supplyRateType ?? 'spot',
      date: invoice.supplyRateDate ?? invoice.supplyDate ?? '',
    };
  }

  @Query(() => InvoicePage, { description: "A page of the signed-in owner's invoices." })
  async invoices(@Args(() => InvoicesArgs) args: InvoicesArgs, @Ctx() ctx: GraphQLContext): Promise<Page> {
    const page = await ctx.services.invoices.list(serviceContext(ctx), toListQuery(parsed(LIST_INVOICES.graphql, { ...args }, undefined)));
    // Relations that lead back to these invoices (audit event → invoice) then cost nothing.
    for (const invoice of page.items) ctx.loaders.invoices.prime(invoice.id, invoice);
    return page;
  }

  @Query(() => Invoice, {
    description: "One invoice by its id, the owner's own invoice number (1 is their first); NOT_FOUND when the owner has none.",
  })
  async invoice(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<InvoiceRecord> {
    const invoice = await ctx.services.invoices.get(serviceContext(ctx), parseInvoiceId(id));
    ctx.loaders.invoices.prime(invoice.id, invoice);
    return invoice;
  }

  @Query(() => Invoice, {
    description:
      'One invoice by the number the owner sees ("42", "#42" or "INV-0042"), as the web\'s addresses use; NOT_FOUND when the owner has none.',
  })
  async invoiceByNumber(
    @Arg('number', () => String, { description: 'The invoice number as shown: 42, #42 or INV-0042.' }) number: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InvoiceRecord> {
    const invoice = await ctx.services.invoices.get(serviceContext(ctx), parseInvoiceNumber(number));
    ctx.loaders.invoices.prime(invoice.id, invoice);
    return invoice;
  }

  @Query(() => Int, {
    description:
      "How many sent, open invoices fall short of Inland Revenue's taxable supply information rules (each invoice lists its own as tsiIssues).",
  })
  tsiShortfall(@Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.services.invoices.tsiShortfall(serviceContext(ctx));
  }

  @Query(() => InvoiceCounts, { description: 'Counts for the tab badges.' })
  invoiceCounts(
    @Ctx() ctx: GraphQLContext,
    @Arg('view', () => InvoiceViewEnum, { defaultValue: 'active', description: 'The view whose statuses are counted.' }) view: InvoiceView,
    @Arg('search', () => String, { nullable: true, description: 'The same search as the list.' }) search?: string,
  ): Promise<Counts> {
    const q = parsed(COUNT_INVOICES.graphql, { view, search }, undefined);
    return ctx.services.invoices.counts(serviceContext(ctx), { view: q.view, search: q.search });
  }

  @Query(() => InvoiceGroupPage, {
    description:
      "The signed-in owner's invoices grouped as an invoice view (SPEC's Invoice views), grouped in the database: every group's header, and the first rows of a page of groups.",
  })
  async invoiceGroups(
    @Ctx() ctx: GraphQLContext,
    @Arg('groupBy', () => InvoiceGroupByEnum, { description: 'The grouping.' }) groupBy: GroupBy,
    @Arg('view', () => InvoiceViewEnum, { defaultValue: 'active', description: 'Which invoices: ACTIVE by default.' }) view: InvoiceView,
    @Arg('rows', () => Int, { defaultValue: 25, description: 'First invoices per group, 0 to 100.' }) rows: number,
    @Arg('groupOffset', () => Int, { defaultValue: 0, description: 'Groups to skip.' }) groupOffset: number,
    @Arg('groupLimit', () => Int, { defaultValue: 50, description: 'At most this many groups, 1 to 200.' }) groupLimit: number,
    @Arg('rowBudget', () => Int, {
      nullable: true,
      description: 'When given, only as many groups as fill this many first rows (at least one).',
    })
    rowBudget?: number | null,
  ): Promise<GroupPage> {
    const query = parsed(INVOICE_GROUPS_QUERY.graphql, { groupBy, view, rows, groupOffset, groupLimit, rowBudget }, undefined);
    const page = await ctx.services.invoices.groups(serviceContext(ctx), toGroupsQuery(query));
    for (const g of page.groups) for (const invoice of g.invoices) ctx.loaders.invoices.prime(invoice.id, invoice);
    return page;
  }

  @Query(() => InvoiceGroupRows, { description: "A page of one group's invoices, after a cursor from invoiceGroups or an earlier page." })
  invoiceGroupRows(
    @Ctx() ctx: GraphQLContext,
    @Arg('groupBy', () => InvoiceGroupByEnum, { description: 'The grouping.' }) groupBy: GroupBy,
    @Arg('key', () => String, { description: "The group's key (InvoiceGroup.groupKey)." }) key: string,
    @Arg('view', () => InvoiceViewEnum, { defaultValue: 'active', description: 'Which invoices: ACTIVE by default.' }) view: InvoiceView,
    @Arg('after', () => String, { nullable: true, description: 'Start after this cursor (nextCursor); from the first row when omitted.' })
    after?: string | null,
    @Arg('limit', () => Int, { defaultValue: 100, description: 'At most this many invoices, 1 to 500.' }) limit?: number,
  ): Promise<InvoiceGroupRowsPage> {
    const query = parsed(INVOICE_GROUP_ROWS_QUERY.graphql, { groupBy, key, view, after, limit }, undefined);
    return ctx.services.invoices.groupRows(serviceContext(ctx), toRowsQuery(query));
  }

  @Mutation(() => Invoice, { description: 'Creates a draft invoice with the next invoice number.' })
  createInvoice(@Arg('input', () => CreateInvoiceInput) input: CreateInvoiceInput, @Ctx() ctx: GraphQLContext): Promise<InvoiceRecord> {
    const context = serviceContext(ctx);
    return ctx.services.invoices.create(context, parsed(CREATE_INVOICE.graphql, sent(input), context.clock.today()));
  }

  @Mutation(() => Invoice, { description: 'Changes an invoice; a status change follows the transition rules.' })
  updateInvoice(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateInvoiceInput) input: UpdateInvoiceInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InvoiceRecord> {
    // The id is named before the input, as over REST.
    return ctx.services.invoices.update(serviceContext(ctx), parseInvoiceId(id), parsed(CHANGE_INVOICE.graphql, sent(input), undefined));
  }

  @Mutation(() => Invoice, { description: 'Deletes a draft invoice and returns it as it was.' })
  deleteInvoice(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<InvoiceRecord> {
    return ctx.services.invoices.remove(serviceContext(ctx), parseInvoiceId(id));
  }

  @Mutation(() => Invoice, { description: 'Sends a draft.' })
  sendInvoice(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<InvoiceRecord> {
    return ctx.services.invoices.send(serviceContext(ctx), parseInvoiceId(id));
  }

  @Mutation(() => Invoice, {
    description:
      "Marks a sent or overdue invoice paid on the date given (today when left out), at the settlement rate given (NZD per unit, e.g. the bank's) or else the rate recorded for that date, recording the realised gain.",
  })
  @Extensions({ access: 'accountant' })
  payInvoice(
    @Arg('id', () => ID) id: string,
    @Arg('settlementRate', () => String, {
      nullable: true,
      description: "NZD per one unit of the invoice's currency, up to 10 decimals; the rate recorded for the payment date when left out.",
    })
    settlementRate: string | null | undefined,
    @Arg('paymentDate', () => String, {
      nullable: true,
      description: "The day the money arrived, YYYY-MM-DD: not in the future, not before the invoice's issue date; today when left out.",
    })
    paymentDate: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InvoiceRecord> {
    const service = serviceContext(ctx);
    return ctx.services.invoices.pay(
      service,
      parseInvoiceId(id),
      parsed(PAY_INVOICE.graphql, { settlementRate, paymentDate }, service.clock.today()),
    );
  }

  @Query(() => PaymentPreview, {
    description:
      'What payInvoice with these arguments would record (date, rate, its source and date, realised gain), without recording it. The same errors as payInvoice.',
  })
  paymentPreview(
    @Arg('id', () => ID) id: string,
    @Arg('settlementRate', () => String, { nullable: true, description: 'As payInvoice takes it.' })
    settlementRate: string | null | undefined,
    @Arg('paymentDate', () => String, { nullable: true, description: 'As payInvoice takes it.' }) paymentDate: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Preview> {
    const service = serviceContext(ctx);
    return ctx.services.invoices.paymentPreview(
      service,
      parseInvoiceId(id),
      parsed(PAY_INVOICE.graphql, { settlementRate, paymentDate }, service.clock.today()),
    );
  }

  @Mutation(() => Invoice, {
    description:
      'Reverses a payment recorded in the last 7 days: the invoice is sent (or overdue) again, its paid date, settlement rate and realised gain cleared; audited as a reversal. CONFLICT when it is not paid or the window has passed.',
  })
  reversePayment(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<InvoiceRecord> {
    return ctx.services.invoices.reversePayment(serviceContext(ctx), parseInvoiceId(id));
  }

  @Mutation(() => [Invoice], { description: 'Archives invoices (any status but written off).' })
  archiveInvoices(@Arg('ids', () => [ID], idsArg) ids: string[], @Ctx() ctx: GraphQLContext): Promise<InvoiceRecord[]> {
    return this.bulk(ctx, 'archive', ids);
  }

  @Mutation(() => [Invoice], { description: 'Moves archived invoices back to Active.' })
  unarchiveInvoices(@Arg('ids', () => [ID], idsArg) ids: string[], @Ctx() ctx: GraphQLContext): Promise<InvoiceRecord[]> {
    return this.bulk(ctx, 'unarchive', ids);
  }

  @Mutation(() => [Invoice], { description: 'Writes off overdue invoices (and archives them).' })
  writeOffInvoices(@Arg('ids', () => [ID], idsArg) ids: string[], @Ctx() ctx: GraphQLContext): Promise<InvoiceRecord[]> {
    return this.bulk(ctx, 'writeOff', ids);
  }

  @Mutation(() => [Invoice], { description: 'Restores written-off invoices to Active as overdue.' })
  restoreInvoices(@Arg('ids', () => [ID], idsArg) ids: string[], @Ctx() ctx: GraphQLContext): Promise<InvoiceRecord[]> {
    return this.bulk(ctx, 'restore', ids);
  }

  @Mutation(() => InvoiceImportResult, {
    description: 'Imports invoices from CSV text (SPEC section 5 rules): all rows in one transaction, or none with every error listed.',
  })
  importInvoices(
    @Arg('csv', () => String, {
      description:
        "The CSV file's text: a header row (Invoice #, Company, Amount, Currency, Issue Date, Status; optionally Due Date, Payment Date), then one row per invoice.",
    })
    csv: string,
    @Arg('dryRun', () => Boolean, { defaultValue: false, description: 'Only check the file; save nothing.' }) dryRun: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ImportOutcome> {
    return ctx.services.invoiceImport.importCsv(serviceContext(ctx), csv, dryRun);
  }

  @FieldResolver(() => ID, {
    description:
      "The invoice's id: the owner's own invoice number (1 is their first, shown as INV-0001), as in the web's /invoices/edit/{id} and REST's /me/invoices/{id}.",
  })
  id(@Root() invoice: InvoiceRecord): string {
    return String(invoice.number);
  }

  @FieldResolver(() => String, { description: 'The invoice number as shown: INV-0001.' })
  label(@Root() invoice: InvoiceRecord): string {
    return invoiceLabel(invoice.number);
  }

  private bulk(ctx: GraphQLContext, action: BulkAction, ids: string[]): Promise<InvoiceRecord[]> {
    return ctx.services.invoices.bulk(serviceContext(ctx), action, parsed(BULK_INVOICES.graphql, { ids }, BULK_VERBS[action]).ids);
  }
}
