import { EventEmitter } from 'node:events';

/** Something changed that open dashboards may want to hear about. Published after commit. */
export type DomainEvent =
  | { type: 'invoices.changed'; ownerId: string; invoiceIds: string[] }
  | { type: 'rates.changed'; ownerId: string | null };

export interface DomainEvents {
  publish(event: DomainEvent): void;
  subscribe(listener: (event: DomainEvent) => void): () => void;
}

/** In-process delivery; a cross-process transport can wrap it without the services knowing. */
export function createLocalEvents(): DomainEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (event) => emitter.emit('event', event),
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
  };
}
