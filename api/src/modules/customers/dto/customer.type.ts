import { CHANGE_CUSTOMER, CREATE_CUSTOMER, CUSTOMER_LABELS } from '@keafx/schema';
import { GraphQLDateTime } from 'graphql-scalars';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { inputFromCommand } from '../../../graphql/command-input';
import { DecimalScalar } from '../../../graphql/scalars';

@ObjectType({ description: 'What a customer owes in one currency: its sent and overdue invoices, not written off.' })
export class CustomerOutstanding {
  @Field(() => String, { description: 'ISO 4217 code.' }) currency!: string;
  @Field(() => DecimalScalar, { description: 'The sum, exact.' }) amount!: string;
  @Field(() => Int, { description: 'How many invoices.' }) count!: number;
}

@ObjectType({ description: "A customer of the owner's: who invoices are addressed to, with what their invoices say of them." })
export class Customer {
  @Field(() => ID, { description: 'The customer id (a UUID).' }) id!: string;
  @Field(() => String, { description: "The customer's name: an invoice's counterparty." }) name!: string;
  @Field(() => String, { description: "Trading name ('' when none)." }) tradingName!: string;
  @Field(() => String, { description: "Contact e-mail ('' when none)." }) email!: string;
  @Field(() => String, { description: "Phone ('' when none)." }) phone!: string;
  @Field(() => String, { description: "Billing address, may span lines ('' when none)." }) address!: string;
  @Field(() => String, { description: "ISO 3166-1 alpha-2 country code ('' when not given)." }) country!: string;
  @Field(() => String, { description: "NZBN, or the overseas business number ('' when none)." }) businessNumber!: string;
  @Field(() => String, { description: "GST number, or the overseas tax id such as a VAT number ('' when none)." }) taxNumber!: string;
  @Field(() => String, { nullable: true, description: 'The currency this customer is usually invoiced in.' }) defaultCurrency!:
    string | null;
  @Field(() => Int, { nullable: true, description: "Days from issue to due for this customer; null: the owner's default." })
  paymentTermsDays!: number | null;
  @Field(() => String, { description: "Notes ('' when none)." }) notes!: string;
  @Field(() => GraphQLDateTime, { description: 'When it was added.' }) createdAt!: Date;
  @Field(() => GraphQLDateTime, { description: 'When it last changed.' }) updatedAt!: Date;
  @Field(() => Int, { description: 'How many invoices are addressed to it.' }) invoiceCount!: number;
  @Field(() => [CustomerOutstanding], { description: 'What it owes, per currency.' }) outstanding!: CustomerOutstanding[];
  @Field(() => Int, { description: 'How many of its invoices are paid.' }) paidCount!: number;
  @Field(() => Float, { nullable: true, description: 'Average days paid after the due date (early counts as 0); null with none paid.' })
  averageDaysLate!: number | null;
}

@ObjectType({ description: 'A page of customers, by name.' })
export class CustomerPage {
  @Field(() => [Customer], { description: 'The customers.' }) items!: Customer[];
  @Field(() => Boolean, { description: 'Whether more follow.' }) hasMore!: boolean;
}

const describe = (key: string): string | undefined => (CUSTOMER_LABELS as Record<string, string>)[key];

/** A new customer, printed from its command (CREATE_CUSTOMER). */
export const CreateCustomerInput = inputFromCommand('CreateCustomerInput', CREATE_CUSTOMER.graphql, {
  description: 'A new customer: a name, and any details.',
  describe,
  omitted: 'optional',
});

/** A change to a customer, printed from its command (CHANGE_CUSTOMER). */
export const UpdateCustomerInput = inputFromCommand('UpdateCustomerInput', CHANGE_CUSTOMER.graphql, {
  description: "Changes to a customer; omitted fields stay as they are, null or '' clears a detail.",
  describe,
  omitted: 'unchanged',
});
