import {
  BUSINESS_FIELDS,
  BUSINESS_LABELS,
  BUSINESS_TEXT_MAX,
  GST_NUMBER_REQUIRED,
  isBankAccount,
  LOGO_MAX,
  LOGO_PATTERN,
  MULTILINE_BUSINESS_FIELDS,
  normalSwiftBic,
  swiftBicProblem,
  type BusinessDetails,
  type BusinessField,
  type BusinessTextField,
} from './business';
import { command, commands, field, type CommandValue } from './command';
import { MONTH_NAMES } from './dates';
import { GST_FILING_FREQUENCIES, type GstFilingFrequency } from './gst-return';
import { formatIrdNumber, irdNumberProblem, normalNzbn, nzbnProblem } from './tax-ids';
import { readLogoImage } from './logo-image';
import { BASE_CURRENCY_OPTIONS } from './currencies';
import { DATE_FORMATS, isTimeZone, NUMBER_FORMATS, PREFERENCE_NAMES, type PreferenceIssue, type Preferences } from './preferences';
import {
  checkEmail,
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECT_MAX,
  EMAIL_MAX,
  PROFILE_COMPANY_MAX,
  PROFILE_NAME_MAX,
  type ContactInput,
  type ProfileInput,
} from './profile';
import { checkText } from './text';
import type { Checked, FieldError } from './result';

/** The account's commands: profile, business details, contact messages, preferences. */

type BusinessCheck = { ok: true; value: Partial<BusinessDetails> } | { ok: false; errors: { field: BusinessField; message: string }[] };

/** A SWIFT/BIC may be typed with spaces ('ANZB NZ 22 XXX'), which are dropped: this many characters before that. */
const SWIFT_TYPED_MAX = 40;
const LOGO_TOO_BIG = `Logo must be a PNG or JPEG image of at most ${Math.floor((LOGO_MAX * 0.75) / 1000)} kB`;

/** A logo as given: '' for none, else a data: URL whose bytes really are a PNG or JPEG of a sane size (logo-image.ts). */
export function checkLogo(text: string): Checked<string> {
  if (!text) return { ok: true, value: '' };
  if (text.length > LOGO_MAX || !LOGO_PATTERN.test(text)) return { ok: false, message: LOGO_TOO_BIG };
  const image = readLogoImage(text);
  return image.ok ? { ok: true, value: image.value.dataUrl } : image;
}

const DETAIL_DESCRIPTIONS: Partial<Record<BusinessTextField, string>> = {
  logo: 'A PNG or JPEG image as a data: URL',
  swiftBic: 'SWIFT/BIC: 8 or 11 letters and digits (bank, country, location, optional branch); spaces dropped, upper-cased',
  gstNumber: "The IRD number GST is registered under: 8 or 9 digits passing IR's check digit; stored as IR writes it (49-091-850)",
  nzbn: 'New Zealand Business Number: 13 digits passing the GS1 check digit; spaces dropped',
};
const detailJson = (key: BusinessTextField) => {
  const maxLength = key === 'logo' ? LOGO_MAX : key === 'swiftBic' ? SWIFT_TYPED_MAX : BUSINESS_TEXT_MAX[key];
  const description = DETAIL_DESCRIPTIONS[key];
  return { type: ['string', 'null'], maxLength, ...(description ? { description } : {}) };
};

/** One business detail: left out, it keeps its value; null or '' clears it; text is trimmed and checked. */
const detail = (key: BusinessTextField) => (w: string) =>
  field(detailJson(key), (raw): Checked<string | undefined> => {
    if (raw === undefined) return { ok: true, value: undefined };
    const v = raw === null ? '' : raw;
    const label = BUSINESS_LABELS[key];
    if (typeof v !== 'string') return { ok: false, message: `${label} must be text` };
    if (key === 'logo') return checkLogo(v.trim());
    // The shared text rule: no control, bidi or broken characters, trimmed, capped; only the address and the payment instructions may span lines.
    const multiline = MULTILINE_BUSINESS_FIELDS.includes(key);
    const max = key === 'swiftBic' ? SWIFT_TYPED_MAX : BUSINESS_TEXT_MAX[key];
    const checked = checkText(v, { field: w, label, max, multiline, required: false });
    if (!checked.ok) return checked;
    const text = checked.value;
    if (key === 'gstNumber' && text) {
      const problem = irdNumberProblem(text);
      return problem ? { ok: false, message: problem } : { ok: true, value: formatIrdNumber(text) };
    }
    if (key === 'nzbn' && text) {
      const problem = nzbnProblem(text);
      return problem ? { ok: false, message: problem } : { ok: true, value: normalNzbn(text) };
    }
    if (key === 'bankAccount' && text && !isBankAccount(text))
      return { ok: false, message: 'Bank account must be an account number such as 12-3456-0123456-00' };
    if (key === 'swiftBic') {
      const code = normalSwiftBic(text);
      const problem = code ? swiftBicProblem(code) : null;
      return problem ? { ok: false, message: problem } : { ok: true, value: code };
    }
    return { ok: true, value: multiline ? text.replace(/\r\n/g, '\n') : text };
  });

