import { GraphQLDateTime } from 'graphql-scalars';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { DateScalar, DecimalScalar } from '../../../graphql/scalars';

@ObjectType({ description: "The signed-in user's profile and billing details (Settings, Account).", simpleResolvers: true })
export class Account {
  @Field(() => String, { description: "Full name; empty until saved." })
  fullName!: string;

  @Field(() => String, { description: 'Contact email address; the sign-in email until changed here (signing in is unaffected).' })
  email!: string;

  @Field(() => String, { description: 'Company name; may be empty.' })
  company!: string;

  @Field(() => String, { description: 'Current plan, such as Professional.' })
  plan!: string;

  @Field(() => DecimalScalar, { description: 'Monthly fee in NZD.' })
  monthlyFee!: string;

  @Field(() => DateScalar, { description: 'Next billing date.' })
  nextBillingDate!: string;

  @Field(() => String, { nullable: true, description: 'The masked payment method on file, or null when there is none.' })
  paymentMethod!: string | null;

  @Field(() => GraphQLDateTime, { nullable: true, description: 'When the profile was last saved; null before the first save.' })
  updatedAt!: Date | null;
}

@InputType({ description: 'The profile fields of Settings, Account.' })
export class UpdateProfileInput {
  @Field(() => String, { description: 'Full name, required, at most 120 characters.' })
  fullName!: string;

  @Field(() => String, { description: 'Email address, required and valid.' })
  email!: string;

  @Field(() => String, { description: 'Company name, optional, at most 160 characters.' })
  company!: string;
}

@ObjectType({ description: 'A message sent to support from Help & Glossary.', simpleResolvers: true })
export class ContactMessage {
  @Field(() => ID, { description: 'The message id.' })
  id!: string;

  @Field(() => String, { description: 'Who wrote it.' })
  name!: string;

  @Field(() => String, { description: 'Where to answer.' })
  email!: string;

  @Field(() => String, { description: 'Subject line.' })
  subject!: string;

  @Field(() => String, { description: 'The message.' })
  message!: string;

  @Field(() => GraphQLDateTime, { description: 'When it was sent.' })
  createdAt!: Date;
}

@InputType({ description: 'Contact Support: every field required, email in valid format (SPEC section 5).' })
export class SendContactMessageInput {
  @Field(() => String, { description: 'Your name.' })
  name!: string;

  @Field(() => String, { description: 'Your email address.' })
  email!: string;

  @Field(() => String, { description: 'Subject, at most 200 characters.' })
  subject!: string;

  @Field(() => String, { description: 'Message, at most 5000 characters.' })
  message!: string;
}
