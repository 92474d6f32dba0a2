import { z } from 'zod';
import { BASE_CURRENCY, isSupportedCurrency, SUPPORTED_CURRENCIES, type CurrencyCode } from './currencies';
import { BUSINESS_DATE_MIN, businessDateProblem } from './dates';
import type { FieldNaming } from './invoice-input';
import { readAmount } from './money';
import { checkText, type TextRule } from './text';
import type { Checked, FieldError, Result } from './result';

/**
 * Typed commands: the one declaration of what a request may carry. Each field is declared once,
 * with the shared rule that checks it (the text rule, the currency list, ...) and the JSON Schema
 * that documents it, built from the same parameters; a command is an object of such fields. The
 * api parses every body once at its edge with a command and hands the service the typed value;
 * the OpenAPI document (api/src/http/openapi.ts) prints the same command's JSON Schema; the web's
 * forms parse with the same command, so both sides say the same thing in the same words.
 *
 * Built on zod 4: a field is `z.unknown()` piped through its check, so the messages stay ours
 * ("name must not be blank", never zod's defaults) and name the field as the caller spells it.
 */

export type Naming = FieldNaming;
/**
 * How a command reads: over REST (snake_case), GraphQL (camelCase), or in a form of the web, whose
 * fields are camelCase and whose messages name each field by its label ("Password is required").
 */
export type Reader = Naming | 'form';

export type JsonSchema = Record<string, unknown>;

/**
 * One field: the schema it is documented with and the check it is parsed with, declared together.
 * A check that accepts `undefined` makes the field optional: absent, it holds what the check
 * gives for undefined (a default, or nothing).
 */
export function field<T>(json: JsonSchema, check: (raw: unknown) => Checked<T>): z.ZodType<T, unknown> {
  return fieldOfMany(json, (raw) => {
    const checked = check(raw);
    return checked.ok ? checked : { ok: false, errors: [{ field: '', message: checked.message }] };
  });
}

/**
 * A field whose check can find several things wrong at once (a list's items), each named on its
 * own (`scenarios[1].name`; an error without a name is the field's own). Absence works as in `field`.
 */
export function fieldOfMany<T>(json: JsonSchema, check: (raw: unknown) => Result<T>): z.ZodType<T, unknown> {
  const base = z.unknown().transform((raw, ctx): T => {
    const checked = check(raw);
    if (checked.ok) return checked.value;
    for (const e of checked.errors) ctx.addIssue({ code: 'custom', message: e.message, ...(e.field ? { path: [e.field] } : {}) });
    return z.NEVER;
  });
  const absent = check(undefined);
  if (!absent.ok) return base.meta(json);
  const value = absent.value;
  return (value === undefined ? base.optional() : base.default(value as never)).meta(json) as unknown as z.ZodType<T, unknown>;
}

/** A field that may be left out (absent or, where `nullIsAbsent`, null): the command holds undefined. */
export function optional<T>(f: z.ZodType<T, unknown>, nullIsAbsent = false): z.ZodType<T | undefined, unknown> {
  if (!nullIsAbsent) return f.optional();
  return z.preprocess((raw) => (raw === null ? undefined : raw), f.optional()) as z.ZodType<T | undefined, unknown>;
}

/** Free text by the shared text rule (schema/src/text.ts), named as the caller spells it. */
export function text(name: string, rule: Omit<TextRule, 'field'>): z.ZodType<string, unknown> {
  const required = rule.required ?? true;
  return field({ type: 'string', ...(required ? { minLength: 1 } : {}), maxLength: rule.max }, (raw) =>
    checkText(raw, { ...rule, field: name }),
  );
}

/** A name: text, required, 1 to `max` characters after trimming; "name must not be blank". */
export function name(field_: string, max: number): z.ZodType<string, unknown> {
  return field({ type: 'string', minLength: 1, maxLength: max }, (raw) =>
    typeof raw !== 'string'
      ? { ok: false, message: `${field_} is required and must be text` }
      : checkText(raw, { field: field_, max, blankMessage: `${field_} must not be blank` }),
  );
}

/** One of a fixed list of strings. */
export function oneOf<const V extends string>(values: readonly V[], message: string): z.ZodType<V, unknown> {
  return field({ enum: [...values] }, (raw) =>
    typeof raw === 'string' && (values as readonly string[]).includes(raw) ? { ok: true, value: raw as V } : { ok: false, message },
  );
}

