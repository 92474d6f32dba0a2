import DataLoader from 'dataloader';
import type { ServiceContext } from '../../request-context';
import type { CurrentRate, RatesService } from '../rates';
import type { ExposureService, ExposureSummary } from './exposure.service';

export function createExposureLoaders(exposure: ExposureService, rates: RatesService, ctx: ServiceContext) {
  let current: Promise<Map<string, CurrentRate>> | undefined;
  return {
    /** The caller's exposure summary, with or without drafts, read once per request (saved scenarios re-run on it). */
    exposureSummaries: new DataLoader<boolean, ExposureSummary>((keys) => Promise.all(keys.map((drafts) => exposure.summary(ctx, drafts)))),
    /** The caller's current rate by currency (null when none), all read in one statement per request. */
    currentRates: new DataLoader<string, CurrentRate | null>(async (currencies) => {
      current ??= rates.current(ctx.user.id, ctx.clock.now());
      const map = await current;
      return currencies.map((c) => map.get(c) ?? null);
    }),
  };
}