/** Whether registered for GST: true or false; left out, it keeps its value. */
const registeredField = () =>
  field({ type: 'boolean', description: 'Whether the business is registered for GST; registered needs a valid GST number' }, (raw) =>
    raw === undefined || typeof raw === 'boolean'
      ? { ok: true, value: raw as boolean | undefined }
      : { ok: false, message: `${BUSINESS_LABELS.gstRegistered} must be true or false` },
  );

/** How often GST returns are filed: one of GST_FILING_FREQUENCIES; left out, it keeps its value. */
const frequencyField = () =>
  field({ enum: [...GST_FILING_FREQUENCIES], description: "How often GST returns are filed (default 'two_monthly')" }, (raw) =>
    raw === undefined || (typeof raw === 'string' && (GST_FILING_FREQUENCIES as readonly string[]).includes(raw))
      ? { ok: true, value: raw as GstFilingFrequency | undefined }
      : { ok: false, message: `${BUSINESS_LABELS.gstFilingFrequency} must be monthly, two_monthly or six_monthly` },
  );

/** The month of the balance date, 1 (January) to 12 (December); left out, it keeps its value. */
const balanceMonthField = () =>
  field(
    {
      type: 'integer',
      minimum: 1,
      maximum: 12,
      description: 'The month of the balance date, 1 (January) to 12 (December); default 3 (March)',
    },
    (raw) =>
      raw === undefined || (Number.isInteger(raw) && (raw as number) >= 1 && (raw as number) <= 12)
        ? { ok: true, value: raw as number | undefined }
        : {
            ok: false,
            message: `${BUSINESS_LABELS.gstBalanceMonth} must be a whole number from 1 (${MONTH_NAMES[0]}) to 12 (${MONTH_NAMES[11]})`,
          },
  );

/**
 * The business details given (any subset; a field left out keeps its value). Text is trimmed;
 * '' or null clears a field. The address and the payment instructions may span lines; nothing else
 * may hold control characters. A SWIFT/BIC is upper-cased; a logo's bytes are read (logo-image.ts).
 * A GST number must pass IR's check digit and is written as IR writes it (49-091-850), registered
 * or not; an NZBN must pass GS1's and is kept as its 13 digits.
 */
export const BUSINESS_DETAIL_FIELDS = {
  companyName: detail('companyName'),
  tradingName: detail('tradingName'),
  address: detail('address'),
  gstNumber: detail('gstNumber'),
  gstRegistered: registeredField,
  gstFilingFrequency: frequencyField,
  gstBalanceMonth: balanceMonthField,
  nzbn: detail('nzbn'),
  bankAccount: detail('bankAccount'),
  bankName: detail('bankName'),
  swiftBic: detail('swiftBic'),
  paymentInstructions: detail('paymentInstructions'),
  logo: detail('logo'),
};
/**
 * Registered for GST with the GST number cleared in the same change is refused here; registering
 * while leaving the number out is judged against the stored one, in the service.
 */
function registrationProblems(
  v: Partial<Pick<BusinessDetails, 'gstRegistered' | 'gstNumber'>>,
  wire: (k: 'gstNumber') => string,
  failed: ReadonlySet<string>,
): FieldError[] {
  return v.gstRegistered === true && v.gstNumber === '' && !failed.has('gstNumber')
    ? [{ field: wire('gstNumber'), message: GST_NUMBER_REQUIRED }]
    : [];
}

export const BUSINESS_DETAILS = /* @__PURE__ */ commands((naming) =>
  command(naming, BUSINESS_DETAIL_FIELDS, {
    loose: true,
    across: (v, wire, _context: void, failed) => registrationProblems(v, wire, failed),
  }),
);
export type BusinessDetailsCommand = CommandValue<typeof BUSINESS_DETAILS.rest>;

