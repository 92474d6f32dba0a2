const invoicesOf = (n: number): string => `${n.toLocaleString('en-NZ')} ${n === 1 ? 'invoice' : 'invoices'}`;

/** What merging `from` into `into` does, said before it is done: the merge confirmation's text. */
export function mergeConfirmation(into: string, from: string, invoiceCount: number): string {
  const moves = invoiceCount === 1 ? 'moves' : 'move';
  return `${invoicesOf(invoiceCount)} of ${from} ${moves} to ${into}, and ${from} is deleted. Details ${into} lacks are taken from ${from}.`;
}

/** What a merge did, said once it is done. */
export function mergedNotice(into: string, from: string, invoiceCount: number): string {
  return `Merged ${from} into ${into}: ${invoicesOf(invoiceCount)} moved, and ${from} was deleted.`;
}
