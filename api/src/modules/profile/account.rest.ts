import { Router } from 'express';
import type { Clock } from '../../clock';
import { contextOf } from '../../http/request';
import type { AccountRecord, AccountService, ContactMessageRecord } from './account.service';

function accountToRest(a: AccountRecord) {
  return {
    full_name: a.fullName, email: a.email, company: a.company, plan: a.plan, monthly_fee: a.monthlyFee,
    next_billing_date: a.nextBillingDate, payment_method: a.paymentMethod, updated_at: a.updatedAt ? a.updatedAt.toISOString() : null,
  };
}

function messageToRest(m: ContactMessageRecord) {
  return { id: Number(m.id), name: m.name, email: m.email, subject: m.subject, message: m.message, created_at: m.createdAt.toISOString() };
}

/** GET and PUT /me/profile, POST /me/contact (snake_case like the rest of SPEC's REST). Mounted behind requireUser. */
export function accountRouter(account: AccountService, clock: Clock): Router {
  const r = Router();
  r.get('/profile', async (req, res) => {
    res.json(accountToRest(await account.account(contextOf(req, clock))));
  });
  r.put('/profile', async (req, res) => {
    const b = (req.body ?? {}) as Record<string, unknown>;
    res.json(accountToRest(await account.updateProfile(contextOf(req, clock), { fullName: b.full_name, email: b.email, company: b.company })));
  });
  r.post('/contact', async (req, res) => {
    res.status(201).json(messageToRest(await account.sendContactMessage(contextOf(req, clock), req.body)));
  });
  return r;
}
