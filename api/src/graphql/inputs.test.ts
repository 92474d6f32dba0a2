import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ACCEPT_INVITATION,
  BUSINESS_DETAILS,
  CHANGE_CUSTOMER,
  CHANGE_HEDGE,
  CHANGE_INVOICE,
  CHANGE_PASSWORD,
  CHANGE_PREFERENCES,
  CHANGE_ROLE,
  CONTACT_MESSAGE,
  CREATE_API_KEY,
  CREATE_CUSTOMER,
  CREATE_HEDGE,
  CREATE_INVOICE,
  CREATE_WEBHOOK,
  EMAIL_INVOICE,
  CREDENTIALS,
  INVITE_MEMBER,
  ISSUE_CREDIT_NOTE,
  RECORD_RATE,
  REMINDER_SETTINGS,
  REQUEST_PASSWORD_RESET,
  RESET_PASSWORD,
  REQUEST_REPORT,
  RUN_SCENARIO,
  RUN_SCENARIOS,
  SAVE_SCENARIO,
  SET_HEDGE_POLICY,
  UPDATE_PROFILE,
} from '@keafx/schema';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLInputField,
  type GraphQLInputType,
} from 'graphql';

/** A JSON Schema as the commands print it (Command.jsonSchema()). */
interface Json {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  maxLength?: number;
  minLength?: number;
  items?: Json;
  properties?: Record<string, Json>;
  required?: string[];
  anyOf?: Json[];
}

const sdl = readFileSync(path.resolve(__dirname, '../../../schema/schema.graphql'), 'utf8');
const schema = buildSchema(sdl);

/**
 * Every GraphQL input type and the command that parses it (the resolvers call
 * `parsed(COMMAND.graphql, input)`), or the part of a command's schema it is (a list's items).
 * A new input type fails the first test until it is listed here.
 */
const INPUTS: Record<string, () => Json> = {
  AcceptInvitationInput: () => ACCEPT_INVITATION.graphql.jsonSchema(),
  ChangePasswordInput: () => CHANGE_PASSWORD.graphql.jsonSchema(),
  ChangeRoleInput: () => CHANGE_ROLE.graphql.jsonSchema(),
  CreateApiKeyInput: () => CREATE_API_KEY.graphql.jsonSchema(),
  EmailInvoiceInput: () => EMAIL_INVOICE.graphql.jsonSchema(),
  CreateCustomerInput: () => CREATE_CUSTOMER.graphql.jsonSchema(),
  CreateHedgeInput: () => CREATE_HEDGE.graphql.jsonSchema(),
  CreateInvoiceInput: () => CREATE_INVOICE.graphql.jsonSchema(),
  CredentialsInput: () => CREDENTIALS.graphql.jsonSchema(),
  HedgePolicyInput: () => SET_HEDGE_POLICY.graphql.jsonSchema(),
  InviteMemberInput: () => INVITE_MEMBER.graphql.jsonSchema(),
  InvoiceLineInput: () => itemsOf(CREATE_INVOICE.graphql.jsonSchema(), 'lines'),
  IssueCreditNoteInput: () => ISSUE_CREDIT_NOTE.graphql.jsonSchema(),
  NamedShocksInput: () => itemsOf(RUN_SCENARIOS.graphql.jsonSchema(), 'scenarios'),
  RecordRateInput: () => RECORD_RATE.graphql.jsonSchema(),
  ReminderSettingsInput: () => REMINDER_SETTINGS.graphql.jsonSchema(),
  RequestPasswordResetInput: () => REQUEST_PASSWORD_RESET.graphql.jsonSchema(),
  ResetPasswordInput: () => RESET_PASSWORD.graphql.jsonSchema(),
  RegisterWebhookInput: () => CREATE_WEBHOOK.graphql.jsonSchema(),
  RequestReportInput: () => REQUEST_REPORT.graphql.jsonSchema(),
  RunScenarioInput: () => RUN_SCENARIO.graphql.jsonSchema(),
  RunScenariosInput: () => RUN_SCENARIOS.graphql.jsonSchema(),
  SaveScenarioInput: () => SAVE_SCENARIO.graphql.jsonSchema(),
  SendContactMessageInput: () => CONTACT_MESSAGE.graphql.jsonSchema(),
  ShockInput: () => itemsOf(RUN_SCENARIO.graphql.jsonSchema(), 'shocks'),
  UpdateBusinessDetailsInput: () => BUSINESS_DETAILS.graphql.jsonSchema(),
  UpdateCustomerInput: () => CHANGE_CUSTOMER.graphql.jsonSchema(),
  UpdateHedgeInput: () => CHANGE_HEDGE.graphql.jsonSchema(),
  UpdateInvoiceInput: () => CHANGE_INVOICE.graphql.jsonSchema(),
  UpdatePreferencesInput: () => CHANGE_PREFERENCES.graphql.jsonSchema(),
  UpdateProfileInput: () => UPDATE_PROFILE.graphql.jsonSchema(),
};

