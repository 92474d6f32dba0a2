import { useApolloClient } from '@apollo/client/react';
import { formatGeneratedAt } from '@keafx/schema';
import { useState } from 'react';
import { useDemoStore } from '../../demo/DemoContext';
import { demoAuditLogCsv } from '../../demo/reports';
import { useDemoMode } from '../../layout/DemoMode';
import { saveText } from '../../modules/invoice/csvFile';
import { BUSINESS_TIME_ZONE } from '../../modules/invoice/invoiceModel';
import { Notice } from '../../ui/Notice';
import { staleQueries } from '../../apollo/refetch';

/**
 * Export Audit Log (CSV) in demo mode: the demo audit log made into the audit CSV in the
 * browser (a "_demo" name, the sample-data footer), then SPEC's simulated-export audit line.
 * Nothing reaches the api.
 */
export default function DemoAuditExport() {
  const store = useDemoStore();
  const mode = useDemoMode();
  const client = useApolloClient();
  const [notice, setNotice] = useState<string | null>(null);

  const exportCsv = (): void => {
    const file = demoAuditLogCsv(store, formatGeneratedAt(new Date(), BUSINESS_TIME_ZONE, store.preferences.dateFormat));
    saveText(file.csv, file.fileName);
    void mode.download('', file.fileName, 'Audit Log CSV').then((text) => {
      setNotice(`Downloaded ${file.fileName}. ${text ?? ''}`.trim());
      void client.refetchQueries({ include: staleQueries('auditTrail') });
    });
  };

  return (
    <>
      <button type="button" className="btn" onClick={exportCsv}>
        Export Audit Log (CSV)
      </button>
      {notice && (
        <Notice kind="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Notice>
      )}
    </>
  );
}
