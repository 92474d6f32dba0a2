import { CONTACT_MESSAGE, profileOf, UPDATE_ACCOUNT } from '@keafx/schema';
import { Router } from 'express';
import type { Clock } from '../../clock';
import { withBody } from '../../http/command';
import { contextOf } from '../../http/request';
import type { AccountRecord, AccountService, BusinessRecord, ContactMessageRecord } from './account.service';

function accountToRest(a: AccountRecord) {
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

function businessToRest(b: BusinessRecord) {
  return {
    company_name: b.companyName,
    trading_name: b.tradingName,
    address: b.address,
    gst_number: b.gstNumber,
    bank_account: b.bankAccount,
    logo: b.logo || null,
    missing_business_details: b.missing,
  };
}

function messageToRest(m: ContactMessageRecord) {
  return { id: Number(m.id), name: m.name, email: m.email, subject: m.subject, message: m.message, created_at: m.createdAt.toISOString() };
}

/** GET and PUT /me/profile, POST /me/contact (snake_case like the rest of SPEC's REST). Mounted behind requireUser. */
export function accountRouter(account: AccountService, clock: Clock): Router {
  const r = Router();
  r.get('/profile', async (req, res) => {
    const ctx = contextOf(req, clock);
    res.json({ ...accountToRest(await account.account(ctx)), ...businessToRest(await account.businessDetails(ctx.user.id)) });
  });
  // The account fields (full_name, email, company) when any is sent, then the business details given.
  r.put(
    '/profile',
    withBody(UPDATE_ACCOUNT.rest, async (req, res, change) => {
      const ctx = contextOf(req, clock);
      const profile = profileOf(change);
      const { companyName, tradingName, address, gstNumber, bankAccount, logo } = change;
      const business = { companyName, tradingName, address, gstNumber, bankAccount, logo };
      const hasBusiness = Object.values(business).some((v) => v !== undefined);
      if (profile) await account.updateProfile(ctx, profile);
      if (hasBusiness) await account.updateBusinessDetails(ctx, business);
      res.json({ ...accountToRest(await account.account(ctx)), ...businessToRest(await account.businessDetails(ctx.user.id)) });
    }),
  );
  r.post(
    '/contact',
    withBody(CONTACT_MESSAGE.rest, async (req, res, message) => {
      res.status(201).json(messageToRest(await account.sendContactMessage(contextOf(req, clock), message)));
    }),
  );
  return r;
}
