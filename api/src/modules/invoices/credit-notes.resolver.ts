import { creditNoteLabel, invoiceLabel, ISSUE_CREDIT_NOTE, LIST_CREDIT_NOTES } from '@keafx/schema';
import { Arg, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { GraphQLDateTime } from 'graphql-scalars';
import { inputFromCommand } from '../../graphql/command-input';
import { serviceContext, type GraphQLContext } from '../../graphql/context';
import { DateScalar, DecimalScalar } from '../../graphql/scalars';
import { parsed } from '../../http/command';
import { plainRate } from '../rates';
import { parseCreditNoteNumber } from './credit-note-params';
import type { CreditNoteRecord } from './credit-notes';
import { Invoice } from './dto/invoice.type';
import { InvoiceLine, SupplyRate } from './dto/invoice-tax.type';
import { parseInvoiceId } from './invoice-params';
import type { InvoiceRecord } from './invoice-record';

@ObjectType({
  description: 'A credit note: a correction of an invoice (supply correction information), for part or all of it.',
  simpleResolvers: true,
})
export class CreditNote {
  @Field(() => Int, { description: "Its number, the owner's own (1 is CN-0001)." })
  number!: number;

  @Field(() => Int, { description: 'The invoice it corrects, by its number.' })
  invoiceNumber!: number;

  @Field(() => DateScalar, { description: 'The day it was issued.' })
  issuedDate!: string;

  @Field(() => String, { description: 'Why it was issued.' })
  reason!: string;

  @Field(() => String, { description: "The invoice's currency." })
  currency!: string;

  @Field(() => Boolean, { description: 'Whether its unit prices include GST.' })
  pricesIncludeGst!: boolean;

  @Field(() => DecimalScalar, { description: 'Excluding GST.' })
  subtotal!: string;

  @Field(() => DecimalScalar, { description: 'The GST it gives back, in the currency.' })
  gstAmount!: string;

  @Field(() => DecimalScalar, { description: "What it takes off the invoice's outstanding amount, including GST." })
  amount!: string;

  @Field(() => DecimalScalar, { nullable: true, description: "The GST adjustment in NZD at the invoice's time-of-supply rate." })
  gstNzd!: string | null;

  @Field(() => [InvoiceLine], { description: 'What it credits, line by line.' })
  lines!: InvoiceLine[];

  @Field(() => GraphQLDateTime, { description: 'When it was recorded.' })
  createdAt!: Date;
}

export const IssueCreditNoteInput = inputFromCommand('IssueCreditNoteInput', ISSUE_CREDIT_NOTE.graphql, {
  description: 'A credit note: its reason, date, and either its lines or an amount.',
  omitted: 'optional',
});
export type IssueCreditNoteInput = Record<string, unknown>;

/** Only the keys the caller actually sent. */
const sent = (input: object): Record<string, unknown> => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));

@Resolver(() => CreditNote)
export class CreditNotesResolver {
  @FieldResolver(() => String, { description: 'As shown: CN-0001.' })
  label(@Root() note: CreditNoteRecord): string {
    return creditNoteLabel(note.number);
  }

  @FieldResolver(() => String, { description: 'The invoice as shown: INV-0001.' })
  invoiceLabel(@Root() note: CreditNoteRecord): string {
    return invoiceLabel(note.invoiceNumber);
  }

  @FieldResolver(() => SupplyRate, {
    nullable: true,
    description: "The invoice's time-of-supply rate, which the adjustment is converted at.",
  })
  supplyRate(@Root() note: CreditNoteRecord): SupplyRate | null {
    return note.supplyRate === null
      ? null
      : {
          rate: plainRate(note.supplyRate),
          source: note.supplyRateSource ?? '',
          type: note.supplyRateType ?? 'spot',
          date: note.supplyRateDate ?? '',
        };
  }

  @Query(() => [CreditNote], { description: "A page of the signed-in owner's credit notes, newest first." })
  creditNotes(
    @Ctx() ctx: GraphQLContext,
    @Arg('limit', () => Int, { defaultValue: 50, description: 'Page size, 1 to 500.' }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many to skip.' }) offset: number,
    @Arg('from', () => DateScalar, { nullable: true, description: 'Issued on or after.' }) from?: string,
    @Arg('to', () => DateScalar, { nullable: true, description: 'Issued on or before.' }) to?: string,
  ): Promise<CreditNoteRecord[]> {
    const q = parsed(LIST_CREDIT_NOTES.graphql, sent({ limit, offset, from, to }), undefined);
    return ctx.services.creditNotes.list(serviceContext(ctx), q).then((p) => p.items);
  }

  @Query(() => CreditNote, { description: 'One credit note by its number (1 or CN-0001); NOT_FOUND when the owner has none.' })
  creditNote(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<CreditNoteRecord> {
    return ctx.services.creditNotes.get(serviceContext(ctx), parseCreditNoteNumber(id));
  }

  @Mutation(() => CreditNote, {
    description: 'Issues a credit note against a sent invoice: it lowers what is outstanding and the exposure.',
  })
  issueCreditNote(
    @Arg('invoiceId', () => ID) invoiceId: string,
    @Arg('input', () => IssueCreditNoteInput) input: IssueCreditNoteInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CreditNoteRecord> {
    const context = serviceContext(ctx);
    const id = parseInvoiceId(invoiceId, 'invoiceId');
    return ctx.services.creditNotes.issue(context, id, parsed(ISSUE_CREDIT_NOTE.graphql, sent(input), context.clock.today()));
  }
}

/** An invoice's credit notes, on Invoice. */
@Resolver(() => Invoice)
export class InvoiceCreditNotesResolver {
  @FieldResolver(() => [CreditNote], { description: 'Its credit notes, oldest first.' })
  creditNotes(@Root() invoice: InvoiceRecord, @Ctx() ctx: GraphQLContext): Promise<CreditNoteRecord[]> {
    return ctx.loaders.invoiceCreditNotes.load(invoice.id);
  }
}
