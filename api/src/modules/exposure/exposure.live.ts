import { foldedEvents, type DomainEvents } from '../../events';

export type ChangeReason = 'invoices' | 'rates';

/** What a subscriber is told: something of theirs changed (several changes in a row fold into one). */
export interface ExposureChange {
  reasons: ChangeReason[];
}

/**
 * The owner's exposure changes for a GraphQL subscription: invoice events of this owner,
 * rate events of this owner or shared ones (ownerId null), never another owner's. Changes
 * that arrive while the subscriber is busy fold into one push, so a bulk write or a feed run
 * costs each session one recompute.
 */
export async function* exposureChanges(events: DomainEvents, ownerId: string): AsyncGenerator<ExposureChange> {
  const changes = foldedEvents<ChangeReason>(events, (event) => {
    if (event.type === 'invoices.changed' && event.ownerId === ownerId) return 'invoices';
    if (event.type === 'rates.changed' && (event.ownerId === ownerId || event.ownerId === null)) return 'rates';
    return null;
  });
  try {
    for await (const reasons of changes) yield { reasons: reasons.sort() };
  } finally {
    await changes.return?.();
  }
}
