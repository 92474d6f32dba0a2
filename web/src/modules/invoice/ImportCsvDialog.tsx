import { useApolloClient, useMutation } from '@apollo/client/react';
import { DEFAULT_DISPLAY_FORMAT, formatDecimalText, importDateForms, validateImport, type ImportError } from '@keafx/schema';
import { useId, useRef, useState } from 'react';
import { serverMessage } from '../../apollo/errors';
import { ImportInvoicesDocument } from '../../generated/graphql';
import { Modal } from '../../ui/Modal';
import { parseCsvFile, readText } from './csvFile';
import { businessToday } from './invoiceModel';
import { staleQueries } from '../../apollo/refetch';
import { useFormat } from '../preferences/useFormat';
import { useDemoMode } from '../../layout/DemoMode';
import { uploadImport, type ImportAnswer } from './importUpload';

type Stage =
  | { name: 'idle' }
  | { name: 'reading'; fraction: number; rows: number }
  | { name: 'checking'; rows: number }
  | { name: 'saving'; rows: number; fraction: number | null }
  | { name: 'failed'; errors: ImportError[] }
  | { name: 'done'; imported: number; first: number | null; last: number | null };

const plural = (n: number, word: string): string => `${n.toLocaleString('en-NZ')} ${word}${n === 1 ? '' : 's'}`;

