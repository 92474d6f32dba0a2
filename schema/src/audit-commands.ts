import { checkText } from './text';
import { command, commands, field, pageFields } from './command';
import { isIsoDate } from './dates';
import type { Checked } from './result';

/** The most audit events one page holds. */
export const AUDIT_PAGE_MAX = 500;
export const AUDIT_PAGE_DEFAULT = 50;

const CODE = /^[a-z_.]{1,64}$/;

/** An event code such as invoice.sent, or a kind such as invoice; messages name it as `name`. */
const code = (name: 'entityType' | 'action') => () =>
  field({ type: 'string', pattern: CODE.source, maxLength: 64 }, (v): Checked<string | undefined> => {
    if (v === undefined || v === null || v === '') return { ok: true, value: undefined };
    // The shared text rule first (its messages for NUL, broken Unicode...), then the code's shape.
    const t = checkText(v, { field: name, max: 64, required: false });
    if (!t.ok) return t;
    return t.value && CODE.test(t.value)
      ? { ok: true, value: t.value }
      : { ok: false, message: `${name} must be a code such as ${name === 'action' ? 'invoice.sent' : 'invoice'}` };
  });
const day = (name: 'from' | 'to') => () =>
  field({ type: 'string', format: 'date' }, (v): Checked<string | undefined> =>
    v === undefined || v === null || v === ''
      ? { ok: true, value: undefined }
      : isIsoDate(v)
        ? { ok: true, value: v }
        : { ok: false, message: `${name} must be a date written YYYY-MM-DD` },
  );
const FILTER_FIELDS = { entityType: code('entityType'), action: code('action'), from: day('from'), to: day('to') };
const orderOfDays = (v: { from?: string; to?: string }) =>
  v.from && v.to && v.to < v.from ? [{ field: 'to', message: 'to must be on or after from' }] : [];

/** Settings, Audit Trail: which of the owner's events to show; every part optional. */
export const AUDIT_FILTER = /* @__PURE__ */ commands((naming) =>
  command(naming, FILTER_FIELDS, { ignoreUnknown: true, across: (v) => orderOfDays(v) }),
);

/** GET /me/audit: a page of the events (50 unless said), filtered. */
export const AUDIT_QUERY = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    { ...pageFields(AUDIT_PAGE_MAX, AUDIT_PAGE_DEFAULT), ...FILTER_FIELDS },
    { ignoreUnknown: true, across: (v) => orderOfDays(v) },
  ),
);

/** Words a person reads for the short forms in action codes. */
const ACTION_TERMS: Readonly<Record<string, string>> = { api: 'API', csv: 'CSV', pdf: 'PDF', nzd: 'NZD' };

/**
 * An audit action code or entity type as words ("export.scenario_comparison_csv" is "Export
 * scenario comparison CSV", "api_key" is "API key"): what the audit trail's filters and lines
 * show. The code itself stays the filter's value and the CSV export's column.
 */
export function auditCodeWords(code: string): string {
  const words = code
    .split(/[._]/)
    .filter(Boolean)
    .map((w) => ACTION_TERMS[w] ?? w);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