/** BUSINESS_DETAILS over camelCase fields, for the Account tab's form. */
export function validateBusinessDetails(raw: Record<string, unknown>): BusinessCheck {
  const parsed = BUSINESS_DETAILS.graphql.parse(raw, undefined);
  if (!parsed.ok) return parsed as BusinessCheck;
  return { ok: true, value: Object.fromEntries(Object.entries(parsed.value).filter(([, v]) => v !== undefined)) };
}

type Check<F extends string> = { ok: true; value: Record<F, string> } | { ok: false; errors: { field: F; message: string }[] };

/** Account profile: full name and email required, company optional (UPDATE_PROFILE, for the Account tab's form). */
export function validateProfile(raw: unknown): Check<keyof ProfileInput> {
  return UPDATE_PROFILE.graphql.parse(raw, undefined) as Check<keyof ProfileInput>;
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
export const UPDATE_PROFILE = /* @__PURE__ */ commands((naming) =>
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
 * gst_number, gst_registered, gst_filing_frequency, gst_balance_month, nzbn, bank_account,
 * bank_name, swift_bic, payment_instructions, logo; each left out keeps its value), at least one
 * of them.
 */
export const UPDATE_ACCOUNT = /* @__PURE__ */ commands((naming) =>
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
        const registration = registrationProblems(v, wire, failed);
        if (registration.length) return registration;
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
export const CONTACT_MESSAGE = /* @__PURE__ */ commands((naming) =>
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

const oneOfField =
  <V extends string>(options: readonly V[]) =>
  (w: string) =>
    field({ enum: [...options] }, (v): Checked<V | undefined> =>
      v === undefined
        ? { ok: true, value: undefined }
        : typeof v === 'string' && (options as readonly string[]).includes(v)
          ? { ok: true, value: v as V }
          : { ok: false, message: `${w} must be one of ${options.join(', ')}` },
    );
const flagField = (w: string) =>
  field({ type: 'boolean' }, (v): Checked<boolean | undefined> =>
    v === undefined
      ? { ok: true, value: undefined }
      : typeof v === 'boolean'
        ? { ok: true, value: v }
        : { ok: false, message: `${w} must be true or false` },
  );

/**
 * A partial change of preferences. The body must be an object; unknown keys (misspellings,
 * `constructor`, `__proto__`) are refused, never ignored; bad values are named with their field.
 */
export const CHANGE_PREFERENCES = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    {
      baseCurrency: oneOfField(BASE_CURRENCY_OPTIONS),
      dateFormat: oneOfField(DATE_FORMATS),
      numberFormat: oneOfField(NUMBER_FORMATS),
      timeZone: (w: string) =>
        field({ type: 'string', maxLength: 64 }, (v): Checked<string | undefined> =>
          v === undefined
            ? { ok: true, value: undefined }
            : isTimeZone(v)
              ? { ok: true, value: v }
              : { ok: false, message: `${w} must be a time zone such as Pacific/Auckland` },
        ),
      emailNotifications: flagField,
      overdueAlerts: flagField,
      weeklyExposureReport: flagField,
    },
    {
      notObject: 'The preferences must be a JSON object, such as {"weekly_exposure_report": true}',
      unknownField: (key) => `${key} is not a preference (known: ${Object.values(PREFERENCE_NAMES[naming]).join(', ')})`,
      unknownWithOthers: true,
      unknownListed: Infinity,
    },
  ),
);
export type ChangePreferencesCommand = CommandValue<typeof CHANGE_PREFERENCES.rest>;

/** CHANGE_PREFERENCES, spelled as `naming` says (camelCase by default), with only the preferences given. */
export function validatePreferencesPatch(
  body: unknown,
  naming: 'rest' | 'graphql' = 'graphql',
): { ok: true; value: Partial<Preferences> } | { ok: false; errors: PreferenceIssue[] } {
  const parsed = CHANGE_PREFERENCES[naming].parse(body, undefined);
  return parsed.ok ? { ok: true, value: givenPreferences(parsed.value) } : parsed;
}

/** The preferences a change gives (those left out are not in it). */
export function givenPreferences(change: ChangePreferencesCommand): Partial<Preferences> {
  return Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as Partial<Preferences>;
}
