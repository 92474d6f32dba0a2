import { formatGeneratedAt } from '@keafx/schema';
import { useEffect, useRef, useState } from 'react';
import { useDemoStore } from '../../demo/DemoContext';
import { demoTaxTimeFiles, type DemoTaxFile } from '../../demo/reports';
import { useDemoMode } from '../../layout/DemoMode';
import { saveText } from '../../modules/invoice/csvFile';
import { BUSINESS_TIME_ZONE } from '../../modules/invoice/invoiceModel';
import { useFormat } from '../../modules/preferences/useFormat';
import { Notice } from '../../ui/Notice';

/** SPEC section 9: the bundle's files download 0.5 seconds apart. */
export const DEMO_FILE_SPACING_MS = 500;

/**
 * Export for Tax Time in demo mode: the bundle's CSVs made in the browser from the sample data
 * (names with "_demo", the sample-data footer), saved 0.5 s apart, then a confirmation; the
 * export is recorded as a simulated one in the demo audit log. Nothing reaches the api.
 */
export default function DemoTaxTimeExport({ from, to, rangeProblem }: { from: string; to: string; rangeProblem: string | null }) {
  const store = useDemoStore();
  const format = useFormat();
  const mode = useDemoMode();
  const [files, setFiles] = useState<DemoTaxFile[] | null>(null);
  const [saved, setSaved] = useState(0);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  const running = files !== null && saved < files.length;
  const start = (): void => {
    setMessage(null);
    if (rangeProblem) {
      setMessage({ kind: 'error', text: rangeProblem });
      return;
    }
    const made = demoTaxTimeFiles(store, from, to, formatGeneratedAt(new Date(), BUSINESS_TIME_ZONE));
    setFiles(made);
    setSaved(0);
    made.forEach((f, n) => {
      timers.current.push(
        window.setTimeout(() => {
          saveText(f.csv, f.fileName);
          setSaved(n + 1);
          if (n === made.length - 1) {
            void mode.download('', '', `Tax Time bundle (${made.length} CSV files)`).then((notice) => {
              setMessage({
                kind: 'success',
                text: `Tax-time bundle ready: ${made.length} sample CSV files downloaded. ${notice ?? ''}`.trim(),
              });
            });
          }
        }, n * DEMO_FILE_SPACING_MS),
      );
    });
  };

  return (
    <div className="tax-time">
      <button type="button" className="btn btn-large" disabled={running} onClick={start}>
        {running ? 'Preparing the tax-time bundle…' : 'Export for Tax Time'}
      </button>
      {files && (
        <div className="job-progress">
          <progress max={files.length} value={saved} aria-label="Tax-time bundle progress" />
          <p className="small" role="status" aria-live="polite">
            Tax-time bundle: {saved} of {files.length} files
          </p>
        </div>
      )}
      {message && (
        <Notice kind={message.kind} onDismiss={() => setMessage(null)}>
          {message.text}
        </Notice>
      )}
      {files && !running && (
        <div className="tax-time-files">
          <p className="small">
            Each file on its own ({format.date(from)} to {format.date(to)}):
          </p>
          <ul>
            {files.map((f) => (
              <li key={f.id}>
                <button type="button" className="link-button" onClick={() => saveText(f.csv, f.fileName)}>
                  {f.title} <span className="muted">({f.fileName})</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
