import { BUSINESS_DETAILS, CONTACT_MESSAGE, UPDATE_PROFILE } from '@keafx/schema';
import { Arg, Ctx, Extensions, Int, Mutation, Query, Resolver } from 'type-graphql';
import { parsed } from '../../http/command';
import { serviceContext, type GraphQLContext } from '../../graphql/context';
import { parsePage } from '../../paging';
import type { AccountRecord, BusinessRecord, ContactMessageRecord } from './account.service';
import {
  Account,
  BusinessDetails,
  ContactMessage,
  SendContactMessageInput,
  UpdateBusinessDetailsInput,
  UpdateProfileInput,
} from './dto/account.type';

@Resolver(() => Account)
export class AccountResolver {
  @Query(() => Account, { description: "The signed-in user's profile and billing details." })
  account(@Ctx() ctx: GraphQLContext): Promise<AccountRecord> {
    return ctx.services.account.account(serviceContext(ctx));
  }

  @Mutation(() => Account, { description: 'Saves full name, email and company; audited. A bad field is refused, naming it.' })
  updateProfile(
    @Arg('input', () => UpdateProfileInput, { description: 'The profile fields.' }) input: UpdateProfileInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AccountRecord> {
    return ctx.services.account.updateProfile(serviceContext(ctx), parsed(UPDATE_PROFILE.graphql, { ...input }, undefined));
  }

  @Query(() => BusinessDetails, { description: "The signed-in owner's business details for tax invoices, and what they still lack." })
  businessDetails(@Ctx() ctx: GraphQLContext): Promise<BusinessRecord> {
    return ctx.services.account.businessDetails(serviceContext(ctx).user.id);
  }

  @Mutation(() => BusinessDetails, {
    description: 'Saves business details for tax invoices (fields left out keep their value); audited. A bad field is refused, naming it.',
  })
  updateBusinessDetails(
    @Arg('input', () => UpdateBusinessDetailsInput, { description: 'The fields to save.' }) input: UpdateBusinessDetailsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BusinessRecord> {
    return ctx.services.account.updateBusinessDetails(serviceContext(ctx), parsed(BUSINESS_DETAILS.graphql, { ...input }, undefined));
  }

  @Query(() => [ContactMessage], { description: "The signed-in user's messages to support, newest first." })
  contactMessages(
    @Ctx() ctx: GraphQLContext,
    @Arg('limit', () => Int, { defaultValue: 20, description: 'How many, 1 to 100.' }) limit: number,
  ): Promise<ContactMessageRecord[]> {
    return ctx.services.account.contactMessages(serviceContext(ctx), parsePage({ limit, offset: 0 }, 100, 20).limit);
  }

  @Mutation(() => ContactMessage, { description: 'Sends a message to support: stored and audited so none is lost.' })
  @Extensions({ access: 'personal' })
  sendContactMessage(
    @Arg('input', () => SendContactMessageInput, { description: 'Name, email, subject and message.' }) input: SendContactMessageInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ContactMessageRecord> {
    return ctx.services.account.sendContactMessage(serviceContext(ctx), parsed(CONTACT_MESSAGE.graphql, { ...input }, undefined));
  }
}
