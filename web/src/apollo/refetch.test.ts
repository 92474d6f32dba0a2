import type { DocumentNode } from 'graphql';
import * as generated from '../generated/graphql';
import { REFETCH, staleQueries } from './refetch';

/** Every query operation the web app defines, by name. */
function queryNames(): Set<string> {
  const names = new Set<string>();
  for (const value of Object.values(generated)) {
    const doc = value as Partial<DocumentNode>;
    if (doc?.kind !== 'Document' || !Array.isArray(doc.definitions)) continue;
    for (const def of doc.definitions) {
      if (def.kind === 'OperationDefinition' && def.operation === 'query' && def.name) names.add(def.name.value);
    }
  }
  return names;
}

describe('the one refetch map', () => {
  it('names only queries the app really defines, so a renamed query cannot silently stop refreshing', () => {
    const known = queryNames();
    expect(known.size).toBeGreaterThan(5);
    for (const [kind, names] of Object.entries(REFETCH)) {
      for (const name of names) expect({ kind, name, defined: known.has(name) }).toEqual({ kind, name, defined: true });
    }
  });

  it('refreshes the counts and the audit trail on every invoice change, and the list when invoices come or go', () => {
    for (const kind of ['invoiceStatus', 'invoiceSet', 'invoiceEdited', 'invoicesElsewhere'] as const) {
      expect(staleQueries(kind)).toEqual(expect.arrayContaining(['InvoiceCounts', 'AuditEvents']));
    }
    expect(staleQueries('invoiceSet')).toContain('Invoices');
    expect(staleQueries('invoiceStatus')).toContain('Exposure');
  });

  it('hands out a copy, so a caller cannot change the map', () => {
    const list = staleQueries('scenarios');
    list.push('Oops');
    expect(REFETCH.scenarios).toEqual(['SavedScenarios']);
  });
});
