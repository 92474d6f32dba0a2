import { GraphQLDateTime, GraphQLJSON } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One entry of the append-only, hash-chained audit trail.', simpleResolvers: true })
export class AuditEvent {
  @Field(() => ID, { description: 'The event id.' })
  id!: string;

  @Field(() => Int, { description: "Position in the owner's chain, from 1." })
  seq!: number;

  @Field(() => GraphQLDateTime, { description: 'When it happened.' })
  createdAt!: Date;

  @Field(() => String, { description: "Who did it: the user's email, or 'system'." })
  actor!: string;

  @Field(() => String, { description: 'What kind of thing changed: invoice, user, rate, scenario, export...' })
  entityType!: string;

  @Field(() => ID, { nullable: true, description: 'The id of the thing that changed.' })
  entityId!: string | null;

  @Field(() => String, { description: 'A stable action code, such as invoice.sent.' })
  action!: string;

  @Field(() => String, { description: 'A readable sentence describing the change.' })
  message!: string;

  @Field(() => GraphQLJSON, { nullable: true, description: 'The state before the change.' })
  before!: unknown;

  @Field(() => GraphQLJSON, { nullable: true, description: 'The state after the change.' })
  after!: unknown;
}

@ObjectType({ description: 'A page of audit events, newest first.', simpleResolvers: true })
export class AuditEventPage {
  @Field(() => [AuditEvent], { description: 'The events on this page.' })
  items!: AuditEvent[];

  @Field(() => Boolean, { description: 'Whether older events follow.' })
  hasMore!: boolean;
}

@ObjectType({ description: 'The result of recomputing every link of the audit chain.', simpleResolvers: true })
export class AuditVerification {
  @Field(() => Boolean, { description: 'True when every event is present, unchanged and linked.' })
  ok!: boolean;

  @Field(() => Int, { description: 'How many events were checked before stopping.' })
  checked!: number;

  @Field(() => Int, { nullable: true, description: 'The sequence number of the first broken link.' })
  brokenAtSeq!: number | null;

  @Field(() => String, { nullable: true, description: 'What is wrong with that link.' })
  reason!: string | null;
}

@ObjectType({ description: "What the owner's trail can be filtered by.", simpleResolvers: true })
export class AuditFacets {
  @Field(() => [String], { description: 'Entity types present, sorted.' })
  entityTypes!: string[];

  @Field(() => [String], { description: 'Action codes present, sorted.' })
  actions!: string[];
}
