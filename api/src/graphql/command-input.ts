import { GST_TREATMENTS, INVOICE_STATUSES, SUPPORTED_CURRENCIES, type Command } from '@keafx/schema';
import type { GraphQLScalarType } from 'graphql';
import { Field, Float, InputType, Int } from 'type-graphql';
import { Currency, DateScalar, DecimalScalar, GstTreatmentEnum, InvoiceStatusEnum } from './scalars';

/**
 * A GraphQL input type built from the command that parses it, so the input is declared once:
 * the command's fields by their GraphQL names, in order, non-null exactly where the command
 * requires them, each of the type its JSON Schema says, described by the caller's words for the
 * field and the limits the command checks. The resolver still parses what arrives with the same
 * command (`parsed(COMMAND.graphql, input)`); this only prints it.
 */

interface Json {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  maxLength?: number;
  minLength?: number;
  description?: string;
  items?: Json;
  /** An object's name as a GraphQL input (a list's items: `InvoiceLineInput`). */
  title?: string;
  properties?: Record<string, Json>;
  required?: string[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- type-graphql's own type for a field's type
type TypeValue = GraphQLScalarType | object | any;

/** Enums the commands check, and the GraphQL enum each is printed as. */
const ENUMS: [readonly string[], object][] = [
  [SUPPORTED_CURRENCIES, Currency],
  [INVOICE_STATUSES, InvoiceStatusEnum],
  [GST_TREATMENTS, GstTreatmentEnum],
];

/** Input types made for lists of objects, by name (each made once). */
const NESTED = new Map<string, new () => object>();

/** A list's object items as their own input type, named by the schema's title. */
function nestedInput(json: Json): new () => object {
  const name = json.title ?? 'Item';
  const made = NESTED.get(name);
  if (made) return made;
  const Input = { [name]: class {} }[name]!;
  const required = new Set(json.required ?? []);
  for (const [key, prop] of Object.entries(json.properties ?? {})) {
    const type = graphqlType(prop);
    Field(() => type, { nullable: !required.has(key), ...(prop.description ? { description: prop.description } : {}) })(
      Input.prototype,
      key,
    );
  }
  InputType(name, { description: json.description })(Input);
  NESTED.set(name, Input);
  return Input;
}

/** The GraphQL type a field of this JSON Schema travels as. */
function graphqlType(json: Json): TypeValue {
  if (json.format === 'date') return DateScalar;
  if (json.enum) {
    const values = json.enum.filter((v) => v !== null).map(String);
    const known = ENUMS.find(([all]) => values.every((v) => all.includes(v)));
    if (known) return known[1];
  }
  const types = new Set(Array.isArray(json.type) ? json.type : json.type ? [json.type] : []);
  types.delete('null');
  // A list of objects (an invoice's lines), each an input type of its own.
  if (types.size === 1 && types.has('array') && json.items?.properties) return [nestedInput(json.items)];
  // A list of one kind, such as e-mail addresses.
  if (types.size === 1 && types.has('array') && json.items) return [graphqlType(json.items)];
  // A number given as JSON or as text, exact: an amount or a rate.
  if (types.has('number') && types.has('string')) return DecimalScalar;
  if (types.size === 1 && types.has('integer')) return Int;
  if (types.size === 1 && types.has('number')) return Float;
  if (types.size === 1 && types.has('boolean')) return Boolean;
  return String;
}

/** The limits the command checks, in words: "1 to 200 characters", "up to 400 characters". */
function limits(json: Json): string {
  const max = json.maxLength;
  if (max === undefined) return '';
  const n = max.toLocaleString('en-NZ');
  return json.minLength ? `${json.minLength} to ${n} characters` : `up to ${n} characters`;
}

export interface CommandInputOptions {
  /** The type's description. */
  description: string;
  /** What a field is, in a sentence (the invoice field table's descriptions); else the command's own. */
  describe?: (key: string) => string | undefined;
  /** What leaving a field out means here ("optional", "unchanged"). */
  omitted: string;
}

export function inputFromCommand(name: string, command: Command<unknown, unknown>, opts: CommandInputOptions): new () => object {
  const schema = command.jsonSchema() as { properties?: Record<string, Json>; required?: string[] };
  const required = new Set(schema.required ?? []);
  // A named class, so type-graphql and stack traces call it by the input's name.
  const Input = { [name]: class {} }[name]!;
  command.wireNames.forEach((wire, i) => {
    const json = schema.properties?.[wire] ?? {};
    const what = opts.describe?.(command.keys[i]!) ?? json.description ?? '';
    // The limits follow the noun: "The customer's reference, up to 60 characters; '' for none".
    const [noun = '', ...more] = what.replace(/\.$/, '').split('; ');
    const parts = [[noun, limits(json)].filter(Boolean).join(', '), ...more, ...(required.has(wire) ? [] : [opts.omitted])].filter(Boolean);
    const sentence = parts.join('; ');
    const description = sentence ? `${sentence[0]!.toUpperCase()}${sentence.slice(1)}.` : undefined;
    // The type is made now, not in the thunk: an input type made while the schema is built is one type-graphql never saw.
    const type = graphqlType(json);
    Field(() => type, { nullable: !required.has(wire), ...(description ? { description } : {}) })(Input.prototype, wire);
  });
  InputType(name, { description: opts.description })(Input);
  return Input;
}
