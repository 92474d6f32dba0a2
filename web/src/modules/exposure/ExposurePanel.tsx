import { useState } from 'react';
import { serverMessage } from '../../apollo/errors';
import { Notice } from '../../ui/Notice';
import { downloadFile, EXPORTS } from '../report/download';

/**
 * The exposure chart and scenario panel arrive with the exposure api (issue 3). Until then the
 * dashboard says so plainly rather than show figures it cannot vouch for; the exposure report
 * exports already work.
 */
export function ExposurePanel() {
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  async function exportReport(format: 'csv' | 'pdf'): Promise<void> {
    const file = format === 'csv' ? EXPORTS.exposureCsv() : EXPORTS.exposurePdf();
    setBusy(true);
    setMessage(null);
    try {
      await downloadFile(file.path, file.filename);
      setMessage({ kind: 'success', text: `Exposure report exported as ${format.toUpperCase()}.` });
    } catch (e) {
      console.error(`Error exporting ${format.toUpperCase()} report`, e);
      setMessage({ kind: 'error', text: serverMessage(e, `Error exporting ${format.toUpperCase()} report`) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="card" aria-labelledby="exposure-title">
      <div className="card-header">
        <h2 id="exposure-title">FX Exposure</h2>
        <div className="btn-row">
          <button type="button" className="btn btn-secondary btn-small" disabled={busy} onClick={() => void exportReport('csv')}>Export CSV</button>
          <button type="button" className="btn btn-secondary btn-small" disabled={busy} onClick={() => void exportReport('pdf')}>Export PDF</button>
        </div>
      </div>
      {message && <Notice kind={message.kind} onDismiss={() => setMessage(null)}>{message.text}</Notice>}
      <div className="alert alert-info" role="status">
        <p>The exposure chart and scenario analysis are not available yet. Your invoices below are up to date.</p>
      </div>
    </section>
  );
}
