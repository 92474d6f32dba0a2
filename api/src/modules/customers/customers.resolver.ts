import {
  CHANGE_CUSTOMER,
  CREATE_CUSTOMER,
  CUSTOMER_LIST_QUERY,
  CUSTOMER_PAGE_DEFAULT,
  CUSTOMER_PAGE_MAX,
  MERGE_CUSTOMER,
} from '@keafx/schema';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { parsed } from '../../http/command';
import { serviceContext, type GraphQLContext } from '../../graphql/context';
import { parseCustomerId, type CustomerRecord } from './customers.service';
import { CreateCustomerInput, Customer, CustomerPage, UpdateCustomerInput } from './dto/customer.type';

const idArg = { description: 'The customer (a UUID).' };

/** Customers over GraphQL: the same service and commands as REST's /me/customers. */
@Resolver(() => Customer)
export class CustomersResolver {
  @Query(() => CustomerPage, { description: "The signed-in owner's customers by name, with what their invoices say of them." })
  customers(
    @Ctx() ctx: GraphQLContext,
    @Arg('search', () => String, { nullable: true, description: 'Matches the name, trading name, e-mail or a number.' })
    search: string | null,
    @Arg('limit', () => Int, { defaultValue: CUSTOMER_PAGE_DEFAULT, description: `Page size, 1 to ${CUSTOMER_PAGE_MAX}.` }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many to skip.' }) offset: number,
  ): Promise<{ items: CustomerRecord[]; hasMore: boolean }> {
    return ctx.services.customers.list(serviceContext(ctx), parsed(CUSTOMER_LIST_QUERY.graphql, { search, limit, offset }, undefined));
  }

  @Query(() => Customer, { description: "One customer; NOT_FOUND for an unknown id or another owner's." })
  customer(@Arg('id', () => ID, idArg) id: string, @Ctx() ctx: GraphQLContext): Promise<CustomerRecord> {
    return ctx.services.customers.get(serviceContext(ctx), parseCustomerId(id));
  }

  @Mutation(() => Customer, { description: 'Adds a customer (audited); CONFLICT when one of the same name exists (the answer names it).' })
  createCustomer(@Arg('input', () => CreateCustomerInput) input: object, @Ctx() ctx: GraphQLContext): Promise<CustomerRecord> {
    return ctx.services.customers.create(serviceContext(ctx), parsed(CREATE_CUSTOMER.graphql, { ...input }, undefined));
  }

  @Mutation(() => Customer, { description: 'Changes a customer (audited); its invoices keep the name they were issued under.' })
  updateCustomer(
    @Arg('id', () => ID, idArg) id: string,
    @Arg('input', () => UpdateCustomerInput) input: object,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CustomerRecord> {
    const customerId = parseCustomerId(id);
    return ctx.services.customers.update(serviceContext(ctx), customerId, parsed(CHANGE_CUSTOMER.graphql, { ...input }, undefined));
  }

  @Mutation(() => Customer, {
    description: 'Deletes a customer with no invoices (audited); CONFLICT when it has invoices (merge it instead).',
  })
  deleteCustomer(@Arg('id', () => ID, idArg) id: string, @Ctx() ctx: GraphQLContext): Promise<CustomerRecord> {
    return ctx.services.customers.remove(serviceContext(ctx), parseCustomerId(id));
  }

  @Mutation(() => Customer, {
    description: 'Merges customer fromId into id (audited): its invoices move here, blank details are taken from it, and it is deleted.',
  })
  mergeCustomers(
    @Arg('id', () => ID, { description: 'The customer that stays.' }) id: string,
    @Arg('fromId', () => ID, { description: 'The customer merged into it, then deleted.' }) fromId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CustomerRecord> {
    const into = parseCustomerId(id);
    const from = parsed(MERGE_CUSTOMER.graphql, { fromId }, undefined);
    return ctx.services.customers.merge(serviceContext(ctx), into, parseCustomerId(from.fromId));
  }
}
