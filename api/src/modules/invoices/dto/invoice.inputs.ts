import { ArgsType, Field, ID, Int, registerEnumType } from 'type-graphql';
import { CHANGE_INVOICE, CREATE_INVOICE, type InvoiceStatus } from '@keafx/schema';
import { inputFromCommand } from '../../../graphql/command-input';
import { InvoiceStatusEnum } from '../../../graphql/scalars';
import { invoiceInputDescription } from '../invoice-fields';
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

/** The invoice inputs, printed from the commands that parse them and described by the field table. */
export const CreateInvoiceInput = inputFromCommand('CreateInvoiceInput', CREATE_INVOICE.graphql, {
  description: 'A new invoice; it starts as a draft.',
  describe: invoiceInputDescription,
  omitted: 'optional',
});
export type CreateInvoiceInput = Record<string, unknown>;

export const UpdateInvoiceInput = inputFromCommand('UpdateInvoiceInput', CHANGE_INVOICE.graphql, {
  description: 'Changes to an invoice; omitted fields stay as they are.',
  describe: invoiceInputDescription,
  omitted: 'unchanged when left out',
});
export type UpdateInvoiceInput = Record<string, unknown>;

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

  @Field(() => ID, { nullable: true, description: "Only this customer's invoices (Customer.id)." })
  customerId?: string;
}
