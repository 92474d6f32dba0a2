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

export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;

/** SPEC section 3: the contact form. */
export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** SPEC section 2's texts once a contact message is sent. */
export const CONTACT_SENT_TITLE = 'Message Sent!';
export const CONTACT_SENT_TEXT = "Thank you for contacting us. We'll get back to you shortly.";
/** The modal closes and clears this long after sending (SPEC section 9). */
export const CONTACT_CLOSE_MS = 2000;

/** What Settings, Account calls each profile field: its labels, and the audit trail's words. */
export const PROFILE_LABELS = { fullName: 'Full Name', email: 'Email Address', company: 'Company Name' } as const;
