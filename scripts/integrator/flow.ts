/**
 * What an integrator writes against Kea FX: a typed client generated from the served
 * /openapi.json (openapi-typescript) driven through openapi-fetch. The end-to-end step generates
 * `openapi.generated.ts` from the built server, type-checks this file against it (so a document
 * that drifts from what integrators compile against fails), then runs it against the same server.
 */
import createClient from 'openapi-fetch';
import type { paths } from './openapi.generated';
import type { FlowResult } from './result';

export type { FlowResult } from './result';

/** Lists invoices, reads exposure, runs a scenario, downloads the CSV and registers a webhook. */
export async function integratorFlow(baseUrl: string, token: string): Promise<FlowResult> {
  const client = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${token}` } });

  const list = await client.GET('/me/invoices', { params: { query: { status: 'all', sort: 'number_asc', limit: 2 } } });
  if (!list.data) throw new Error(`list: ${list.error?.detail}`);
  const invoiceNumbers = list.data.map((i) => i.invoice_number);

  const summary = await client.GET('/me/exposure/summary');
  if (!summary.data) throw new Error(`summary: ${summary.error?.detail}`);
  const exposureCurrencies = summary.data.map((row) => row.currency);

  const run = await client.POST('/me/exposure/scenario', { body: { base_currency: 'NZD', shocks: { USD: -0.1 } } });
  if (!run.data) throw new Error(`scenario: ${run.error?.detail}`);
  const scenarioImpact: number = run.data.total_impact;

  const csv = await client.GET('/invoices/export/csv', { params: { query: { view: 'all' } }, parseAs: 'text' });
  if (csv.data === undefined) throw new Error(`csv: ${csv.response.status}`);
  const csvHeader = csv.data.replace(/^\uFEFF/, '').split('\r\n')[0] ?? '';

  const hook = await client.POST('/me/webhooks', { body: { url: 'https://93.184.215.14/kea-integrator', events: ['report.completed'] } });
  if (!hook.data) throw new Error(`webhook: ${hook.error?.detail}`);

  return {
    invoiceNumbers,
    exposureCurrencies,
    scenarioImpact,
    csvHeader,
    webhookSecretPrefix: hook.data.secret.slice(0, 6),
    nextPage: list.response.headers.get('Link'),
  };
}
