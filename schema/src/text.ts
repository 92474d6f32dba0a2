import type { Checked } from './result';
/**
 * The one free-text rule. Every person-typed string (names, companies, invoice numbers, emails,
 * rate sources, searches, contact messages, CSV cells) goes through `parseText` at the edge, in
 * the api and in the web's forms alike, so "what text may be stored" has one answer:
 *
 * - text only: a number, list or object where text belongs is refused;
 * - no unpaired UTF-16 surrogates ("\ud800"): they cannot be stored as UTF-8 and would come back
 *   as U+FFFD, quietly changed;
 * - no control characters (C0, DEL, C1; NUL is refused by PostgreSQL). Single-line fields refuse
 *   tab and line breaks too (U+2028/U+2029 included); `multiline` fields (notes, the contact message) allow \n, \r\n and \t;
 * - no bidirectional embedding, override or isolate characters (U+202A..U+202E, U+2066..U+2069):
 *   they make a name display as something else ("Trojan Source"). The plain marks LRM/RLM/ALM
 *   stay allowed, as right-to-left names need them;
 * - trimmed; text made only of spaces and invisible characters (zero-width space, BOM, soft
 *   hyphen, Hangul filler...) counts as blank, so it is "required" or stored as "";
 * - at most `max` UTF-16 code units (the same count the web's inputs use).
 *
 * Messages name the field by its `label`, else its `field` (`counterparty`, `Full name`).
 */
export interface TextRule {
  /** The field as the caller spells it (`counterparty`, `dueDate`, `email`). */
  field: string;
  /** How messages name the field, when not by `field` (`Full name`). */
  label?: string;
  /** Most characters kept after trimming. */
  max: number;
  /** Allow line breaks and tabs (message bodies, notes). Default false. */
  multiline?: boolean;
  /** Blank (or missing) is an error. Default true. */
  required?: boolean;
  /** The message when a required value is blank, where SPEC words it (scenario names). */
  blankMessage?: string;
}

/** Longest search text (invoice list, exports). */
export const SEARCH_MAX = 200;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_SINGLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- as above, less tab and line breaks
const CONTROL_MULTI = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const INVISIBLE_ONLY = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cf}\u2800]*$/u;

/** True when the text holds an unpaired surrogate. */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** Control characters (NUL, escapes...) have no place in one-line text, and PostgreSQL refuses NUL. */
export function hasControlCharacters(text: string, multiline = false): boolean {
  return (multiline ? CONTROL_MULTI : CONTROL_SINGLE).test(text);
}

/** Checks one free-text value against the rule above; missing (undefined/null) counts as blank. */
export function checkText(raw: unknown, rule: TextRule): Checked<string> {
  const { max } = rule;
  const label = rule.label ?? rule.field;
  const required = rule.required ?? true;
  if (raw !== undefined && raw !== null && typeof raw !== 'string') return { ok: false, message: `${label} must be text` };
  const text = typeof raw === 'string' ? raw : '';
  if (hasLoneSurrogate(text)) return { ok: false, message: `${label} must not contain broken Unicode (an unpaired surrogate)` };
  if (hasControlCharacters(text, rule.multiline)) {
    return { ok: false, message: `${label} must not contain control characters` };
  }
  if (BIDI_CONTROL.test(text)) return { ok: false, message: `${label} must not contain bidirectional override characters` };
  const value = text.trim();
  if (INVISIBLE_ONLY.test(value)) {
    if (required) return { ok: false, message: rule.blankMessage ?? `${label} is required` };
    return { ok: true, value: '' };
  }
  if (value.length > max) return { ok: false, message: `${label} must be at most ${max} characters` };
  return { ok: true, value };
}

/** `checkText` with the field name attached, the shape every parser's error list uses. */
export function parseText(
  raw: unknown,
  rule: TextRule,
): { ok: true; value: string } | { ok: false; error: { field: string; message: string } } {
  const checked = checkText(raw, rule);
  return checked.ok ? checked : { ok: false, error: { field: rule.field, message: checked.message } };
}
