/** The exposure module's door for other modules: its service, types and the NZD presenters. */
export { ExposureService, type ExposureSummary } from './exposure.service';
export { nzd, num } from './exposure.present';
export type { HedgedAmounts } from './exposure.rest';
