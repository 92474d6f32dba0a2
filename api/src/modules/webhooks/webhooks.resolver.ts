import { CREATE_WEBHOOK } from '@keafx/schema';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { parsed } from '../../http/command';
import { parseUuid } from '../../params';
import { serviceContext, type GraphQLContext } from '../../graphql/context';
import { RegisteredWebhook, RegisterWebhookInput, Webhook, WebhookDelivery } from './dto/webhook.type';
import type { DeliveryRecord, WebhookRecord } from './webhooks.service';

@Resolver(() => Webhook)
export class WebhooksResolver {
  @Query(() => [Webhook], { description: "The caller's webhook endpoints." })
  async webhooks(@Ctx() ctx: GraphQLContext): Promise<WebhookRecord[]> {
    return ctx.services.webhooks.list(serviceContext(ctx));
  }

  @Query(() => [WebhookDelivery], { description: "An endpoint's latest 50 deliveries, newest first; NOT_FOUND for another owner's." })
  async webhookDeliveries(
    @Arg('webhookId', () => ID, { description: 'The endpoint.' }) webhookId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeliveryRecord[]> {
    return ctx.services.webhooks.deliveries(serviceContext(ctx), parseUuid(webhookId, 'a webhook'));
  }

  @Mutation(() => RegisteredWebhook, { description: 'Registers an endpoint (audited); the signing secret is in the answer only.' })
  async registerWebhook(
    @Arg('input', () => RegisterWebhookInput, { description: 'The endpoint.' }) input: RegisterWebhookInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const { record, secret } = await ctx.services.webhooks.create(
      serviceContext(ctx),
      parsed(CREATE_WEBHOOK.graphql, { url: input.url, events: input.events }, undefined),
    );
    return { webhook: record, secret };
  }

  @Mutation(() => Webhook, { description: 'Deletes an endpoint and its deliveries (audited).' })
  async deleteWebhook(
    @Arg('id', () => ID, { description: 'The endpoint.' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WebhookRecord> {
    return ctx.services.webhooks.remove(serviceContext(ctx), parseUuid(id, 'a webhook'));
  }

  @Mutation(() => Webhook, { description: 'Resumes an endpoint paused after failed deliveries (audited).' })
  async resumeWebhook(
    @Arg('id', () => ID, { description: 'The endpoint.' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WebhookRecord> {
    return ctx.services.webhooks.resume(serviceContext(ctx), parseUuid(id, 'a webhook'));
  }

  @Mutation(() => WebhookDelivery, { description: 'Sends a delivered event again as a new delivery (same event id and body).' })
  async resendWebhookDelivery(
    @Arg('webhookId', () => ID, { description: 'The endpoint.' }) webhookId: string,
    @Arg('deliveryId', () => ID, { description: 'The delivery to send again.' }) deliveryId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeliveryRecord> {
    return ctx.services.webhooks.resend(serviceContext(ctx), parseUuid(webhookId, 'a webhook'), parseUuid(deliveryId, 'a delivery'));
  }
}