function itemsOf(json: Json, property: string): Json {
  const items = json.properties?.[property]?.items;
  if (!items) throw new Error(`the command has no list ${property}`);
  return items;
}

/** The JSON types a value of this property may take (null included when it may be null). */
function jsonTypes(json: Json): Set<string> {
  if (json.anyOf) return new Set(json.anyOf.flatMap((j) => [...jsonTypes(j)]));
  if (json.const !== undefined) return new Set([typeof json.const]);
  const types = Array.isArray(json.type) ? json.type : json.type ? [json.type] : [];
  if (json.enum && types.length === 0) for (const v of json.enum) types.push(v === null ? 'null' : typeof v);
  return new Set(types);
}

/** What a GraphQL input type may carry, as JSON types: the command must accept at least one of them. */
function graphqlAccepts(type: GraphQLInputType): string[] {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return ['array'];
  const named = getNamedType(inner);
  if (isInputObjectType(named)) return ['object'];
  if (isEnumType(named)) return ['string'];
  return (
    (
      {
        String: ['string'],
        ID: ['string', 'integer'],
        Int: ['integer', 'number'],
        Float: ['number'],
        Boolean: ['boolean'],
        Decimal: ['string', 'number'],
        Date: ['string'],
      } as Record<string, string[]>
    )[named.name] ?? ['string']
  );
}

describe('every GraphQL input matches the command that parses it', () => {
  it('lists a command for every input type of the emitted SDL', () => {
    const inputs = Object.values(schema.getTypeMap())
      .filter(isInputObjectType)
      .map((t) => t.name)
      .sort();
    expect(inputs).toEqual(Object.keys(INPUTS).sort());
  });

  it.each(Object.keys(INPUTS))('%s: the same fields, required exactly where the command requires, of types it accepts', (name) => {
    const type = schema.getType(name);
    if (!isInputObjectType(type)) throw new Error(`${name} is not an input type`);
    const json = INPUTS[name]!();
    const fields: Record<string, GraphQLInputField> = type.getFields();
    const properties = json.properties ?? {};
    expect(Object.keys(fields).sort()).toEqual(Object.keys(properties).sort());
    const required = new Set(json.required ?? []);
    for (const [field, f] of Object.entries(fields)) {
      const prop = properties[field] as Json;
      const mustGive = isNonNullType(f.type) && f.defaultValue === undefined;
      expect({ field, required: mustGive }).toEqual({ field, required: required.has(field) });
      const accepted = jsonTypes(prop);
      // A command that declares no type takes anything its check allows.
      if (accepted.size > 0) {
        const numbers = accepted.has('number') ? ['integer'] : [];
        const overlap = graphqlAccepts(f.type).filter((t) => accepted.has(t) || numbers.includes(t));
        expect({ field, overlap: overlap.length > 0 }).toEqual({ field, overlap: true });
      }
      // Every value the command takes is one of the enum's (GraphQL spells them in capitals, _ for -); a shared
      // enum such as Currency may offer more, which the command refuses with its own message.
      const named = getNamedType(f.type);
      if (isEnumType(named) && prop.enum) {
        const spelt = (v: unknown): string => String(v).toLowerCase().replace(/[-_]/g, '');
        const offered = new Set(named.getValues().flatMap((v) => [spelt(v.value), spelt(v.name)]));
        expect({ field, missing: prop.enum.map(spelt).filter((v) => !offered.has(v)) }).toEqual({
          field,
          missing: [],
        });
      }
      // A length a description states is the command's limit.
      const text = f.description ?? '';
      const most = /(?:at most|up to) (\d[\d,]*) characters/.exec(text);
      if (most) expect({ field, max: Number(most[1]!.replace(/,/g, '')) }).toEqual({ field, max: prop.maxLength });
      const least = /at least (\d[\d,]*) characters/.exec(text);
      if (least) expect({ field, min: Number(least[1]!.replace(/,/g, '')) }).toEqual({ field, min: prop.minLength });
    }
  });
});
