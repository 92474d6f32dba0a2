import { Initial1763800000000 } from './1763800000000-initial';
import { BuiltInRates1763850000000 } from './1763850000000-built-in-rates';
import { ExposureTotals1763900000000 } from './1763900000000-exposure-totals';
import { RatesFeedAndScenarios1763900000001 } from './1763900000001-rates-feed-and-scenarios';
import { UserPreferences1764000000000 } from './1764000000000-user-preferences';
import { ReportJobs1764000100000 } from './1764000100000-report-jobs';
import { InvoiceImports1764100000000 } from './1764100000000-invoice-imports';
import { TaxTimeJobs1764200000000 } from './1764200000000-tax-time-jobs';
import { ProfilesAndContact1764200100000 } from './1764200100000-profiles-and-contact';
import { LoginThrottle1764200200000 } from './1764200200000-login-throttle';
import { ExposureSqlFiles1764200300000 } from './1764200300000-exposure-sql-files';
import { InvoiceOwnedReads1764200300001 } from './1764200300001-invoice-owned-reads';
import { InvoiceGroupIndexes1764300300000 } from './1764300300000-invoice-group-indexes';
import { HedgeBook1764300400000 } from './1764300400000-hedge-book';
import { ApiKeys1764300500000 } from './1764300500000-api-keys';
import { Webhooks1764300500001 } from './1764300500001-webhooks';
import { BusinessDetails1764300600000 } from './1764300600000-business-details';
import { InvoiceCustomerDetails1764300700000 } from './1764300700000-invoice-customer-details';
import { InvoiceSettlement1764300800000 } from './1764300800000-invoice-settlement';
import { SessionVersions1764300900000 } from './1764300900000-session-versions';
import { WebhookBacklog1764300900001 } from './1764300900001-webhook-backlog';
import { WebhookCircuit1764300900002 } from './1764300900002-webhook-circuit';
import { FreePlan1764300900003 } from './1764300900003-free-plan';
import { Customers1764301000000 } from './1764301000000-customers';
import { RateVoid1764301000100 } from './1764301000100-rate-void';
import { InvoiceEmails1764301000200 } from './1764301000200-invoice-emails';
import { BusinessPaymentDetails1764301000300 } from './1764301000300-business-payment-details';
import { PasswordResets1764301000400 } from './1764301000400-password-resets';
import { Members1764301000500 } from './1764301000500-members';
import { PaymentReversal1764301000600 } from './1764301000600-payment-reversal';
import { PreferenceTimeZone1764301000900 } from './1764301000900-preference-time-zone';
import { InvoiceReminders1764301000950 } from './1764301000950-invoice-reminders';
import { GstRegistration1764301001000 } from './1764301001000-gst-registration';
import { InvoiceLines1764301001100 } from './1764301001100-invoice-lines';
import { CreditNotes1764301001200 } from './1764301001200-credit-notes';
import { ZeroRatingEvidence1764301001300 } from './1764301001300-zero-rating-evidence';

/** Every migration, oldest first. Start-up runs the pending ones. */
export const migrations = [
  Initial1763800000000,
  BuiltInRates1763850000000,
  ExposureTotals1763900000000,
  RatesFeedAndScenarios1763900000001,
  UserPreferences1764000000000,
  ReportJobs1764000100000,
  InvoiceImports1764100000000,
  TaxTimeJobs1764200000000,
  ProfilesAndContact1764200100000,
  LoginThrottle1764200200000,
  ExposureSqlFiles1764200300000,
  InvoiceOwnedReads1764200300001,
  InvoiceGroupIndexes1764300300000,
  HedgeBook1764300400000,
  ApiKeys1764300500000,
  Webhooks1764300500001,
  BusinessDetails1764300600000,
  InvoiceCustomerDetails1764300700000,
  InvoiceSettlement1764300800000,
  SessionVersions1764300900000,
  WebhookBacklog1764300900001,
  WebhookCircuit1764300900002,
  FreePlan1764300900003,
  Customers1764301000000,
  RateVoid1764301000100,
  InvoiceEmails1764301000200,
  BusinessPaymentDetails1764301000300,
  PasswordResets1764301000400,
  Members1764301000500,
  PaymentReversal1764301000600,
  PreferenceTimeZone1764301000900,
  InvoiceReminders1764301000950,
  GstRegistration1764301001000,
  InvoiceLines1764301001100,
  CreditNotes1764301001200,
  ZeroRatingEvidence1764301001300,
];
