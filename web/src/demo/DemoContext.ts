import { createContext, useContext } from 'react';
import type { DemoStore } from './store';

const DemoStoreContext = createContext<DemoStore | null>(null);
export const DemoStoreProvider = DemoStoreContext.Provider;

/** The demo's in-memory data, for the demo-only parts of the demo dashboard (FX Meter, the NZD button). */
export function useDemoStore(): DemoStore {
  const store = useContext(DemoStoreContext);
  if (!store) throw new Error('useDemoStore needs the demo layout above it');
  return store;
}
