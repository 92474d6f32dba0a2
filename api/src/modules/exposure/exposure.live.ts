import type { DomainEvents } from '../../events';

export type ChangeReason = 'invoices' | 'rates';

/** What a subscriber is told: something of theirs changed (several changes in a row fold into one). */
export interface ExposureChange {
  reasons: ChangeReason[];
}

/**
 * The owner's exposure changes as an async iterator for a GraphQL subscription: invoice
 * events of this owner, rate events of this owner or shared ones (ownerId null), never
 * another owner's. Changes that arrive while the subscriber is still busy with the last one
 * fold into one push, so a bulk write or a feed run costs each session one recompute.
 */
export function exposureChanges(events: DomainEvents, ownerId: string): AsyncIterableIterator<ExposureChange> {
  let pending: Set<ChangeReason> | null = null;
  let wake: (() => void) | null = null;
  let done = false;
  const unsubscribe = events.subscribe((event) => {
    if (event.ownerId !== ownerId && !(event.type === 'rates.changed' && event.ownerId === null)) return;
    pending ??= new Set();
    pending.add(event.type === 'rates.changed' ? 'rates' : 'invoices');
    wake?.();
  });
  const finish = (): IteratorResult<ExposureChange> => {
    if (!done) {
      done = true;
      unsubscribe();
      wake?.();
    }
    return { done: true, value: undefined };
  };
  return {
    async next() {
      while (!pending && !done) await new Promise<void>((resolve) => { wake = resolve; });
      wake = null;
      if (done || !pending) return { done: true, value: undefined };
      const reasons = [...pending].sort();
      pending = null;
      return { done: false, value: { reasons } };
    },
    async return() {
      return finish();
    },
    async throw(error?: unknown) {
      finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
