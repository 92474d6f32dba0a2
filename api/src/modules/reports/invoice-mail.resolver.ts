import { EMAIL_INVOICE } from '@keafx/schema';
import { GraphQLDateTime } from 'graphql-scalars';
import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { inputFromCommand } from '../../graphql/command-input';
import { serviceContext, type GraphQLContext } from '../../graphql/context';
import { parsed } from '../../http/command';
import { parseInvoiceId } from '../invoices';
import type { InvoiceEmailRecord } from './invoice-mail';

@ObjectType({ description: 'One e-mail of an invoice to its customer.' })
export class InvoiceEmail {
  @Field(() => ID, { description: 'The e-mail record.' }) id!: string;
  @Field(() => Int, { description: 'The invoice number.' }) invoiceNumber!: number;
  @Field(() => String, { description: 'To whom.' }) to!: string;
  @Field(() => [String], { description: 'Copied to.' }) cc!: string[];
  @Field(() => String, { description: 'The subject.' }) subject!: string;
  @Field(() => String, { description: 'The message.' }) message!: string;
  @Field(() => String, { description: 'The PDF attached.' }) attachmentName!: string;
  @Field(() => String, { description: "The attached PDF's SHA-256." }) attachmentSha256!: string;
  @Field(() => String, { description: 'Who sent it, as the audit trail names them.' }) sentBy!: string;
  @Field(() => GraphQLDateTime, { description: 'When it was sent.' }) sentAt!: Date;
  @Field(() => Int, { nullable: true, description: 'Which overdue reminder it was (1, 2, ...); null for the invoice itself.' })
  reminder!: number | null;
}

@ObjectType({ description: 'What an e-mail of an invoice says unless the sender writes otherwise.' })
export class InvoiceEmailDraft {
  @Field(() => Boolean, { description: 'Whether this server can send mail (SMTP_URL set).' }) enabled!: boolean;
  @Field(() => String, { description: "The invoice's customer e-mail ('' when it has none)." }) to!: string;
  @Field(() => String, { description: 'The default subject.' }) subject!: string;
  @Field(() => String, { description: 'The default message.' }) message!: string;
}

const WORDS: Record<string, string> = {
  to: "The customer's e-mail address",
  cc: 'Addresses to copy, at most 5',
  subject: 'The subject; "Invoice INV-0001 from <your trading name>" when left out',
  message: 'The message; a short note with the amount and due date when left out',
};

/** What e-mailing an invoice takes, printed from its command (EMAIL_INVOICE). */
export const EmailInvoiceInput = inputFromCommand('EmailInvoiceInput', EMAIL_INVOICE.graphql, {
  description: 'To whom an invoice is e-mailed, and optionally the subject and message.',
  describe: (key) => WORDS[key],
  omitted: 'optional',
});

/** Invoices e-mailed to their customers, over GraphQL (the same service as REST's /me/invoices/{id}/emails). */
@Resolver(() => InvoiceEmail)
export class InvoiceMailResolver {
  @Query(() => [InvoiceEmail], { description: "An invoice's e-mails to its customer, newest first." })
  invoiceEmails(
    @Arg('id', () => ID, { description: 'The invoice.' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InvoiceEmailRecord[]> {
    return ctx.services.invoiceMail.history(serviceContext(ctx), parseInvoiceId(id));
  }

  @Query(() => InvoiceEmailDraft, { description: 'What e-mailing this invoice would say by default, and whether mail is set up.' })
  invoiceEmailDraft(@Arg('id', () => ID, { description: 'The invoice.' }) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.invoiceMail.draft(serviceContext(ctx), parseInvoiceId(id));
  }

  @Mutation(() => InvoiceEmail, {
    description:
      'E-mails the invoice to its customer with its PDF attached (audited; a draft is then sent). CONFLICT when this server has no mail set up.',
  })
  emailInvoice(
    @Arg('id', () => ID, { description: 'The invoice.' }) id: string,
    @Arg('input', () => EmailInvoiceInput) input: object,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InvoiceEmailRecord> {
    const invoice = parseInvoiceId(id);
    return ctx.services.invoiceMail.email(serviceContext(ctx), invoice, parsed(EMAIL_INVOICE.graphql, { ...input }, undefined));
  }
}
