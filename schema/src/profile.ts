import { BUSINESS_DETAIL_FIELDS, BUSINESS_FIELDS } from './business';
import { command, commands, field, type Checked, type CommandValue } from './command';
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

type Check<F extends string> = { ok: true; value: Record<F, string> } | { ok: false; errors: { field: F; message: string }[] };

/** Account profile: full name and email required, company optional (UPDATE_PROFILE, for the Account tab's form). */
export function validateProfile(raw: unknown): Check<keyof ProfileInput> {
  return UPDATE_PROFILE.graphql.parse(raw, undefined) as Check<keyof ProfileInput>;
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

/** A text field by its label ("Full name is required"), or an email one. */
const labelled = (label: string, max: number, opts: { required: boolean; email?: boolean; multiline?: boolean }) => (w: string) =>
  field(
    { type: 'string', maxLength: max, ...(opts.required ? { minLength: 1 } : {}), ...(opts.email ? { format: 'email' } : {}) },
    (raw) =>
      opts.email
        ? checkEmail(raw, { field: w, label, required: opts.required })
        : checkText(raw, { field: w, label, max, required: opts.required, multiline: opts.multiline }),
  );

/** Account profile: full name and email required, company optional; other fields are ignored. */
export const UPDATE_PROFILE = commands((naming) =>
  command(
    naming,
    {
      fullName: labelled('Full name', PROFILE_NAME_MAX, { required: true }),
      email: labelled('Email address', EMAIL_MAX, { required: true, email: true }),
      company: labelled('Company name', PROFILE_COMPANY_MAX, { required: false }),
    },
    { loose: true },
  ),
);
export type UpdateProfileCommand = CommandValue<typeof UPDATE_PROFILE.rest>;

const given = (w: string, json: Record<string, unknown>) =>
  field(json, (raw): Checked<unknown> => ({ ok: true, value: raw === undefined ? undefined : raw }));

/**
 * PUT /me/profile: the profile (full_name, email, company; any one given means all three are
 * checked, as on the Account tab) and the business details (company_name, trading_name, address,
 * gst_number, bank_account, logo; each left out keeps its value), at least one of them.
 */
export const UPDATE_ACCOUNT = commands((naming) =>
  command(
    naming,
    {
      ...BUSINESS_DETAIL_FIELDS,
      fullName: (w) => given(w, { type: 'string', minLength: 1, maxLength: PROFILE_NAME_MAX, description: 'Full name' }),
      email: (w) => given(w, { type: 'string', format: 'email', maxLength: EMAIL_MAX }),
      company: (w) => given(w, { type: 'string', maxLength: PROFILE_COMPANY_MAX, description: 'The same as company_name' }),
    },
    {
      notObject: 'body must be a JSON object of profile fields',
      ignoreUnknown: true,
      across: (v, wire, _context: void, failed) => {
        if (v.company !== undefined && (v.companyName !== undefined || failed.has('companyName')))
          return [{ field: wire('companyName'), message: `send ${wire('company')} or ${wire('companyName')}, not both` }];
        const profile = v.fullName !== undefined || v.email !== undefined || v.company !== undefined;
        const business = BUSINESS_FIELDS.some((k) => v[k] !== undefined || failed.has(k));
        if (!profile && !business) {
          const all = ['fullName', 'email', 'company', ...BUSINESS_FIELDS].map((k) => wire(k as keyof typeof v & string));
          return [{ field: 'body', message: `body must hold at least one of ${all.join(', ')}` }];
        }
        if (!profile || failed.size) return [];
        const checked = UPDATE_PROFILE.graphql.parse({ fullName: v.fullName, email: v.email, company: v.company }, undefined);
        return checked.ok ? [] : checked.errors.map((e) => ({ ...e, field: wire(e.field as 'fullName') }));
      },
    },
  ),
);
export type UpdateAccountCommand = CommandValue<typeof UPDATE_ACCOUNT.rest>;

/** The profile an account change holds, if it holds one (UPDATE_ACCOUNT has checked it). */
export function profileOf(change: UpdateAccountCommand): UpdateProfileCommand | null {
  if (change.fullName === undefined && change.email === undefined && change.company === undefined) return null;
  const checked = UPDATE_PROFILE.graphql.parse({ fullName: change.fullName, email: change.email, company: change.company }, undefined);
  return checked.ok ? checked.value : null;
}

/** SPEC section 5: the contact form, every field required, the email in a valid form. */
export const CONTACT_MESSAGE = commands((naming) =>
  command(
    naming,
    {
      name: labelled('Name', PROFILE_NAME_MAX, { required: true }),
      email: labelled('Email', EMAIL_MAX, { required: true, email: true }),
      subject: labelled('Subject', CONTACT_SUBJECT_MAX, { required: true }),
      message: labelled('Message', CONTACT_MESSAGE_MAX, { required: true, multiline: true }),
    },
    { loose: true },
  ),
);
export type ContactMessageCommand = CommandValue<typeof CONTACT_MESSAGE.rest>;

/** SPEC section 5: name, email, subject and message all required (CONTACT_MESSAGE, for the support form). */
export function validateContactMessage(raw: unknown): Check<keyof ContactInput> {
  return CONTACT_MESSAGE.graphql.parse(raw, undefined) as Check<keyof ContactInput>;
}

/** SPEC section 2's texts once a contact message is sent. */
export const CONTACT_SENT_TITLE = 'Message Sent!';
export const CONTACT_SENT_TEXT = "Thank you for contacting us. We'll get back to you shortly.";
/** The modal closes and clears this long after sending (SPEC section 9). */
export const CONTACT_CLOSE_MS = 2000;
