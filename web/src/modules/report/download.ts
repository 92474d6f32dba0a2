import {
  invoiceListFileName,
  reportFileName,
  taxTimeFileName,
  type InvoiceListFilter,
  type ReportFormat,
  type ReportTemplateId,
  type TaxTimeFileId,
} from '@keafx/schema';
import { REQUEST_TIMEOUT_MS } from '../../apollo/client';
import { currentToken, handleUnauthorized } from '../../session/session';

/** A failed download whose message is meant for the user. */
export class DownloadError extends Error {
  readonly userFacing = true;
}

/** What the user is told when an export path is not served (yet) by this api. */
export const EXPORT_UNAVAILABLE = 'This export is not available on this server yet. Please try again later.';

/**
 * Fetches a file from the api with the bearer token and saves it under `filename` (a plain
 * link could not carry the token). Throws DownloadError with a readable message.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const token = currentToken();
  let res: Response;
  try {
    res = await fetch(path, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS * 3),
    });
  } catch {
    throw new DownloadError('The export could not be reached. Please check your connection and try again.');
  }
  if (res.status === 401) {
    handleUnauthorized();
    throw new DownloadError('Your session has expired. Please sign in again.');
  }
  const type = res.headers.get('content-type') ?? '';
  // The web app's own index.html answers paths the api does not serve.
  if (res.status === 404 || type.includes('text/html')) throw new DownloadError(EXPORT_UNAVAILABLE);
  if (!res.ok) {
    const detail = type.includes('json') ? ((await res.json().catch(() => null)) as { detail?: unknown } | null)?.detail : null;
    throw new DownloadError(typeof detail === 'string' ? detail : `The export failed (HTTP ${res.status}). Please try again.`);
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filenameFrom(res.headers.get('content-disposition')) ?? filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function filenameFrom(disposition: string | null): string | null {
  const m = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return m?.[1] ? decodeURIComponent(m[1]) : null;
}

/** SPEC section 7's export paths and file names. */
export const EXPORTS = {
  invoicePdf: (id: string) => ({ path: `/invoices/${id}/export/pdf`, filename: `invoice_${id}.pdf` }),
  invoiceCsv: (id: string) => ({ path: `/invoices/${id}/export/csv`, filename: `invoice_${id}.csv` }),
  /** The invoice list under the Invoices page's filters (the same query string for both). */
  invoicesCsv: (query: string) => ({ path: `/invoices/export/csv?${query}`, filename: 'invoices_export.csv' }),
  /** The invoice list under the page's filters as a PDF, named for them (the api's name is the one saved). */
  invoicesPdf: (query: string, filter: InvoiceListFilter, today: string) => ({
    path: `/invoices/export/pdf?${query}`,
    filename: invoiceListFileName(filter, 'pdf', today),
  }),
  exposureCsv: () => ({ path: '/me/exposure/report/csv', filename: 'exposure_report.csv' }),
  /** A Reports page template for a date range (the name the api gives is the one saved; this one is the fallback). */
  report: (template: ReportTemplateId, format: ReportFormat, from: string, to: string, sections: readonly string[], today: string) => ({
    path: `/me/reports/${template}/${format}?${new URLSearchParams({ from, to, ...(template === 'custom-report' ? { sections: sections.join(',') } : {}) }).toString()}`,
    filename: reportFileName(template, format, today),
  }),
  /** One CSV of the tax-time bundle on its own. */
  taxTimeFile: (id: TaxTimeFileId, from: string, to: string, today: string) => ({
    path: `/me/reports/tax-time/${id}?${new URLSearchParams({ from, to }).toString()}`,
    filename: taxTimeFileName(id, today),
  }),
  exposurePdf: () => ({ path: '/me/exposure/report/pdf', filename: 'exposure_report.pdf' }),
} as const;
