/**
 * What a member reads where the owner's controls are hidden (issue 26): one short sentence in the
 * place a card's write used to be, so nothing looks broken. The api refuses by the same rules
 * (schema/src/roles.ts); the banner above the console says the role as a whole.
 */
export const MEMBER_NOTES = {
  invoiceViewer: 'Only the owner of this business changes invoices: you can read this one and download its PDF.',
  invoiceAccountant:
    'Only the owner of this business changes invoices: you can read this one, download its PDF and record its payment with Mark Paid.',
  newInvoice: 'Only the owner of this business creates invoices: you can read every invoice from the Invoices page.',
  customers: 'Only the owner of this business adds, changes, merges or deletes customers: you can read their details here.',
  hedgeBooking: 'Only the owner of this business books, settles or cancels forward contracts.',
  hedgePolicy: 'Set by the owner of this business.',
  recordRate: 'Only the owner and the accountant of this business record rates: you can read every rate and its history here.',
  saveScenario: 'Only the owner of this business saves scenarios: you can run any scenario here.',
  reportExports: 'Exports are made by the owner and the accountant of this business: you can preview any report here.',
} as const;
