import { CHANGE_CUSTOMER, CREATE_CUSTOMER, CUSTOMER_LIST_QUERY, MERGE_CUSTOMER } from '@keafx/schema';
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { Clock } from '../../clock';
import { answers, withBody, withQuery } from '../../http/command';
import { contextOf } from '../../http/request';
import { dateTime } from '../../http/shapes';
import { parseCustomerId, type CustomerId, type CustomerRecord, type CustomersService } from './customers.service';

/** A customer over REST: snake_case fields, amounts as JSON numbers. */
export const CUSTOMER_REST = z.object({
  id: z.string().meta({ format: 'uuid' }),
  name: z.string(),
  trading_name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  country: z.string().meta({ description: "ISO 3166-1 alpha-2, '' when not given" }),
  business_number: z.string(),
  tax_number: z.string(),
  default_currency: z.string().nullable(),
  payment_terms_days: z.number().int().nullable(),
  notes: z.string(),
  created_at: dateTime,
  updated_at: dateTime,
  invoice_count: z.number().int(),
  outstanding: z.array(z.object({ currency: z.string(), amount: z.number(), count: z.number().int() })),
  paid_count: z.number().int(),
  average_days_late: z.number().nullable().meta({ description: 'Mean days paid after the due date (early is 0); null with none paid' }),
});

export function customerToRest(c: CustomerRecord): z.infer<typeof CUSTOMER_REST> {
  return {
    id: c.id,
    name: c.name,
    trading_name: c.tradingName,
    email: c.email,
    phone: c.phone,
    address: c.address,
    country: c.country,
    business_number: c.businessNumber,
    tax_number: c.taxNumber,
    default_currency: c.defaultCurrency,
    payment_terms_days: c.paymentTermsDays,
    notes: c.notes,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    invoice_count: c.invoiceCount,
    outstanding: c.outstanding.map((o) => ({ currency: o.currency, amount: Number(o.amount), count: o.count })),
    paid_count: c.paidCount,
    average_days_late: c.averageDaysLate,
  };
}

const byId = (req: Request): CustomerId => parseCustomerId(req.params.id);

/** /me/customers: the owner's customers, one by id, a change, a delete and a merge. */
export function customersRouter(customers: CustomersService, clock: Clock): Router {
  const r = Router();
  r.get(
    '/customers',
    answers(
      {
        summary: 'Customers by name, with their invoices, what they owe and how late they pay (X-Has-More)',
        headers: ['X-Has-More'],
        schema: z.array(CUSTOMER_REST),
      },
      withQuery(CUSTOMER_LIST_QUERY.rest, async (req, res, query) => {
        const found = await customers.list(contextOf(req, clock), query);
        res.set('X-Has-More', String(found.hasMore));
        res.json(found.items.map(customerToRest));
      }),
    ),
  );
  r.post(
    '/customers',
    answers(
      { summary: 'Add a customer (409 when one of the same name exists)', status: 201, errors: [409], schema: CUSTOMER_REST },
      withBody(CREATE_CUSTOMER.rest, async (req, res, body) => {
        const created = await customers.create(contextOf(req, clock), body);
        res.status(201).location(`/me/customers/${created.id}`).json(customerToRest(created));
      }),
    ),
  );
  r.get(
    '/customers/:id',
    answers({ summary: 'One customer', schema: CUSTOMER_REST }, async (req, res) => {
      res.json(customerToRest(await customers.get(contextOf(req, clock), byId(req))));
    }),
  );
  r.put(
    '/customers/:id',
    answers(
      { summary: "Change a customer's details (its invoices keep the name they were issued under)", errors: [409], schema: CUSTOMER_REST },
      withBody(
        CHANGE_CUSTOMER.rest,
        async (req, res, change, id: CustomerId) => {
          res.json(customerToRest(await customers.update(contextOf(req, clock), id, change)));
        },
        undefined,
        byId,
      ),
    ),
  );
  r.delete(
    '/customers/:id',
    answers(
      { summary: 'Delete a customer with no invoices (409 otherwise: merge it instead)', errors: [409], schema: CUSTOMER_REST },
      async (req, res) => {
        res.json(customerToRest(await customers.remove(contextOf(req, clock), byId(req))));
      },
    ),
  );
  r.post(
    '/customers/:id/merge',
    answers(
      {
        summary: 'Merge another customer (from_id) into this one: its invoices move here and it is deleted',
        errors: [409],
        schema: CUSTOMER_REST,
      },
      withBody(
        MERGE_CUSTOMER.rest,
        async (req, res, body, id: CustomerId) => {
          res.json(customerToRest(await customers.merge(contextOf(req, clock), id, parseCustomerId(body.fromId))));
        },
        undefined,
        byId,
      ),
    ),
  );
  return r;
}
