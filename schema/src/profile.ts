import { hasControlCharacters } from './invoice-input';

/** An e-mail address as Kea FX accepts it: something@domain.tld, at most 254 characters, no spaces or control characters. */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && !hasControlCharacters(value);
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

interface TextRule { label: string; required: boolean; max: number; email?: boolean; multiline?: boolean }

/** Trims every field and checks it against its rule; every bad field is named, in order. */
function checkText<F extends string>(raw: Record<string, unknown>, rules: Record<F, TextRule>): Check<F> {
  const errors: FieldProblem<F>[] = [];
  const value = {} as Record<F, string>;
  for (const field of Object.keys(rules) as F[]) {
    const rule = rules[field];
    const v = raw[field];
    const text = typeof v === 'string' ? v.trim() : '';
    if (v !== undefined && v !== null && typeof v !== 'string') errors.push({ field, message: `${rule.label} must be text` });
    else if (!text && rule.required) errors.push({ field, message: `${rule.label} is required` });
    else if (text.length > rule.max) errors.push({ field, message: `${rule.label} must be at most ${rule.max} characters` });
    else if (rule.email && !isEmailAddress(text)) errors.push({ field, message: `${rule.label} must be a valid email address` });
    else if (hasControlCharacters(rule.multiline ? text.replace(/[\r\n\t]/g, ' ') : text)) errors.push({ field, message: `${rule.label} must not contain control characters` });
    else value[field] = text;
  }
  return errors.length ? { ok: false, errors } : { ok: true, value };
}

/** Account profile: full name and email required, company optional. */
export function validateProfile(raw: Record<string, unknown>): Check<keyof ProfileInput> {
  return checkText<keyof ProfileInput>(raw, {
    fullName: { label: 'Full name', required: true, max: PROFILE_NAME_MAX },
    email: { label: 'Email address', required: true, max: 254, email: true },
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
export function validateContactMessage(raw: Record<string, unknown>): Check<keyof ContactInput> {
  return checkText<keyof ContactInput>(raw, {
    name: { label: 'Name', required: true, max: PROFILE_NAME_MAX },
    email: { label: 'Email', required: true, max: 254, email: true },
    subject: { label: 'Subject', required: true, max: CONTACT_SUBJECT_MAX },
    message: { label: 'Message', required: true, max: CONTACT_MESSAGE_MAX, multiline: true },
  });
}

/** SPEC section 2's texts once a contact message is sent. */
export const CONTACT_SENT_TITLE = 'Message Sent!';
export const CONTACT_SENT_TEXT = "Thank you for contacting us. We'll get back to you shortly.";
/** The modal closes and clears this long after sending (SPEC section 9). */
export const CONTACT_CLOSE_MS = 2000;