function ErrorList({ errors }: { errors: ImportError[] }) {
  return (
    <div className="alert alert-error" role="alert">
      <div>
        <p>
          <strong>
            {errors.length === 1 && errors[0]?.row === null
              ? 'The file cannot be imported.'
              : `The file has ${plural(errors.length, 'error')}; nothing was imported.`}
          </strong>
        </p>
        <ul className="error-list" aria-label="Import errors">
          {errors.map((e, i) => (
            <li key={i}>
              {e.row !== null ? (
                <>
                  <strong>Row {e.row}</strong>
                  {e.field ? ` · ${e.field}` : ''}:{' '}
                </>
              ) : null}
              {e.message}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * Import CSV (SPEC section 5): papaparse reads the file in the browser with progress, the shared
 * rules check every row (every error listed by row and field, nothing imported if any fails),
 * then the file itself goes to the api (REST, up to 30 MB, with upload progress), which saves all
 * rows in one transaction and checks numbers against existing invoices. The demo's api is the
 * in-browser GraphQL schema, so there the text goes through its importInvoices mutation.
 */
export function ImportCsvDialog({ onClose, onImported }: { onClose(): void; onImported(count: number): void }) {
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const [file, setFile] = useState<File | null>(null);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { preferences } = useFormat();
  // Dates and amounts read in the owner's formats, as the api reads them (SPEC's defaults where none are known).
  const { dateFormat, numberFormat } = preferences ?? DEFAULT_DISPLAY_FORMAT;
  const [importInvoices] = useMutation(ImportInvoicesDocument);
  const client = useApolloClient();
  const { demo } = useDemoMode();
  const busy = stage.name === 'reading' || stage.name === 'checking' || stage.name === 'saving';

  /** The demo's import: its in-browser GraphQL schema, given the file's text. */
  async function viaGraphql(chosen: File, dryRun: boolean): Promise<ImportAnswer> {
    const { data } = await importInvoices({
      variables: { csv: await readText(chosen), dryRun },
      refetchQueries: dryRun ? [] : staleQueries('invoiceSet'),
    });
    const result = data?.importInvoices;
    if (!result) throw new Error('no import result');
    if (result.errors.length)
      return { ok: false, errors: result.errors.map((e) => ({ row: e.row ?? null, field: e.field ?? null, message: e.message })) };
    return { ok: true, imported: result.imported, first: result.firstNumber ?? null, last: result.lastNumber ?? null };
  }

  /** Sends the file for checking (dry run) or saving, by the api this screen talks to. */
  async function send(chosen: File, dryRun: boolean, onProgress?: (fraction: number) => void): Promise<ImportAnswer> {
    if (demo) return viaGraphql(chosen, dryRun);
    const answer = await uploadImport(chosen, dryRun, onProgress);
    if (answer.ok && !dryRun) void client.refetchQueries({ include: staleQueries('invoiceSet') });
    return answer;
  }

  /** Every error the api's dry run finds (nothing is saved), or null when the api cannot be asked. */
  async function dryRunErrors(chosen: File): Promise<ImportError[] | null> {
    try {
      const answer = await send(chosen, true);
      return answer.ok ? null : answer.errors;
    } catch {
      return null;
    }
  }

  async function run(): Promise<void> {
    if (!file) {
      setStage({ name: 'failed', errors: [{ row: null, field: null, message: 'Choose a CSV file to import.' }] });
      input.current?.focus();
      return;
    }
    setStage({ name: 'reading', fraction: 0, rows: 0 });
    try {
      const table = await parseCsvFile(file, (fraction, rows) => setStage({ name: 'reading', fraction, rows }));
      setStage({ name: 'checking', rows: Math.max(0, table.length - 1) });
      await new Promise((r) => setTimeout(r, 0));
      const checked = validateImport(table, { today: businessToday(), format: { dateFormat, numberFormat } });
      if (!checked.ok) {
        // The browser cannot know which numbers are already taken: the api's dry run applies the same rules plus that
        // check, so its list is the whole list. Should it be unreachable, the browser's own list still stands.
        setStage({ name: 'failed', errors: (await dryRunErrors(file)) ?? checked.errors });
        return;
      }
      const rows = checked.rows.length;
      setStage({ name: 'saving', rows, fraction: demo ? null : 0 });
      const result = await send(file, false, (fraction) => setStage({ name: 'saving', rows, fraction }));
      if (!result.ok) {
        setStage({ name: 'failed', errors: result.errors });
        return;
      }
      setStage({ name: 'done', imported: result.imported, first: result.first, last: result.last });
      onImported(result.imported);
    } catch (e) {
      console.error('CSV import failed', e);
      setStage({ name: 'failed', errors: [{ row: null, field: null, message: serverMessage(e, 'The import failed. Please try again.') }] });
    }
  }

  return (
    <Modal
      title="Import invoices from CSV"
      onClose={busy ? () => undefined : onClose}
      wide
      footer={
        stage.name === 'done' ? (
          <button type="button" className="btn" onClick={onClose}>
            Done
          </button>
        ) : (
          <>
            <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
              Cancel
            </button>
            <button type="button" className="btn" onClick={() => void run()} disabled={busy}>
              Import
            </button>
          </>
        )
      }
    >
      <p className="muted small" id={`${inputId}-columns`}>
        Columns: Invoice #, Company, Amount (e.g. {`1234.56 or ${formatDecimalText('1234.56', numberFormat)}`}), Currency, Issue Date (
        {importDateForms(dateFormat)}) and Status (Draft, Sent, Overdue or Paid); Due Date is optional, in the same date form. Every row
        must be valid, or nothing is imported.
      </p>
      <div className="field">
        <label htmlFor={inputId}>CSV file</label>
        <input
          ref={input}
          id={inputId}
          aria-describedby={`${inputId}-columns`}
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
          data-autofocus
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setStage({ name: 'idle' });
          }}
        />
      </div>
      <div aria-live="polite">
        {stage.name === 'reading' && (
          <>
            <label className="field-label" htmlFor={`${inputId}-progress`}>
              Reading file: {plural(stage.rows, 'row')} ({Math.round(stage.fraction * 100)}%)
            </label>
            <progress id={`${inputId}-progress`} max={1} value={stage.fraction} />
          </>
        )}
        {stage.name === 'checking' && <p>Checking {plural(stage.rows, 'row')}...</p>}
        {stage.name === 'saving' && (
          <>
            <label className="field-label" htmlFor={`${inputId}-saving`}>
              {stage.fraction !== null && stage.fraction < 1
                ? `Sending the file: ${Math.round(stage.fraction * 100)}%`
                : `Saving ${plural(stage.rows, 'invoice')}...`}
            </label>
            {stage.fraction !== null && stage.fraction < 1 ? (
              <progress id={`${inputId}-saving`} max={1} value={stage.fraction} />
            ) : (
              <progress id={`${inputId}-saving`} />
            )}
          </>
        )}
        {stage.name === 'done' && (
          <div className="alert alert-success" role="status">
            <p>
              Imported {plural(stage.imported, 'invoice')}
              {stage.first !== null && stage.last !== null ? ` (#${stage.first} to #${stage.last})` : ''}.
            </p>
          </div>
        )}
      </div>
      {stage.name === 'failed' && <ErrorList errors={stage.errors} />}
    </Modal>
  );
}
