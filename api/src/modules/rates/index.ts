/** The rates module's public surface: other modules and the composition root import only this file. */
export { Rate, RateTypeEnum } from './dto/rate.type';
export {
  CURRENT_RATES_SQL,
  currentRatesOf,
  RatesService,
  plainRate,
  type BookingRate,
  type CurrentRate,
  type RateRecord,
} from './rates.service';
export { RatesFeed } from './rates-feed';
export { RatesResolver, displayRate } from './rates.resolver';
export { ratesRouter } from './rates.rest';
