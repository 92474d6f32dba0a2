import { GraphQLDateTime } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DateScalar, DecimalScalar } from '../../../graphql/scalars';

@ObjectType({ description: "The signed-in user's profile and billing details (Settings, Account).", simpleResolvers: true })
export class Account {
  @Field(() => String, { description: 'Full name; empty until saved.' })
  fullName!: string;

  @Field(() => String, { description: 'Contact email address; the sign-in email until changed here (signing in is unaffected).' })
  email!: string;

  @Field(() => String, { description: 'Company name; may be empty.' })
  company!: string;

  @Field(() => String, { description: "Current plan: 'Free (self-hosted)' unless one was chosen." })
  plan!: string;

  @Field(() => DecimalScalar, { description: 'Monthly fee in NZD (0 on the free plan).' })
  monthlyFee!: string;

  @Field(() => DateScalar, { nullable: true, description: 'Next billing date; null when nothing is billed (the free plan).' })
  nextBillingDate!: string | null;

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

  @Field(() => String, { nullable: true, description: 'Company name, optional, at most 160 characters.' })
  company?: string;
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

@ObjectType({
  description: "The seller's details a tax invoice carries (Settings, Account), and what it still lacks.",
  simpleResolvers: true,
})
export class BusinessDetails {
  @Field(() => String, { description: "Company name (the profile's company); may be empty." })
  companyName!: string;

  @Field(() => String, { description: 'Trading name, when it differs from the company name; may be empty.' })
  tradingName!: string;

  @Field(() => String, { description: 'Postal address; lines separated by newlines; may be empty.' })
  address!: string;

  @Field(() => String, { description: 'The IRD number GST is registered under, as IR writes it (49-091-850); may be empty.' })
  gstNumber!: string;

  @Field(() => Boolean, { description: 'Whether the business is registered for GST (false until said).' })
  gstRegistered!: boolean;

  @Field(() => String, { description: 'How often GST returns are filed: monthly, two_monthly (the default) or six_monthly.' })
  gstFilingFrequency!: string;

  @Field(() => Int, { description: 'The month of the balance date, 1 (January) to 12 (December); 3 (March) until said.' })
  gstBalanceMonth!: number;

  @Field(() => String, { description: 'The New Zealand Business Number (13 digits); may be empty.' })
  nzbn!: string;

  @Field(() => String, { description: 'Bank account customers pay into; may be empty.' })
  bankAccount!: string;

  @Field(() => String, { description: "The bank's name, for a payer overseas; may be empty." })
  bankName!: string;

  @Field(() => String, { description: "The bank's SWIFT/BIC, upper case (8 or 11 characters); may be empty." })
  swiftBic!: string;

  @Field(() => String, { description: 'Payment instructions printed on the invoice; lines separated by newlines; may be empty.' })
  paymentInstructions!: string;

  @Field(() => String, { description: "Logo as a PNG or JPEG data: URL, or '' for none." })
  logo!: string;

  @Field(() => [String], { description: "What a tax invoice still lacks, as labels ('GST number', ...); empty when complete." })
  missing!: string[];
}

@InputType({ description: 'Business details to save; a field left out keeps its value, an empty string clears it.' })
export class UpdateBusinessDetailsInput {
  @Field(() => String, { nullable: true, description: 'Company name, at most 160 characters.' })
  companyName?: string;

  @Field(() => String, { nullable: true, description: 'Trading name, at most 160 characters.' })
  tradingName?: string;

  @Field(() => String, { nullable: true, description: 'Address, at most 400 characters (newlines allowed).' })
  address?: string;

  @Field(() => String, {
    nullable: true,
    description: "GST number: an IRD number of 8 or 9 digits passing IR's check digit, such as 49-091-850; stored as IR writes it.",
  })
  gstNumber?: string;

  @Field(() => Boolean, { nullable: true, description: 'Whether the business is registered for GST; registered needs a valid GST number.' })
  gstRegistered?: boolean;

  @Field(() => String, { nullable: true, description: 'How often GST returns are filed: monthly, two_monthly or six_monthly.' })
  gstFilingFrequency?: string;

  @Field(() => Int, { nullable: true, description: 'The month of the balance date, 1 (January) to 12 (December).' })
  gstBalanceMonth?: number;

  @Field(() => String, {
    nullable: true,
    description: 'New Zealand Business Number: 13 digits passing the GS1 check digit (spaces dropped), or an empty string to remove it.',
  })
  nzbn?: string;

  @Field(() => String, { nullable: true, description: 'Bank account, such as 12-3456-0123456-00.' })
  bankAccount?: string;

  @Field(() => String, { nullable: true, description: "The bank's name, at most 80 characters." })
  bankName?: string;

  @Field(() => String, {
    nullable: true,
    description:
      'SWIFT/BIC: 4 letters (bank), 2 letters (country), 2 letters or digits (location), optionally 3 more (branch); upper-cased.',
  })
  swiftBic?: string;

  @Field(() => String, { nullable: true, description: 'Payment instructions, at most 500 characters (newlines allowed).' })
  paymentInstructions?: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Logo: a PNG or JPEG data: URL of at most 60,000 characters whose bytes are a readable image at most 4096 pixels a side, or an empty string to remove it.',
  })
  logo?: string;
}
