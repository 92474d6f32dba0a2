/**
 * The one refetch map: which queries (by operation name) each kind of change makes stale.
 * Every mutation's `refetchQueries`, and the live-update handlers, take their list from here,
 * so adding a query that shows invoices means adding its name in one place.
 * refetch.test.ts holds every name to a query the app really defines.
 */
export const REFETCH = {
  /** An invoice's status changed (send, pay): list rows update through the cache by id. */
  invoiceStatus: ['InvoiceCounts', 'AuditEvents', 'Exposure', 'Invoice', 'InvoiceGroups', 'InvoiceGroupRows', 'TsiShortfall'],
  /** Invoices were added, removed or moved between folders (create, delete, import, bulk actions). */
  invoiceSet: ['Invoices', 'InvoiceCounts', 'InvoiceGroups', 'InvoiceGroupRows', 'AuditEvents', 'TsiShortfall'],
  /** One invoice's fields were edited. */
  invoiceEdited: ['Invoice', 'InvoiceCounts', 'InvoiceGroups', 'InvoiceGroupRows', 'AuditEvents', 'TsiShortfall', 'InvoiceCreditNotes'],
  /** Another tab or process changed invoices (the exposure subscription says so). */
  invoicesElsewhere: ['InvoiceCounts', 'InvoiceGroups', 'InvoiceGroupRows', 'AuditEvents', 'TsiShortfall'],
  /** Customers were added, changed, merged or deleted (a merge also moves invoices between them). */
  customers: ['Customers', 'Customer', 'CustomerInvoices', 'CustomerSuggestions', 'AuditEvents'],
  /** A customer was deleted: its own page's query is not asked again (it would find nothing). */
  customerDeleted: ['Customers', 'CustomerSuggestions', 'AuditEvents'],
  /** Saved scenarios were saved, pinned or deleted. */
  scenarios: ['SavedScenarios'],
  /** Something wrote an audit event only (demo actions, exports). */
  audit: ['AuditEvents'],
  /** The Settings audit trail, its filters and its verification (a demo export wrote an event). */
  auditTrail: ['AuditTrail', 'AuditFacets', 'VerifyAuditTrail'],
} as const satisfies Record<string, readonly string[]>;

export type RefetchKind = keyof typeof REFETCH;

/** A mutable copy for Apollo's `refetchQueries` / `include` options. */
export const staleQueries = (kind: RefetchKind): string[] => [...REFETCH[kind]];