/** A supported currency code, any case, trimmed. */
export function currency(name: string): z.ZodType<CurrencyCode, unknown> {
  return field({ type: 'string', enum: [...SUPPORTED_CURRENCIES], description: 'ISO 4217 code (any case)' }, (raw) => {
    const code = typeof raw === 'string' ? raw.trim().toUpperCase() : raw;
    return isSupportedCurrency(code)
      ? { ok: true, value: code }
      : { ok: false, message: `${name} must be one of the 23 supported currency codes (USD, EUR, GBP, JPY, ...)` };
  });
}

/** A supported currency other than NZD, any case, trimmed; `nzdMessage` says why NZD has no place here. */
export function foreignCurrency(name: string, nzdMessage: string): z.ZodType<CurrencyCode, unknown> {
  return field({ type: 'string', enum: SUPPORTED_CURRENCIES.filter((c) => c !== BASE_CURRENCY) }, (raw) => {
    const code = typeof raw === 'string' ? raw.trim().toUpperCase() : undefined;
    if (!isSupportedCurrency(code))
      return { ok: false, message: `${name} must be one of the 23 supported currency codes (USD, EUR, GBP, JPY, ...)` };
    if (code === BASE_CURRENCY) return { ok: false, message: `${name} ${nzdMessage}` };
    return { ok: true, value: code };
  });
}

/** An amount before its currency is known (readAmount): positive, at most MAX_AMOUNT, exact; its digits are fitted later. */
export function amount(name: string): z.ZodType<string, unknown> {
  return field({ type: ['number', 'string'], description: "Positive, at most the currency's minor unit (JPY whole)" }, (raw) =>
    readAmount(raw, name),
  );
}

/** A date of business in YYYY-MM-DD form: a real calendar day, on or after BUSINESS_DATE_MIN. */
export function isoDate(name: string): z.ZodType<string, unknown> {
  return field({ type: 'string', format: 'date', description: `YYYY-MM-DD, on or after ${BUSINESS_DATE_MIN}` }, (raw) => {
    const problem = businessDateProblem(raw, name);
    return problem ? { ok: false, message: problem } : { ok: true, value: raw as string };
  });
}

/**
 * A yes/no flag such as `include_drafts`: absent, empty (`?include_drafts=`), `false` or false is
 * false; `true` or true is true; anything else is refused naming the field.
 */
export function checkFlag(raw: unknown, name: string): Checked<boolean> {
  if (raw === undefined || raw === null || raw === '' || raw === 'false' || raw === false) return { ok: true, value: false };
  if (raw === 'true' || raw === true) return { ok: true, value: true };
  return { ok: false, message: `${name} must be true or false` };
}

export function flag(name: string): z.ZodType<boolean, unknown> {
  return field({ type: 'boolean', default: false }, (raw) => checkFlag(raw, name));
}

/** A whole number within [min, max] (a JSON number or its text in a query string); absent is `fallback`. */
export function checkWholeNumber(raw: unknown, name: string, min: number, max: number, fallback: number): Checked<number> {
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: fallback };
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  return Number.isInteger(n) && n >= min && n <= max
    ? { ok: true, value: n }
    : { ok: false, message: `${name} must be a whole number from ${min} to ${max}` };
}

export function wholeNumber(name: string, min: number, max: number, fallback: number): z.ZodType<number, unknown> {
  return field({ type: 'integer', minimum: min, maximum: max, default: fallback }, (raw) =>
    checkWholeNumber(raw, name, min, max, fallback),
  );
}

/** The furthest a list may be paged. */
export const OFFSET_MAX = 10_000_000;

/** `limit` (1 to `max`, `fallback` when absent) and `offset` (0 or more): a page of a list. */
export function pageFields(max: number, fallback: number) {
  return {
    limit: (w: string) => wholeNumber(w, 1, max, fallback),
    offset: (w: string) => wholeNumber(w, 0, OFFSET_MAX, 0),
  };
}

const SNAKE = /[A-Z]/g;
/** The name a field travels under: `expiresAt` over GraphQL, `expires_at` over REST. */
export function wireName(key: string, naming: Reader): string {
  return naming === 'rest' ? key.replace(SNAKE, (c) => `_${c.toLowerCase()}`) : key;
}

type FieldFn = (wire: string, naming: Naming) => z.ZodType<unknown, unknown>;
type FormFieldFn = (said: string, naming: Reader) => z.ZodType<unknown, unknown>;
type Fields = Record<string, FieldFn>;
export type CommandOf<F extends Record<string, (...args: never[]) => z.ZodType<unknown, unknown>>> = {
  [K in keyof F]: z.output<ReturnType<F[K]>>;
};

