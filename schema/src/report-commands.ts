import { command, commands, field, oneOf, type CommandValue } from './command';
import {
  CUSTOM_REPORT_NO_SECTION_ERROR,
  CUSTOM_SECTIONS,
  isCustomSection,
  rangeEnd,
  rangeOrder,
  REPORT_FORMATS,
  REPORT_TEMPLATE_IDS,
  type CustomSection,
  type ReportFormat,
} from './reports';
import type { Checked } from './result';

/** The command of asking for a report. */

/** Sections from "a,b" text or a list. */
function sectionList(raw: unknown): unknown[] {
  if (raw === undefined || raw === null || raw === '') return [];
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'string')
    return raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return [raw];
}

/** The custom report's sections: a list, or "a,b" text in a query string. */
const sectionsField = () =>
  field(
    { type: ['array', 'string'], items: { enum: CUSTOM_SECTIONS.map((c) => c.id) }, description: "The custom report's sections" },
    (raw): Checked<CustomSection[]> => {
      const listed = sectionList(raw);
      return listed.every(isCustomSection)
        ? { ok: true, value: [...new Set(listed)] }
        : { ok: false, message: 'sections may hold only invoices, exposure, overdue and scenarios' };
    },
  );

const rangeField = (name: 'from' | 'to') => () => field({ type: 'string', format: 'date' }, (raw) => rangeEnd(raw, name));

/**
 * A report to make: a Reports page template, its format (PDF unless said), its date range, and
 * for the custom report its sections (a list, or "a,b" text in a query string). Other fields are
 * ignored.
 */
export const REQUEST_REPORT = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    {
      template: () => oneOf(REPORT_TEMPLATE_IDS, `template must be one of ${REPORT_TEMPLATE_IDS.join(', ')}`),
      format: () =>
        field({ enum: [...REPORT_FORMATS], default: 'pdf' }, (raw): Checked<ReportFormat> => {
          const format = raw ?? 'pdf';
          return typeof format === 'string' && (REPORT_FORMATS as readonly string[]).includes(format)
            ? { ok: true, value: format as ReportFormat }
            : { ok: false, message: 'format must be pdf or csv' };
        }),
      from: rangeField('from'),
      to: rangeField('to'),
      sections: sectionsField,
    },
    {
      loose: true,
      across: (v, _wire, _context: void, failed) => [
        ...(v.from !== undefined && v.to !== undefined ? rangeOrder(v.from, v.to) : []),
        ...(v.template === 'custom-report' && !failed.has('sections') && (v.sections ?? []).length === 0
          ? [{ field: 'sections', message: CUSTOM_REPORT_NO_SECTION_ERROR }]
          : []),
      ],
    },
  ),
);
export type RequestReportCommand = CommandValue<typeof REQUEST_REPORT.rest>;

/** GET /me/reports/tax-time[/file]: the range, both ends required. */
export const TAX_TIME_QUERY = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    {
      from: rangeField('from'),
      to: rangeField('to'),
    },
    { ignoreUnknown: true, across: (v) => (v.from !== undefined && v.to !== undefined ? rangeOrder(v.from, v.to) : []) },
  ),
);

/** GET /me/reports/{template}/{format}: the range and the custom report's sections (the path names the rest). */
export const REPORT_QUERY = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    {
      from: rangeField('from'),
      to: rangeField('to'),
      sections: sectionsField,
    },
    { ignoreUnknown: true },
  ),
);

/**
 * Which copy of an invoice a PDF is (issue 26): the customer's, the owner's own document to send
 * (logo and name, no product name, no status or NZD valuation), or the internal copy, which keeps
 * the status, the NZD valuation and the export's audit footer.
 */
export const INVOICE_COPIES = ['customer', 'internal'] as const;
export type InvoiceCopy = (typeof INVOICE_COPIES)[number];

/** GET /invoices/{id}/export/pdf: `?copy=internal` for the internal copy; the customer's copy unless said. */
export const INVOICE_PDF_QUERY = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    {
      copy: (w) =>
        field(
          {
            enum: [...INVOICE_COPIES],
            default: 'customer',
            description:
              "customer: the copy to send (the owner's logo and name, how to pay); internal: adds the status and the NZD valuation",
          },
          (raw): Checked<InvoiceCopy> => {
            const copy = raw ?? 'customer';
            return typeof copy === 'string' && (INVOICE_COPIES as readonly string[]).includes(copy)
              ? { ok: true, value: copy as InvoiceCopy }
              : { ok: false, message: `${w} must be one of ${INVOICE_COPIES.join(', ')}` };
          },
        ),
    },
    { ignoreUnknown: true },
  ),
);
