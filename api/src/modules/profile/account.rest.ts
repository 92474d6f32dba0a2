import { BUSINESS_FIELDS, CONTACT_MESSAGE, GST_FILING_FREQUENCIES, profileOf, UPDATE_ACCOUNT, type BusinessField } from '@keafx/schema';
import { Router } from 'express';
import { z } from 'zod';
import { dateTime, isoDate } from '../../http/shapes';
import type { Clock } from '../../clock';
import { answers, withBody } from '../../http/command';
import { contextOf } from '../../http/request';
import type { AccountRecord, AccountService, BusinessRecord, ContactMessageRecord } from './account.service';

const ACCOUNT_REST = z.strictObject({
  full_name: z.string(),
  email: z.string(),
  company: z.string(),
  plan: z.string(),
  monthly_fee: z.string().meta({ description: 'NZD a month, exact decimal text' }),
  next_billing_date: isoDate.nullable(),
  payment_method: z.string().nullable(),
  updated_at: dateTime.nullable(),
});
const BUSINESS_REST = z.strictObject({
  company_name: z.string(),
  trading_name: z.string(),
  address: z.string(),
  gst_number: z.string().meta({ description: "The IRD number GST is registered under, as IR writes it (49-091-850), or ''" }),
  gst_registered: z.boolean().meta({ description: 'Whether the business is registered for GST' }),
  gst_filing_frequency: z.enum(GST_FILING_FREQUENCIES).meta({ description: 'How often GST returns are filed' }),
  gst_balance_month: z.number().int().min(1).max(12).meta({ description: 'The month of the balance date, 1 (January) to 12' }),
  nzbn: z.string().meta({ description: "The New Zealand Business Number (13 digits), or ''" }),
  bank_account: z.string(),
  bank_name: z.string(),
  swift_bic: z.string().meta({ description: "The bank's SWIFT/BIC, upper case (8 or 11 characters), or ''" }),
  payment_instructions: z.string().meta({ description: 'Free text for a payer; lines separated by newlines' }),
  logo: z.string().nullable().meta({ description: 'A PNG or JPEG data: URL, or null' }),
  missing_business_details: z.array(z.string()),
});
const PROFILE_REST = ACCOUNT_REST.extend(BUSINESS_REST.shape);
const CONTACT_MESSAGE_REST = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: dateTime,
});

function accountToRest(a: AccountRecord): z.infer<typeof ACCOUNT_REST> {
  return {
    full_name: a.fullName,
    email: a.email,
    company: a.company,
    plan: a.plan,
    monthly_fee: a.monthlyFee,
    next_billing_date: a.nextBillingDate,
    payment_method: a.paymentMethod,
    updated_at: a.updatedAt ? a.updatedAt.toISOString() : null,
  };
}

function businessToRest(b: BusinessRecord): z.infer<typeof BUSINESS_REST> {
  return {
    company_name: b.companyName,
    trading_name: b.tradingName,
    address: b.address,
    gst_number: b.gstNumber,
    gst_registered: b.gstRegistered,
    gst_filing_frequency: b.gstFilingFrequency,
    gst_balance_month: b.gstBalanceMonth,
    nzbn: b.nzbn,
    bank_account: b.bankAccount,
    bank_name: b.bankName,
    swift_bic: b.swiftBic,
    payment_instructions: b.paymentInstructions,
    logo: b.logo || null,
    missing_business_details: b.missing,
  };
}

function messageToRest(m: ContactMessageRecord): z.infer<typeof CONTACT_MESSAGE_REST> {
  return { id: Number(m.id), name: m.name, email: m.email, subject: m.subject, message: m.message, created_at: m.createdAt.toISOString() };
}

/** GET and PUT /me/profile, POST /me/contact (snake_case like the rest of SPEC's REST). Mounted behind requireUser. */
export function accountRouter(account: AccountService, clock: Clock): Router {
  const r = Router();
  r.get(
    '/profile',
    answers({ summary: 'The profile, billing and business details', schema: PROFILE_REST }, async (req, res) => {
      const ctx = contextOf(req, clock);
      res.json({ ...accountToRest(await account.account(ctx)), ...businessToRest(await account.businessDetails(ctx.user.id)) });
    }),
  );
  // The account fields (full_name, email, company) when any is sent, then the business details given.
  r.put(
    '/profile',
    answers(
      { summary: 'Change the profile and/or the business details', schema: PROFILE_REST },
      withBody(UPDATE_ACCOUNT.rest, async (req, res, change) => {
        const business = Object.fromEntries(BUSINESS_FIELDS.map((f) => [f, change[f]])) as Pick<typeof change, BusinessField>;
        const hasBusiness = Object.values(business).some((v) => v !== undefined);
        // One transaction for both halves, answering what it stored (ten at once leave one body whole).
        const saved = await account.updateAccount(contextOf(req, clock), profileOf(change), hasBusiness ? business : null);
        res.json({ ...accountToRest(saved.account), ...businessToRest(saved.business) });
      }),
    ),
  );
  r.post(
    '/contact',
    answers(
      { summary: 'Send a message to support (stored and audited)', status: 201, schema: CONTACT_MESSAGE_REST, access: 'personal' },
      withBody(CONTACT_MESSAGE.rest, async (req, res, message) => {
        res.status(201).json(messageToRest(await account.sendContactMessage(contextOf(req, clock), message)));
      }),
    ),
  );
  return r;
}