export interface CommandOptions<T, C> {
  /**
   * Fields the command lacks are dropped rather than refused, and a body that is no object reads
   * as an empty one (each required field then says it is required): the sign-in forms' way.
   */
  loose?: boolean;
  /** Fields the command lacks are dropped rather than refused (a body that is no object is still refused). */
  ignoreUnknown?: boolean;
  /** A body that is no object is refused, and then read as an empty one so the required fields say so too. */
  notObjectThenFields?: boolean;
  /** An empty body (none, or null) is an empty object: for commands whose every field may be left out. */
  absentIsEmpty?: boolean;
  /**
   * Fields a rule across fields requires although their own check takes absence (bulk `ids`: absent
   * reads as none, which `across` refuses with SPEC's message): the document lists them as required.
   */
  requiredAcross?: readonly string[];
  /** The message when the body holds no field at all (a change that changes nothing). */
  requireSome?: string;
  /** What a form calls each field, in its messages (the form reader only). */
  labels?: Partial<Record<keyof T & string, string>>;
  /** How many unknown fields are named (5 unless said). */
  unknownListed?: number;
  /** At most this many errors are reported. */
  maxErrors?: number;
  /** A body that is no JSON object. */
  notObject?: string;
  /** The message for a field the command does not have. */
  unknownField?: (key: string, allowed: readonly string[]) => string;
  /**
   * Unknown fields are reported alone (the default: a misspelt field is the first thing to fix)
   * or beside the other fields' errors.
   */
  unknownWithOthers?: boolean;
  /**
   * Rules across fields or against the moment (`context`: today, now), given the fields that
   * parsed (and the names of those that did not); errors name fields by their wire names.
   */
  across?: (value: Partial<T>, wire: (key: keyof T & string) => string, context: C, failed: ReadonlySet<string>) => FieldError[];
}

const NOT_OBJECT = 'The request body must be a JSON object.';
const UNKNOWN = (key: string, allowed: readonly string[]): string =>
  `${JSON.stringify(key)} is not a field here; send ${allowed.join(', ')}`;

/** A parsed-once declaration of one request: `parse` for the edges and the forms, `jsonSchema` for the documentation. */
export class Command<T, C = void> {
  readonly wireNames: readonly string[];

  constructor(
    readonly naming: Reader,
    /** The whole body's schema, for the documentation. */
    private readonly schema: z.ZodType<unknown, unknown>,
    /** Each field's schema by its wire name, in order, with the command's own name for it. */
    private readonly fields: ReadonlyMap<string, { key: string; schema: z.ZodType<unknown, unknown> }>,
    private readonly opts: CommandOptions<T, C>,
    /** The names messages use, back to the fields they name (a form's labels). */
    private readonly saidToWire: ReadonlyMap<string, string> = new Map(),
  ) {
    this.wireNames = [...fields.keys()];
  }

