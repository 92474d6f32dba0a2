import { Router } from 'express';
import type { Clock } from '../../clock';
import { contextOf } from '../../http/request';
import { ValidationError } from '../../errors';
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

/** REST names of the business details, and the service's. */
const BUSINESS_REST = {
  company_name: 'companyName',
  trading_name: 'tradingName',
  address: 'address',
  gst_number: 'gstNumber',
  bank_account: 'bankAccount',
  logo: 'logo',
} as const;
const PROFILE_REST = ['full_name', 'email', 'company'] as const;
const own = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

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
  r.put('/profile', async (req, res) => {
    const ctx = contextOf(req, clock);
    const b = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : null;
    if (!b) throw new ValidationError([{ field: 'body', message: 'body must be a JSON object of profile fields' }]);
    if (own(b, 'company') && own(b, 'company_name'))
      throw new ValidationError([{ field: 'company_name', message: 'send company or company_name, not both' }]);
    const business = Object.fromEntries(
      Object.entries(BUSINESS_REST)
        .filter(([k]) => own(b, k))
        .map(([k, f]) => [f, b[k]]),
    );
    const profile = PROFILE_REST.some((k) => own(b, k));
    if (!profile && Object.keys(business).length === 0) {
      throw new ValidationError([
        { field: 'body', message: `body must hold at least one of ${[...PROFILE_REST, ...Object.keys(BUSINESS_REST)].join(', ')}` },
      ]);
    }
    // Check the business fields before writing anything.
    if (Object.keys(business).length) await account.checkBusinessDetails(business);
    if (profile) await account.updateProfile(ctx, { fullName: b.full_name, email: b.email, company: b.company });
    if (Object.keys(business).length) await account.updateBusinessDetails(ctx, business);
    res.json({ ...accountToRest(await account.account(ctx)), ...businessToRest(await account.businessDetails(ctx.user.id)) });
  });
  r.post('/contact', async (req, res) => {
    res.status(201).json(messageToRest(await account.sendContactMessage(contextOf(req, clock), req.body)));
  });
  return r;
}
