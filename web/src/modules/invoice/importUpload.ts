import type { ImportError } from '@keafx/schema';
import { currentToken, handleUnauthorized } from '../../session/session';

/** What an import answered: saved (or, on a dry run, checked) rows, or every error with nothing saved. */
export type ImportAnswer = { ok: true; imported: number; first: number | null; last: number | null } | { ok: false; errors: ImportError[] };

/** A failed upload whose message is meant for the user. */
class ImportUploadError extends Error {
  readonly userFacing = true;
}

/** The longest an upload of the largest file may take before it is given up. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

function parseBody(text: string): Record<string, unknown> | null {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const orNull = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/**
 * Sends the file itself to `POST /me/invoices/import` (text/csv; the REST path takes files up to
 * 30 MB and reads them row by row, where GraphQL's body limit is 100 kB), reporting the upload's
 * progress (0 to 1). Resolves to the api's answer; rejects with a message for the user when the
 * api cannot be reached, the session has ended, or the api refuses the upload (size, busy).
 */
export function uploadImport(file: Blob, dryRun: boolean, onProgress?: (fraction: number) => void): Promise<ImportAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/me/invoices/import${dryRun ? '?dry_run=true' : ''}`);
    const token = currentToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('content-type', 'text/csv');
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      const detail = typeof body?.detail === 'string' ? body.detail : null;
      if (xhr.status === 200 || xhr.status === 201) {
        resolve({ ok: true, imported: Number(body?.imported ?? 0), first: orNull(body?.first_number), last: orNull(body?.last_number) });
      } else if (xhr.status === 401) {
        handleUnauthorized();
        reject(new ImportUploadError('Your session has expired. Please sign in again.'));
      } else if (xhr.status === 400 && Array.isArray(body?.errors)) {
        resolve({ ok: false, errors: body.errors as ImportError[] });
      } else if (xhr.status === 400 && detail) {
        // The file as a whole (not UTF-8, too large as text): one error without a row.
        resolve({ ok: false, errors: [{ row: null, field: null, message: detail }] });
      } else {
        reject(new ImportUploadError(detail ?? `The import failed (HTTP ${xhr.status}). Please try again.`));
      }
    };
    xhr.onerror = () => reject(new ImportUploadError('The server could not be reached. Please check your connection and try again.'));
    xhr.ontimeout = () => reject(new ImportUploadError('The upload took too long and was stopped. Please try again.'));
    xhr.send(file);
  });
}