  /**
   * The typed command, or every error named as the caller spells the field: the body's shape
   * first (no object, fields it does not have), then each field in order, then the rules across
   * fields on those that were valid.
   */
  parse(raw: unknown, context: C): Result<T> {
    const errors: FieldError[] = [];
    let body = this.opts.absentIsEmpty && (raw === undefined || raw === null) ? {} : raw;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      if (!this.opts.loose) {
        errors.push({ field: 'body', message: this.opts.notObject ?? NOT_OBJECT });
        if (!this.opts.notObjectThenFields) return { ok: false, errors };
      }
      body = {};
    }
    const input = body as Record<string, unknown>;
    if (!this.opts.loose && !this.opts.ignoreUnknown) {
      const describe = this.opts.unknownField ?? UNKNOWN;
      const unknown = Object.keys(input).filter((k) => input[k] !== undefined && !this.fields.has(k));
      for (const key of unknown.slice(0, this.opts.unknownListed ?? 5))
        errors.push({ field: key.slice(0, 40), message: describe(key.slice(0, 40), this.wireNames) });
      if (unknown.length && !this.opts.unknownWithOthers) return { ok: false, errors: errors.slice(0, this.opts.maxErrors ?? Infinity) };
    }
    if (this.opts.requireSome && Object.keys(input).length === 0) errors.push({ field: 'body', message: this.opts.requireSome });
    const value: Record<string, unknown> = {};
    const failed = new Set<string>();
    for (const [wire, { key, schema }] of this.fields) {
      const result = schema.safeParse(Object.hasOwn(input, wire) ? input[wire] : undefined);
      if (result.success) {
        if (result.data !== undefined) value[key] = result.data;
        continue;
      }
      failed.add(key);
      for (const issue of result.error.issues) {
        errors.push({ field: issue.path.length ? String(issue.path[issue.path.length - 1]) : wire, message: issue.message });
      }
    }
    const across = this.opts.across?.(value as Partial<T>, (k) => this.said(k), context, failed as ReadonlySet<string>) ?? [];
    errors.push(...across);
    for (const e of errors) e.field = this.saidToWire.get(e.field) ?? e.field;
    if (errors.length) return { ok: false, errors: errors.slice(0, this.opts.maxErrors ?? Infinity) };
    return { ok: true, value: value as T };
  }

  /** The command's own names for its fields (camelCase), in order. */
  get keys(): readonly string[] {
    return [...this.fields.values()].map((f) => f.key);
  }

  /** The name messages give a field: its wire name, or its label in a form. */
  private said(key: string): string {
    return this.naming === 'form' ? ((this.opts.labels as Record<string, string> | undefined)?.[key] ?? key) : wireName(key, this.naming);
  }

  /** The request body's JSON Schema (draft 2020-12, as OpenAPI 3.1 takes it). */
  jsonSchema(): JsonSchema {
    const { $schema: _drop, ...json } = z.toJSONSchema(this.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    const across = (this.opts.requiredAcross ?? []).map((k) => wireName(k, this.naming));
    if (across.length) json.required = [...new Set([...((json.required as string[] | undefined) ?? []), ...across])];
    return json;
  }

  /** Whether a request may leave the body out altogether (it then reads as an empty object that parses). */
  get bodyOptional(): boolean {
    if (!this.opts.absentIsEmpty) return false;
    try {
      return this.parse(undefined, undefined as C).ok;
    } catch {
      // A rule across fields that needs its context (today) cannot judge an empty body alone.
      return false;
    }
  }
}

/**
 * A command of named fields. Keys are the command's own (camelCase) names; each travels under its
 * wire name for `naming`. A key absent from the body stays absent from the command.
 */
export function command<F extends Fields, C = void>(
  naming: Naming,
  fields: F,
  opts?: CommandOptions<CommandOf<F>, C>,
): Command<CommandOf<F>, C>;
export function command<F extends Record<string, FormFieldFn>, C = void>(
  naming: Reader,
  fields: F,
  opts?: CommandOptions<CommandOf<F>, C>,
): Command<CommandOf<F>, C>;
export function command<F extends Record<string, FormFieldFn>, C = void>(
  naming: Reader,
  fields: F,
  opts: CommandOptions<CommandOf<F>, C> = {},
): Command<CommandOf<F>, C> {
  const shape: Record<string, z.ZodType<unknown, unknown>> = {};
  const byWire = new Map<string, { key: string; schema: z.ZodType<unknown, unknown> }>();
  const saidToWire = new Map<string, string>();
  const labels = (opts.labels ?? {}) as Record<string, string>;
  for (const [key, make] of Object.entries(fields)) {
    const wire = wireName(key, naming);
    const said = naming === 'form' ? (labels[key] ?? key) : wire;
    if (said !== wire) saidToWire.set(said, wire);
    const schema = make(said, naming);
    shape[wire] = schema;
    byWire.set(wire, { key, schema });
  }
  // The documented body: these fields, and no others unless the command ignores them.
  const schema =
    opts.loose || opts.ignoreUnknown
      ? z.object(shape, { error: () => opts.notObject ?? NOT_OBJECT })
      : z.strictObject(shape, { error: () => opts.notObject ?? NOT_OBJECT });
  return new Command<CommandOf<F>, C>(naming, schema, byWire, opts, saidToWire);
}

/** The typed value a command parses to. */
export type CommandValue<X> = X extends Command<infer T, infer _C> ? T : never;

/** One command for each naming, built once. */
export function commands<T, C>(build: (naming: Naming) => Command<T, C>): Record<Naming, Command<T, C>> {
  return { rest: build('rest'), graphql: build('graphql') };
}

/** The same, and the web form's reading of it (fields by their labels in messages). */
export function commandsWithForm<T, C>(build: (naming: Reader) => Command<T, C>): Record<Reader, Command<T, C>> {
  return { rest: build('rest'), graphql: build('graphql'), form: build('form') };
}
