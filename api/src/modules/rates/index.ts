/** The rates module's door for other modules: its service, the feed, rate presenters, the current-rates SQL and the GraphQL rate types. */
export { Rate, RateTypeEnum } from './dto/rate.type';
export {
  CURRENT_RATES_SQL,
  currentRatesOf,
  displayRate,
  RatesService,
  plainRate,
  type BookingRate,
  type CurrentRate,
  type RateRecord,
} from './rates.service';
export { RatesFeed } from './rates-feed';
