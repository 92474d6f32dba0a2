import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
} from 'graphql';
import { GROUP_KEY_PREFIX } from '@keafx/schema';
import { seedEveryState } from '../../test/every-state';
import { bearer, startTestApp, type TestApp, type TestUser } from '../../test/harness';

/**
 * Every query of the schema, and the mutations that change nothing (scenario runs), run on an
 * owner with data in every state (seedEveryState: draft, sent, overdue, paid, archived, written off,
 * hedges open, settled and cancelled, saved scenarios, a report job, a webhook with deliveries, API
 * keys live and revoked), selecting every field to a depth of three: each answers without an error.
 * A resolver answering what its schema type does not hold (issue 25's runScenarios warnings) fails
 * here, whatever field it is; a new query without arguments this test knows fails the first test
 * until they are given.
 */
const sdl = readFileSync(path.resolve(__dirname, '../../../schema/schema.graphql'), 'utf8');
const schema = buildSchema(sdl);

let app: TestApp;
let owner: TestUser;
/** Values for required arguments, by argument name and, for ids, by the type the field answers. */
let known: { ids: Record<string, string>; args: Record<string, unknown> };

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.register('every-state');
  const seeded = await seedEveryState(app, owner);
  // An open invitation of the owner's, for what its link opens (the public `invitation` query).
  const invited = await app
    .http()
    .post('/me/team/invitations')
    .set(...bearer(owner))
    .send({ email: 'invitee-every-state@example.com', role: 'viewer' });
  const invitationToken = /token=([\w-]+)/.exec(String(invited.body.link))?.[1];
  // Registered for GST (its GST return answers) and a credit note against an overdue invoice (issue 27).
  await app
    .http()
    .put('/me/profile')
    .set(...bearer(owner))
    .send({ company_name: 'Every State Ltd', gst_registered: true, gst_number: '49-091-850' })
    .expect(200);
  await app
    .http()
    .post(`/me/invoices/${seeded.invoices.audOverdue!}/credit-notes`)
    .set(...bearer(owner))
    .send({ reason: 'Goodwill', amount: 1 })
    .expect(201);
  known = {
    ids: {
      Invoice: '1',
      HedgeContract: seeded.hedges.open,
      SavedScenario: seeded.scenarios.pinned,
      ReportJob: seeded.job,
      Customer: seeded.customers.invoiced,
      InvoiceEmail: '1',
      CreditNote: '1',
      InvoiceEmailDraft: '1',
      // What paying or settling would record: an invoice that can be paid, a contract that can be settled.
      PaymentPreview: seeded.invoices.audOverdue!,
      HedgeSettlementPreview: seeded.hedges.open,
    },
    args: {
      ids: [seeded.scenarios.pinned, seeded.scenarios.plain],
      number: 'INV-0001',
      currency: 'USD',
      from: '2026-01-01',
      to: '2026-12-31',
      groupBy: 'CURRENCY',
      key: `${GROUP_KEY_PREFIX.currency}USD`,
      webhookId: seeded.webhook,
      token: invitationToken,
    },
  };
}, 60_000);
afterAll(async () => {
  await app.stop();
});

const required = (a: GraphQLArgument): boolean => isNonNullType(a.type) && a.defaultValue === undefined;

/** The literal for a required argument, or undefined when this test does not know one. */
function argument(field: GraphQLField<unknown, unknown>, a: GraphQLArgument): string | undefined {
  const named = getNamedType(a.type);
  if (a.name === 'id') {
    // The id of what the field answers, or of what it lists for (a scenario's affected invoices).
    const id = known.ids[field.name === 'scenarioAffectedInvoices' ? 'SavedScenario' : getNamedType(field.type).name];
    return id === undefined ? undefined : JSON.stringify(id);
  }
  if (isEnumType(named)) {
    const given = known.args[a.name];
    return typeof given === 'string' ? given : named.getValues()[0]?.name;
  }
  if (isInputObjectType(named)) return undefined;
  // A GST return covers one GST period: the owner's two-monthly period holding the test clock's 2026-06-15.
  if (field.name === 'gstReturn' && (a.name === 'from' || a.name === 'to'))
    return JSON.stringify(a.name === 'from' ? '2026-06-01' : '2026-07-31');
  const value = known.args[a.name];
  return value === undefined ? undefined : JSON.stringify(value);
}

/** Every field of `type` with no required argument, to `depth` levels of objects. */
function selection(type: GraphQLNamedType, depth: number): string {
  if (!isObjectType(type)) return '';
  const parts: string[] = [];
  for (const f of Object.values((type as GraphQLObjectType).getFields())) {
    if (f.args.some(required)) continue;
    const inner = getNamedType(f.type);
    if (isObjectType(inner)) {
      if (depth > 0) parts.push(`${f.name} { ${selection(inner, depth - 1) || '__typename'} }`);
    } else parts.push(f.name);
  }
  return parts.join(' ');
}

function queryOf(field: GraphQLField<unknown, unknown>): string | null {
  const args: string[] = [];
  for (const a of field.args.filter(required)) {
    const literal = argument(field, a);
    if (literal === undefined) return null;
    args.push(`${a.name}: ${literal}`);
  }
  const inner = getNamedType(field.type);
  const sel = isObjectType(inner) ? ` { ${selection(inner, 2)} }` : '';
  return `{ ${field.name}${args.length ? `(${args.join(', ')})` : ''}${sel} }`;
}

const queries = Object.values(schema.getQueryType()!.getFields());

describe('every query answers on an owner with data in every state (issue 25)', () => {
  it('knows a value for every required argument', () => {
    expect(queries.filter((q) => queryOf(q) === null).map((q) => q.name)).toEqual([]);
  });

  it.each(queries.map((q) => [q.name, q] as const))('%s', async (_name, field) => {
    const query = queryOf(field)!;
    const res = await app.gql(owner.token, query);
    expect({ query, errors: res.errors ?? [] }).toEqual({ query, errors: [] });
    expect(isListType(field.type) || res.data).toBeTruthy();
  });

  it('runScenario and runScenarios answer every field on the same owner', async () => {
    const shocks = '[{ currency: USD, shock: 0.1 }, { currency: EUR, shock: -0.2 }]';
    for (const [name, input] of [
      ['runScenario', `{ shocks: ${shocks} }`],
      ['runScenarios', `{ scenarios: [{ name: "Mixed", shocks: ${shocks} }] }`],
    ] as const) {
      const field = schema.getMutationType()!.getFields()[name]!;
      const query = `mutation { ${name}(input: ${input}) { ${selection(getNamedType(field.type), 2)} } }`;
      const res = await app.gql(owner.token, query);
      expect({ query, errors: res.errors ?? [] }).toEqual({ query, errors: [] });
    }
  });

  it('the owner is in every state it claims', async () => {
    const counts = await app
      .http()
      .get('/me/invoices/counts?view=all')
      .set(...bearer(owner));
    expect(counts.body).toMatchObject({ active: expect.any(Number), archive: 1, writeoffs: 1 });
    const exposure = await app.gql<{ exposure: { overdueCount: number; invoiceCount: number; warnings: string[] } }>(
      owner.token,
      '{ exposure { overdueCount invoiceCount warnings } }',
    );
    expect(exposure.data?.exposure).toMatchObject({ overdueCount: 3, invoiceCount: 7, warnings: [expect.stringContaining('overdue')] });
  });
});
