import { GraphQLDateTime } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An endpoint that receives signed webhook deliveries.', simpleResolvers: true })
export class Webhook {
  @Field(() => ID, { description: 'The endpoint id.' })
  id!: string;

  @Field(() => String, { description: 'Where deliveries are POSTed.' })
  url!: string;

  @Field(() => [String], { description: 'The event types it receives.' })
  events!: string[];

  @Field(() => GraphQLDateTime, { description: 'When it was registered.' })
  createdAt!: Date;

  @Field(() => GraphQLDateTime, {
    nullable: true,
    description: 'When deliveries were paused after too many failed in a row; resume to restart them.',
  })
  pausedAt!: Date | null;

  @Field(() => Int, { description: 'Deliveries that failed every attempt since the last success.' })
  failedInARow!: number;
}

@ObjectType({ description: 'A new endpoint with its signing secret, which is never shown again.', simpleResolvers: true })
export class RegisteredWebhook {
  @Field(() => Webhook, { description: 'The endpoint.' })
  webhook!: Webhook;

  @Field(() => String, { description: 'The HMAC-SHA256 signing secret (whsec_...).' })
  secret!: string;
}

@ObjectType({ description: 'One attempt at a delivery.', simpleResolvers: true })
export class WebhookAttempt {
  @Field(() => GraphQLDateTime, { description: 'When it was made.' })
  at!: Date;

  @Field(() => Int, { nullable: true, description: 'The HTTP status answered; null when there was no answer.' })
  statusCode!: number | null;

  @Field(() => Int, { description: 'Milliseconds until the answer (or the failure).' })
  latencyMs!: number;

  @Field(() => String, { nullable: true, description: 'Why there was no answer.' })
  error!: string | null;
}

@ObjectType({ description: 'One event delivered (or being delivered) to one endpoint.', simpleResolvers: true })
export class WebhookDelivery {
  @Field(() => ID, { description: 'The delivery id.' })
  id!: string;

  @Field(() => String, { description: 'The event id (the same on a re-send).' })
  eventId!: string;

  @Field(() => String, { description: 'The event type.' })
  eventType!: string;

  @Field(() => String, { description: 'pending, succeeded or failed.' })
  status!: string;

  @Field(() => Int, { description: 'Attempts made so far.' })
  attempts!: number;

  @Field(() => Int, { nullable: true, description: 'The last HTTP status answered.' })
  lastStatusCode!: number | null;

  @Field(() => Int, { nullable: true, description: "The last attempt's latency in milliseconds." })
  lastLatencyMs!: number | null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed, when it had no answer.' })
  lastError!: string | null;

  @Field(() => GraphQLDateTime, { description: 'When the event was queued for this endpoint.' })
  createdAt!: Date;

  @Field(() => [WebhookAttempt], { description: 'Every attempt, oldest first.' })
  history!: WebhookAttempt[];
}

@InputType({ description: 'A webhook endpoint to register.' })
export class RegisterWebhookInput {
  @Field(() => String, { description: 'An http(s) URL.' })
  url!: string;

  @Field(() => [String], {
    description: 'One or more of invoice.status_changed, exposure.changed, exposure.threshold_crossed, report.completed.',
  })
  events!: string[];
}
