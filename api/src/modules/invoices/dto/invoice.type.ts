import { Field, Int, ObjectType } from 'type-graphql';
import { declareGraphqlFields } from '../invoice-fields';

/**
 * An invoice in GraphQL. Its fields come from the field table (invoice-fields.ts: each field
 * marked `graphql`, with its type, nullability and description); field resolvers add the rest
 * (label, booking, exposure, owner, auditEvents).
 */
export class Invoice {}
declareGraphqlFields(Invoice.prototype);
ObjectType({ description: 'An invoice issued in one of the supported currencies.', simpleResolvers: true })(Invoice);

@ObjectType({ description: 'One page of invoices.', simpleResolvers: true })
export class InvoicePage {
  @Field(() => [Invoice], { description: 'The invoices on this page, in the requested order.' })
  items!: Invoice[];

  @Field(() => Boolean, { description: 'Whether another page follows.' })
  hasMore!: boolean;

  @Field(() => Int, { description: 'The page size used.' })
  limit!: number;

  @Field(() => Int, { description: 'How many invoices were skipped before this page.' })
  offset!: number;
}

@ObjectType({
  description: 'Counts for the invoice tabs: Active / Archive / Write-offs, and statuses within the chosen view.',
  simpleResolvers: true,
})
export class InvoiceCounts {
  @Field(() => Int, { description: 'Not archived and not written off.' })
  active!: number;

  @Field(() => Int, { description: 'Archived and not written off.' })
  archive!: number;

  @Field(() => Int, { description: 'Written off.' })
  writeoffs!: number;

  @Field(() => Int, { description: 'Every invoice in the chosen view.' })
  all!: number;

  @Field(() => Int, { description: 'Drafts in the chosen view.' })
  draft!: number;

  @Field(() => Int, { description: 'Sent, not yet due, in the chosen view.' })
  sent!: number;

  @Field(() => Int, { description: 'Overdue in the chosen view.' })
  overdue!: number;

  @Field(() => Int, { description: 'Paid in the chosen view.' })
  paid!: number;
}
