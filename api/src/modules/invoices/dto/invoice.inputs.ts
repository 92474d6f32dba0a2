import { ArgsType, Field, InputType, Int, registerEnumType } from 'type-graphql';
import type { CurrencyCode, InvoiceStatus } from '@keafx/schema';
import { Currency, DateScalar, DecimalScalar, InvoiceStatusEnum } from '../../../graphql/scalars';
import type { InvoiceSort, InvoiceView } from '../invoices.sql';

export const InvoiceViewEnum = { ACTIVE: 'active', ARCHIVE: 'archive', WRITEOFFS: 'writeoffs', ALL: 'all' } as const;
registerEnumType(InvoiceViewEnum, {
  name: 'InvoiceView',
  description: 'ACTIVE: not archived or written off; ARCHIVE: archived, not written off; WRITEOFFS: written off; ALL: every invoice.',
});

export const InvoiceSortEnum = {
  NUMBER_DESC: 'number_desc',
  NUMBER_ASC: 'number_asc',
  DUE_DATE_ASC: 'due_date_asc',
  DUE_DATE_DESC: 'due_date_desc',
} as const;
registerEnumType(InvoiceSortEnum, { name: 'InvoiceSort', description: 'The order of an invoice list.' });

@InputType({ description: 'A new invoice; it starts as a draft.' })
export class CreateInvoiceInput {
  @Field(() => String, { description: 'The customer, 1 to 200 characters.' })
  counterparty!: string;

  @Field(() => Currency, { description: 'The invoice currency.' })
  currency!: CurrencyCode;

  @Field(() => DecimalScalar, { description: "Positive, with at most the currency's minor digits (none for JPY and KRW)." })
  amount!: string;

  @Field(() => DateScalar, { description: 'When payment is due; on or after the issue date.' })
  dueDate!: string;

  @Field(() => DateScalar, { nullable: true, description: 'When it was issued; today when omitted.' })
  issuedDate?: string;

  @Field(() => String, { nullable: true, description: "The customer's contact email; optional." })
  customerEmail?: string;

  @Field(() => String, { nullable: true, description: "The customer's postal address, up to 400 characters; optional." })
  customerAddress?: string;

  @Field(() => String, { nullable: true, description: "The customer's reference or PO number, up to 60 characters; optional." })
  reference?: string;

  @Field(() => String, { nullable: true, description: 'Payment terms, up to 200 characters; optional.' })
  paymentTerms?: string;

  @Field(() => String, { nullable: true, description: 'Notes to the customer, up to 1000 characters; optional.' })
  notes?: string;
}

@InputType({ description: 'Changes to an invoice; omitted fields stay as they are.' })
export class UpdateInvoiceInput {
  @Field(() => String, { nullable: true, description: 'The customer.' })
  counterparty?: string;

  @Field(() => Currency, { nullable: true, description: 'The currency; only while the invoice is a draft.' })
  currency?: CurrencyCode;

  @Field(() => DecimalScalar, { nullable: true, description: 'The amount.' })
  amount?: string;

  @Field(() => DateScalar, { nullable: true, description: 'The due date.' })
  dueDate?: string;

  @Field(() => DateScalar, { nullable: true, description: 'The issue date.' })
  issuedDate?: string;

  @Field(() => InvoiceStatusEnum, { nullable: true, description: 'A new status, by the rules: DRAFT → SENT → PAID.' })
  status?: InvoiceStatus;

  @Field(() => String, { nullable: true, description: "The customer's contact email; '' clears it." })
  customerEmail?: string;

  @Field(() => String, { nullable: true, description: "The customer's postal address, up to 400 characters; '' clears it." })
  customerAddress?: string;

  @Field(() => String, { nullable: true, description: "The customer's reference or PO number, up to 60 characters; '' clears it." })
  reference?: string;

  @Field(() => String, { nullable: true, description: "Payment terms, up to 200 characters; '' clears it." })
  paymentTerms?: string;

  @Field(() => String, { nullable: true, description: "Notes to the customer, up to 1000 characters; '' clears it." })
  notes?: string;
}

@ArgsType()
export class InvoicesArgs {
  @Field(() => InvoiceViewEnum, { defaultValue: 'active', description: 'Which tab to list.' })
  view!: InvoiceView;

  @Field(() => InvoiceStatusEnum, { nullable: true, description: 'Only invoices with this status today.' })
  status?: InvoiceStatus;

  @Field(() => String, { nullable: true, description: 'Text to find in the customer or currency.' })
  search?: string;

  @Field(() => InvoiceSortEnum, { defaultValue: 'number_desc', description: 'The order.' })
  sort!: InvoiceSort;

  @Field(() => Int, { defaultValue: 50, description: 'Page size, 1 to 500.' })
  limit!: number;

  @Field(() => Int, { defaultValue: 0, description: 'How many invoices to skip.' })
  offset!: number;
}
