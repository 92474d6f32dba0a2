import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { GroupBy } from '@keafx/schema';
import { Currency, DateScalar, DecimalScalar } from '../../../graphql/scalars';
import { Invoice } from './invoice.type';

export const InvoiceGroupByEnum = {
  ID: 'id',
  CUSTOMER: 'customer',
  CURRENCY: 'currency',
  STATUS: 'status',
  DUE_DATE: 'dueDate',
} as const satisfies Record<string, GroupBy>;
registerEnumType(InvoiceGroupByEnum, {
  name: 'InvoiceGroupBy',
  description: "SPEC's invoice views: ID (one group, by number), CUSTOMER (Company), CURRENCY, STATUS, DUE_DATE (the due buckets).",
});

@ObjectType({ description: 'A total in one currency.', simpleResolvers: true })
export class GroupCurrencyTotal {
  @Field(() => Currency, { description: 'The currency.' })
  currency!: string;

  @Field(() => DecimalScalar, { description: 'The exact sum in that currency.' })
  amount!: string;
}

@ObjectType({ description: 'One group of an invoice view, with its first invoices.', simpleResolvers: true })
export class InvoiceGroup {
  @Field(() => String, {
    description: "The group's key ('all', 'customer:Acme', 'currency:USD', 'status:overdue', 'due:next7'); pass it to invoiceGroupRows.",
  })
  groupKey!: string;

  @Field(() => String, { description: 'The label on the group header.' })
  groupLabel!: string;

  @Field(() => Int, { description: 'How many invoices the group holds.' })
  count!: number;

  @Field(() => DecimalScalar, { nullable: true, description: 'Customer and currency groups: the sum of the amounts, exact.' })
  totalAmount!: string | null;

  @Field(() => Currency, {
    nullable: true,
    description: "Customer and currency groups: the currency the total is shown in (the first invoice's).",
  })
  totalCurrency!: string | null;

  @Field(() => [GroupCurrencyTotal], {
    nullable: true,
    description: 'Customer groups in several currencies: one total per currency, largest first.',
  })
  totalsByCurrency!: GroupCurrencyTotal[] | null;

  @Field(() => DateScalar, { nullable: true, description: 'Customer and currency groups: the earliest due date.' })
  earliestDue!: string | null;

  @Field(() => [Invoice], { description: "The group's first invoices, in its order (by number for ID, else by due date then number)." })
  invoices!: Invoice[];

  @Field(() => String, { nullable: true, description: 'Where the next rows start (invoiceGroupRows `after`); null when these are all.' })
  nextCursor!: string | null;
}

@ObjectType({ description: 'A page of the groups of an invoice view.', simpleResolvers: true })
export class InvoiceGroupPage {
  @Field(() => InvoiceGroupByEnum, { description: 'The grouping.' })
  groupBy!: GroupBy;

  @Field(() => [InvoiceGroup], { description: "The groups on this page, in the view's order." })
  groups!: InvoiceGroup[];

  @Field(() => Int, { description: 'How many groups the view has.' })
  totalGroups!: number;

  @Field(() => Int, { description: 'How many invoices the view holds.' })
  totalInvoices!: number;

  @Field(() => Int, { description: 'How many groups came before this page.' })
  groupOffset!: number;

  @Field(() => Boolean, { description: 'Whether groups follow this page.' })
  hasMoreGroups!: boolean;
}

@ObjectType({ description: "A page of one group's invoices.", simpleResolvers: true })
export class InvoiceGroupRows {
  @Field(() => [Invoice], { description: "The invoices, in the group's order." })
  items!: Invoice[];

  @Field(() => String, { nullable: true, description: 'Where the next page starts; null when this is the last.' })
  nextCursor!: string | null;
}
