import { checkText } from './text';

/** An e-mail address as Kea FX accepts it: something@domain.tld, at most 254 characters, no spaces or control characters. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && checkText(value, { field: 'email', max: EMAIL_MAX }).ok;
}

/** Longest e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX = 254;

/** An e-mail address through the text rule, then its shape: trimmed, and lower-cased when `lower`. */
export function checkEmail(
  raw: unknown,
  opts: { field: string; label?: string; required?: boolean; lower?: boolean },
): { ok: true; value: string } | { ok: false; message: string } {
  const text = checkText(raw, { field: opts.field, label: opts.label, max: EMAIL_MAX, required: opts.required });
  if (!text.ok) return text;
  const value = opts.lower ? text.value.toLowerCase() : text.value;
  if (value !== '' && !isEmailAddress(value)) return { ok: false, message: `${opts.label ?? opts.field} must be a valid email address` };
  return { ok: true, value };
}

export const PROFILE_NAME_MAX = 120;
export const PROFILE_COMPANY_MAX = 160;

/** Settings, Account: the profile a person edits. */
export interface ProfileInput {
  fullName: string;
  email: string;
  company: string;
}

type FieldProblem<F extends string> = { field: F; message: string };

type Check<F extends string> = { ok: true; value: Record<F, string> } | { ok: false; errors: FieldProblem<F>[] };

interface FieldRule {
  label: string;
  required: boolean;
  max: number;
  email?: boolean;
  multiline?: boolean;
}

/** Trims every field and checks it against its rule; every bad field is named, in order. */
function checkFields<F extends string>(raw: unknown, rules: Record<F, FieldRule>): Check<F> {
  const errors: FieldProblem<F>[] = [];
  const value = {} as Record<F, string>;
  for (const field of Object.keys(rules) as F[]) {
    const rule = rules[field];
    const v = typeof raw === 'object' && raw !== null && Object.hasOwn(raw, field) ? (raw as Record<string, unknown>)[field] : undefined;
    const text = rule.email
      ? checkEmail(v, { field, label: rule.label, required: rule.required })
      : checkText(v, { field, label: rule.label, max: rule.max, required: rule.required, multiline: rule.multiline });
    if (text.ok) value[field] = text.value;
    else errors.push({ field, message: text.message });
  }
  return errors.length ? { ok: false, errors } : { ok: true, value };
}

/** Account profile: full name and email required, company optional. */
export function validateProfile(raw: unknown): Check<keyof ProfileInput> {
  return checkFields<keyof ProfileInput>(raw, {
    fullName: { label: 'Full name', required: true, max: PROFILE_NAME_MAX },
    email: { label: 'Email address', required: true, max: EMAIL_MAX, email: true },
    company: { label: 'Company name', required: false, max: PROFILE_COMPANY_MAX },
  });
}

export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;

/** SPEC section 3: the contact form. */
export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** SPEC section 5: name, email, subject and message all required; email in valid format. */
export function validateContactMessage(raw: unknown): Check<keyof ContactInput> {
  return checkFields<keyof ContactInput>(raw, {
    name: { label: 'Name', required: true, max: PROFILE_NAME_MAX },
    email: { label: 'Email', required: true, max: EMAIL_MAX, email: true },
    subject: { label: 'Subject', required: true, max: CONTACT_SUBJECT_MAX },
    message: { label: 'Message', required: true, max: CONTACT_MESSAGE_MAX, multiline: true },
  });
}

/** SPEC section 2's texts once a contact message is sent. */
export const CONTACT_SENT_TITLE = 'Message Sent!';
export const CONTACT_SENT_TEXT = "Thank you for contacting us. We'll get back to you shortly.";
/** The modal closes and clears this long after sending (SPEC section 9). */
export const CONTACT_CLOSE_MS = 2000;
