import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { DemoInvoice, DemoAuditEntry } from '../demo/sampleData';
import type { SavedScenarioView } from '../demo/resolvers';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date in YYYY-MM-DD form, such as "2026-12-31". */
  Date: { input: string; output: string; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar. */
  DateTime: { input: string; output: string; }
  /** An exact decimal number, serialised as a string such as "1234.50". Inputs accept a string or a number. */
  Decimal: { input: string; output: string; }
  /** The `JSON` scalar type represents JSON values as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSON: { input: unknown; output: unknown; }
};

/** The invitation link's token and the password to sign in with. */
export type AcceptInvitationInput = {
  /** The password to sign in with, 6 to 1,024 characters; not one of the most common. */
  password: Scalars['String']['input'];
  /** The token from the invitation link (after ?token=), 20 to 200 characters. */
  token: Scalars['String']['input'];
};

/** The signed-in user's profile and billing details (Settings, Account). */
export type Account = {
  __typename?: 'Account';
  /** Company name; may be empty. */
  company: Scalars['String']['output'];
  /** Contact email address; the sign-in email until changed here (signing in is unaffected). */
  email: Scalars['String']['output'];
  /** Full name; empty until saved. */
  fullName: Scalars['String']['output'];
  /** Monthly fee in NZD (0 on the free plan). */
  monthlyFee: Scalars['Decimal']['output'];
  /** Next billing date; null when nothing is billed (the free plan). */
  nextBillingDate?: Maybe<Scalars['Date']['output']>;
  /** The masked payment method on file, or null when there is none. */
  paymentMethod?: Maybe<Scalars['String']['output']>;
  /** Current plan: 'Free (self-hosted)' unless one was chosen. */
  plan: Scalars['String']['output'];
  /** When the profile was last saved; null before the first save. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** One due-date bucket of the exposure. */
export type AgingBucket = {
  __typename?: 'AgingBucket';
  /** The bucket. */
  bucket: DueBucket;
  /** By currency, highest NZD value first. */
  currencies: Array<CurrencyAmount>;
  /** Counted invoices in it. */
  invoiceCount: Scalars['Int']['output'];
  /** Its label: Overdue, Due Today, Next 7 Days, Next 30 Days, Later. */
  label: Scalars['String']['output'];
  /** Their NZD value. */
  nzdValue: Scalars['Decimal']['output'];
};

/** An API key for an integrator (its secret is shown only when it is created). */
export type ApiKey = {
  __typename?: 'ApiKey';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** When it stops working; null for never. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The key id. */
  id: Scalars['ID']['output'];
  /** When it was last used (recorded at most once a minute); null if never. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The name the owner gave it. */
  name: Scalars['String']['output'];
  /** The first characters of the key, to tell keys apart (not secret). */
  prefix: Scalars['String']['output'];
  /** When it was revoked; null while it works. */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** "read" (queries only) or "read-write". */
  scope: Scalars['String']['output'];
};

/** One entry of the append-only, hash-chained audit trail. */
export type AuditEvent = {
  __typename?: 'AuditEvent';
  /** A stable action code, such as invoice.sent. */
  action: Scalars['String']['output'];
  /** Who did it: the user's email, or 'system'. */
  actor: Scalars['String']['output'];
  /** The user who did it; null for the system. */
  actorUser?: Maybe<User>;
  /** The state after the change. */
  after?: Maybe<Scalars['JSON']['output']>;
  /** The state before the change. */
  before?: Maybe<Scalars['JSON']['output']>;
  /** When it happened. */
  createdAt: Scalars['DateTime']['output'];
  /** The id of the thing that changed. */
  entityId?: Maybe<Scalars['ID']['output']>;
  /** What kind of thing changed: invoice, user, rate, scenario, export... */
  entityType: Scalars['String']['output'];
  /** The event id. */
  id: Scalars['ID']['output'];
  /** The invoice it concerns, while that invoice exists. */
  invoice?: Maybe<Invoice>;
  /** A readable sentence describing the change. */
  message: Scalars['String']['output'];
  /** Position in the owner's chain, from 1. */
  seq: Scalars['Int']['output'];
};

/** A page of audit events, newest first. */
export type AuditEventPage = {
  __typename?: 'AuditEventPage';
  /** Whether older events follow. */
  hasMore: Scalars['Boolean']['output'];
  /** The events on this page. */
  items: Array<AuditEvent>;
};

/** What the owner's trail can be filtered by. */
export type AuditFacets = {
  __typename?: 'AuditFacets';
  /** Action codes present, sorted. */
  actions: Array<Scalars['String']['output']>;
  /** Entity types present, sorted. */
  entityTypes: Array<Scalars['String']['output']>;
};

/** The result of recomputing every link of the audit chain. */
export type AuditVerification = {
  __typename?: 'AuditVerification';
  /** The sequence number of the first broken link. */
  brokenAtSeq?: Maybe<Scalars['Int']['output']>;
  /** How many events were checked before stopping. */
  checked: Scalars['Int']['output'];
  /** True when every event is present, unchanged and linked. */
  ok: Scalars['Boolean']['output'];
  /** What is wrong with that link. */
  reason?: Maybe<Scalars['String']['output']>;
};

/** A signed-in session: the bearer token and who it belongs to. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** A signed JWT to send as `Authorization: Bearer <token>`. */
  accessToken: Scalars['String']['output'];
  /** When the token stops working (its `exp` claim). */
  expiresAt: Scalars['DateTime']['output'];
  /** The signed-in user. */
  user: User;
};

/** The seller's details a tax invoice carries (Settings, Account), and what it still lacks. */
export type BusinessDetails = {
  __typename?: 'BusinessDetails';
  /** Postal address; lines separated by newlines; may be empty. */
  address: Scalars['String']['output'];
  /** Bank account customers pay into; may be empty. */
  bankAccount: Scalars['String']['output'];
  /** The bank's name, for a payer overseas; may be empty. */
  bankName: Scalars['String']['output'];
  /** Company name (the profile's company); may be empty. */
  companyName: Scalars['String']['output'];
  /** The month of the balance date, 1 (January) to 12 (December); 3 (March) until said. */
  gstBalanceMonth: Scalars['Int']['output'];
  /** How often GST returns are filed: monthly, two_monthly (the default) or six_monthly. */
  gstFilingFrequency: Scalars['String']['output'];
  /** The IRD number GST is registered under, as IR writes it (49-091-850); may be empty. */
  gstNumber: Scalars['String']['output'];
  /** Whether the business is registered for GST (false until said). */
  gstRegistered: Scalars['Boolean']['output'];
  /** Logo as a PNG or JPEG data: URL, or '' for none. */
  logo: Scalars['String']['output'];
  /** What a tax invoice still lacks, as labels ('GST number', ...); empty when complete. */
  missing: Array<Scalars['String']['output']>;
  /** The New Zealand Business Number (13 digits); may be empty. */
  nzbn: Scalars['String']['output'];
  /** Payment instructions printed on the invoice; lines separated by newlines; may be empty. */
  paymentInstructions: Scalars['String']['output'];
  /** The bank's SWIFT/BIC, upper case (8 or 11 characters); may be empty. */
  swiftBic: Scalars['String']['output'];
  /** Trading name, when it differs from the company name; may be empty. */
  tradingName: Scalars['String']['output'];
};

/** The current password and the new one. */
export type ChangePasswordInput = {
  /** The password this person signs in with now, 6 to 1,024 characters. */
  currentPassword: Scalars['String']['input'];
  /** The password from now on, 6 to 1,024 characters; not one of the most common passwords, and not the current one. */
  newPassword: Scalars['String']['input'];
};

/** A member's new role. */
export type ChangeRoleInput = {
  /** Accountant or viewer. */
  role: Scalars['String']['input'];
};

/** A message sent to support from Help & Glossary. */
export type ContactMessage = {
  __typename?: 'ContactMessage';
  /** When it was sent. */
  createdAt: Scalars['DateTime']['output'];
  /** Where to answer. */
  email: Scalars['String']['output'];
  /** The message id. */
  id: Scalars['ID']['output'];
  /** The message. */
  message: Scalars['String']['output'];
  /** Who wrote it. */
  name: Scalars['String']['output'];
  /** Subject line. */
  subject: Scalars['String']['output'];
};

/** One open contract at today's rate. */
export type ContractMarkToMarket = {
  __typename?: 'ContractMarkToMarket';
  /** The contract. */
  contract: HedgeContract;
  /** NZD gain or loss, to cents. */
  markToMarket: Scalars['Decimal']['output'];
  /** Today's rate. */
  marketRate: Scalars['Decimal']['output'];
};

/** One counterparty's share of the exposure. */
export type CounterpartyExposure = {
  __typename?: 'CounterpartyExposure';
  /** The customer. */
  counterparty: Scalars['String']['output'];
  /** By currency, highest NZD value first. */
  currencies: Array<CurrencyAmount>;
  /** How many counted invoices they have. */
  invoiceCount: Scalars['Int']['output'];
  /** Total NZD value of their counted invoices. */
  nzdValue: Scalars['Decimal']['output'];
};

/** A page of counterparties, highest NZD value first. */
export type CounterpartyExposurePage = {
  __typename?: 'CounterpartyExposurePage';
  /** Whether more follow. */
  hasMore: Scalars['Boolean']['output'];
  /** The counterparties on this page. */
  items: Array<CounterpartyExposure>;
  /** SPEC's missing-rate warnings. */
  warnings: Array<Scalars['String']['output']>;
};

/** A new API key. */
export type CreateApiKeyInput = {
  /** When it stops working (ISO date or date-time, in the future, within five years); omit for never. */
  expiresAt?: InputMaybe<Scalars['String']['input']>;
  /** A name to recognise it by, 1 to 100 characters. */
  name: Scalars['String']['input'];
  /** "read" or "read-write". */
  scope: Scalars['String']['input'];
};

/** A new customer: a name, and any details. */
export type CreateCustomerInput = {
  /** Billing address, up to 500 characters; optional. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Business number, up to 40 characters; optional. */
  businessNumber?: InputMaybe<Scalars['String']['input']>;
  /** Country; optional. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** Default currency; optional. */
  defaultCurrency?: InputMaybe<Scalars['String']['input']>;
  /** Email, up to 254 characters; optional. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Name, 1 to 200 characters. */
  name: Scalars['String']['input'];
  /** Notes, up to 2,000 characters; optional. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Payment terms (days); optional. */
  paymentTermsDays?: InputMaybe<Scalars['Int']['input']>;
  /** Phone, up to 40 characters; optional. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Tax number, up to 40 characters; optional. */
  taxNumber?: InputMaybe<Scalars['String']['input']>;
  /** Trading name, up to 200 characters; optional. */
  tradingName?: InputMaybe<Scalars['String']['input']>;
};

/** A new forward contract. */
export type CreateHedgeInput = {
  /** Positive, at most the currency's minor digits. */
  amount: Scalars['Decimal']['input'];
  /** The bank, 1 to 80 characters. */
  bank: Scalars['String']['input'];
  /** The currency sold forward (not NZD). */
  currency: Currency;
  /** NZD per one unit, positive, at most 10 decimal places. */
  lockedRate: Scalars['Decimal']['input'];
  /** On or after the trade date. */
  maturityDate: Scalars['Date']['input'];
  /** The bank's reference, up to 80 characters. */
  reference?: InputMaybe<Scalars['String']['input']>;
  /** Today when omitted; never in the future. */
  tradeDate?: InputMaybe<Scalars['Date']['input']>;
};

/** A new invoice; it starts as a draft. */
export type CreateInvoiceInput = {
  /** Positive, with at most the currency's minor digits (none for JPY and KRW); optional. */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** The customer being invoiced, by name: finds the customer record of that name or makes one, up to 200 characters; may be left out when customerId is given; optional. */
  counterparty?: InputMaybe<Scalars['String']['input']>;
  /** The currency the invoice is issued in; it can change only while a draft. */
  currency: Currency;
  /** The customer's postal address (may span lines), up to 400 characters; '' for none; optional. */
  customerAddress?: InputMaybe<Scalars['String']['input']>;
  /** The customer's contact email, up to 254 characters; '' for none; optional. */
  customerEmail?: InputMaybe<Scalars['String']['input']>;
  /** The customer record to invoice (GET /me/customers); counterparty may then be left out; optional. */
  customerId?: InputMaybe<Scalars['String']['input']>;
  /** When payment is due; on or after the issue date. */
  dueDate: Scalars['Date']['input'];
  /** For zero-rated goods: the day they left New Zealand; null for none; optional. */
  exportDate?: InputMaybe<Scalars['Date']['input']>;
  /** What zero-rated lines supply: 'services' (s11A) or 'goods' (s11); services unless said; optional. */
  exportKind?: InputMaybe<Scalars['String']['input']>;
  /** When it was issued; today when a new invoice leaves it out; optional. */
  issuedDate?: InputMaybe<Scalars['Date']['input']>;
  /** What was supplied, line by line; the invoice's amount is their total (with GST when prices exclude it). Left out, one line of the amount; optional. */
  lines?: InputMaybe<Array<InvoiceLineInput>>;
  /** Notes to the customer (may span lines), up to 1,000 characters; '' for none; optional. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Payment terms (for example 'Net 20'), up to 200 characters; '' for none; optional. */
  paymentTerms?: InputMaybe<Scalars['String']['input']>;
  /** Whether the unit prices include GST; false (they exclude it) when lines are given without it; optional. */
  pricesIncludeGst?: InputMaybe<Scalars['Boolean']['input']>;
  /** The customer's reference or PO number, up to 60 characters; '' for none; optional. */
  reference?: InputMaybe<Scalars['String']['input']>;
  /** For zero-rated services, evidence the customer is outside New Zealand beyond their billing country: bank_country, registration, place_of_service; optional. */
  residencyEvidence?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A new API key with its secret, which is never shown again. */
export type CreatedApiKey = {
  __typename?: 'CreatedApiKey';
  /** The key as listed from now on. */
  apiKey: ApiKey;
  /** The secret (kfx_...): send it as Authorization: Bearer <key>. Shown this once only. */
  key: Scalars['String']['output'];
};

/** Email and password, for registering or signing in. */
export type CredentialsInput = {
  /** A valid email address. */
  email: Scalars['String']['input'];
  /** At least 6 characters. */
  password: Scalars['String']['input'];
};

/** A credit note: a correction of an invoice (supply correction information), for part or all of it. */
export type CreditNote = {
  __typename?: 'CreditNote';
  /** What it takes off the invoice's outstanding amount, including GST. */
  amount: Scalars['Decimal']['output'];
  /** When it was recorded. */
  createdAt: Scalars['DateTime']['output'];
  /** The invoice's currency. */
  currency: Scalars['String']['output'];
  /** The GST it gives back, in the currency. */
  gstAmount: Scalars['Decimal']['output'];
  /** The GST adjustment in NZD at the invoice's time-of-supply rate. */
  gstNzd?: Maybe<Scalars['Decimal']['output']>;
  /** The invoice as shown: INV-0001. */
  invoiceLabel: Scalars['String']['output'];
  /** The invoice it corrects, by its number. */
  invoiceNumber: Scalars['Int']['output'];
  /** The day it was issued. */
  issuedDate: Scalars['Date']['output'];
  /** As shown: CN-0001. */
  label: Scalars['String']['output'];
  /** What it credits, line by line. */
  lines: Array<InvoiceLine>;
  /** Its number, the owner's own (1 is CN-0001). */
  number: Scalars['Int']['output'];
  /** Whether its unit prices include GST. */
  pricesIncludeGst: Scalars['Boolean']['output'];
  /** Why it was issued. */
  reason: Scalars['String']['output'];
  /** Excluding GST. */
  subtotal: Scalars['Decimal']['output'];
  /** The invoice's time-of-supply rate, which the adjustment is converted at. */
  supplyRate?: Maybe<SupplyRate>;
};

/** One of the 23 currencies Kea FX supports (ISO 4217 code). */
export type Currency =
  | 'AUD'
  | 'BRL'
  | 'CAD'
  | 'CHF'
  | 'CNY'
  | 'DKK'
  | 'EUR'
  | 'GBP'
  | 'HKD'
  | 'INR'
  | 'JPY'
  | 'KRW'
  | 'MXN'
  | 'MYR'
  | 'NOK'
  | 'NZD'
  | 'PLN'
  | 'SEK'
  | 'SGD'
  | 'THB'
  | 'TWD'
  | 'USD'
  | 'ZAR';

/** An amount in one currency with its NZD value. */
export type CurrencyAmount = {
  __typename?: 'CurrencyAmount';
  /** The currency. */
  currency: Currency;
  /** How many invoices it sums. */
  invoiceCount: Scalars['Int']['output'];
  /** Its NZD value at the current rate. */
  nzdValue: Scalars['Decimal']['output'];
  /** The amount in that currency. */
  totalAmount: Scalars['Decimal']['output'];
};

/** The Currency Breakdown Report: every invoiced currency, largest NZD value first. */
export type CurrencyBreakdown = {
  __typename?: 'CurrencyBreakdown';
  /** Currencies, largest NZD value first. */
  rows: Array<CurrencyShareRow>;
  /** The NZD total the shares are of. */
  totalNzd: Scalars['Decimal']['output'];
};

/** Open contracts of one currency at today's rate. */
export type CurrencyMarkToMarket = {
  __typename?: 'CurrencyMarkToMarket';
  /** Their amount, native. */
  amount: Scalars['Decimal']['output'];
  /** Open contracts. */
  contractCount: Scalars['Int']['output'];
  /** The currency. */
  currency: Currency;
  /** Amount-weighted locked rate (10 places). */
  lockedRate: Scalars['Decimal']['output'];
  /** NZD gain (positive) or loss: Σ amount × (locked − market), to cents. */
  markToMarket: Scalars['Decimal']['output'];
  /** Today's rate. */
  marketRate: Scalars['Decimal']['output'];
  /** No rate today (1.0 used). */
  rateMissing: Scalars['Boolean']['output'];
};

/** One currency's share of the invoiced amounts (sent, overdue and paid invoices issued in the range). */
export type CurrencyShareRow = {
  __typename?: 'CurrencyShareRow';
  /** Invoiced in the currency itself. */
  amount: Scalars['Decimal']['output'];
  /** ISO currency code. */
  currency: Scalars['String']['output'];
  /** Invoices in the currency. */
  invoices: Scalars['Int']['output'];
  /** That amount in NZD at current rates. */
  nzd: Scalars['Decimal']['output'];
  /** Share of the NZD total, percent with one decimal. */
  share: Scalars['Float']['output'];
};

/** The current rate of every supported currency, with a warning for any that has none. */
export type CurrentRates = {
  __typename?: 'CurrentRates';
  /** One current rate per currency that has one, in currency order. */
  rates: Array<Rate>;
  /** SPEC's warning for each currency with no rate: 'No FX rate found for XXX, using 1.0'. */
  warnings: Array<Scalars['String']['output']>;
};

/** A customer of the owner's: who invoices are addressed to, with what their invoices say of them. */
export type Customer = {
  __typename?: 'Customer';
  /** Billing address, may span lines ('' when none). */
  address: Scalars['String']['output'];
  /** Average days paid after the due date (early counts as 0); null with none paid. */
  averageDaysLate?: Maybe<Scalars['Float']['output']>;
  /** NZBN, or the overseas business number ('' when none). */
  businessNumber: Scalars['String']['output'];
  /** ISO 3166-1 alpha-2 country code ('' when not given). */
  country: Scalars['String']['output'];
  /** When it was added. */
  createdAt: Scalars['DateTime']['output'];
  /** The currency this customer is usually invoiced in. */
  defaultCurrency?: Maybe<Scalars['String']['output']>;
  /** Contact e-mail ('' when none). */
  email: Scalars['String']['output'];
  /** The customer id (a UUID). */
  id: Scalars['ID']['output'];
  /** How many invoices are addressed to it. */
  invoiceCount: Scalars['Int']['output'];
  /** The customer's name: an invoice's counterparty. */
  name: Scalars['String']['output'];
  /** Notes ('' when none). */
  notes: Scalars['String']['output'];
  /** What it owes, per currency. */
  outstanding: Array<CustomerOutstanding>;
  /** How many of its invoices are paid. */
  paidCount: Scalars['Int']['output'];
  /** Days from issue to due for this customer; null: the owner's default. */
  paymentTermsDays?: Maybe<Scalars['Int']['output']>;
  /** Phone ('' when none). */
  phone: Scalars['String']['output'];
  /** GST number, or the overseas tax id such as a VAT number ('' when none). */
  taxNumber: Scalars['String']['output'];
  /** Trading name ('' when none). */
  tradingName: Scalars['String']['output'];
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** What a customer owes in one currency: its sent and overdue invoices, not written off. */
export type CustomerOutstanding = {
  __typename?: 'CustomerOutstanding';
  /** The sum, exact. */
  amount: Scalars['Decimal']['output'];
  /** How many invoices. */
  count: Scalars['Int']['output'];
  /** ISO 4217 code. */
  currency: Scalars['String']['output'];
};

/** A page of customers, by name. */
export type CustomerPage = {
  __typename?: 'CustomerPage';
  /** Whether more follow. */
  hasMore: Scalars['Boolean']['output'];
  /** The customers. */
  items: Array<Customer>;
};

/** Due-date buckets: OVERDUE (before today), TODAY, NEXT_7_DAYS (1 to 7 days ahead), NEXT_30_DAYS (8 to 30), LATER. */
export type DueBucket =
  | 'LATER'
  | 'NEXT_7_DAYS'
  | 'NEXT_30_DAYS'
  | 'OVERDUE'
  | 'TODAY';

/** SPEC's due-horizon rule by invoice count: over 50% due within 30 days is IMMEDIATE, over 50% within 90 days MEDIUM_TERM, else LONG_TERM. */
export type DueHorizon =
  | 'IMMEDIATE'
  | 'LONG_TERM'
  | 'MEDIUM_TERM';

/** To whom an invoice is e-mailed, and optionally the subject and message. */
export type EmailInvoiceInput = {
  /** Addresses to copy, at most 5; optional. */
  cc?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The message, up to 5,000 characters; a short note with the amount and due date when left out; optional. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** The subject, up to 200 characters; "Invoice INV-0001 from <your trading name>" when left out; optional. */
  subject?: InputMaybe<Scalars['String']['input']>;
  /** The customer's e-mail address, up to 254 characters. */
  to: Scalars['String']['input'];
};

/** What the unpaid invoices are worth in NZD now. Counts sent and overdue invoices (drafts too when includeDrafts), leaves out written-off ones, and keeps archived-but-unpaid ones (the money is still owed). */
export type Exposure = {
  __typename?: 'Exposure';
  /** The business date the answer is for (overdue and due buckets depend on it). */
  asOf: Scalars['Date']['output'];
  /** By currency, highest NZD value first. */
  currencies: Array<ExposureCurrency>;
  /** SPEC's due-horizon rule. */
  dueHorizon: DueHorizon;
  /** The due horizon in a sentence. */
  dueHorizonText: Scalars['String']['output'];
  /** Counted invoices due on or before today + 30 days (overdue ones included). */
  dueWithin30Count: Scalars['Int']['output'];
  /** Counted invoices due on or before today + 90 days (overdue ones included). */
  dueWithin90Count: Scalars['Int']['output'];
  /** Whether drafts are counted. */
  includeDrafts: Scalars['Boolean']['output'];
  /** Invoices counted. */
  invoiceCount: Scalars['Int']['output'];
  /** Of them overdue today. */
  overdueCount: Scalars['Int']['output'];
  /** Overdue invoices as a percent of those counted, one decimal. */
  overdueSharePercent: Scalars['Decimal']['output'];
  /** The newest effective date among the rates used. */
  rateSnapshotDate?: Maybe<Scalars['Date']['output']>;
  /** Total NZD value (sum of the exact currency values, rounded once). */
  totalNzd: Scalars['Decimal']['output'];
  /** Unrealised gain (positive) or loss in NZD over the invoices with a booking rate. */
  unrealisedGainLoss: Scalars['Decimal']['output'];
  /** SPEC's missing-rate warnings ('No FX rate found for XXX, using 1.0') and the overdue-share warning (over 25%). */
  warnings: Array<Scalars['String']['output']>;
};

/** The exposure by due-date bucket, all five in order (empty ones with zeros). */
export type ExposureAging = {
  __typename?: 'ExposureAging';
  /** Overdue, Due Today, Next 7 Days, Next 30 Days, Later. */
  buckets: Array<AgingBucket>;
  /** SPEC's missing-rate warnings. */
  warnings: Array<Scalars['String']['output']>;
};

/** What changed: invoices, or rates. */
export type ExposureChangeReason =
  | 'INVOICES'
  | 'RATES';

/** One currency of the exposure. NZD figures are rounded once, to cents. */
export type ExposureCurrency = {
  __typename?: 'ExposureCurrency';
  /** Amount of the invoices that carry a booking rate (recorded when sent or imported). */
  bookedAmount: Scalars['Decimal']['output'];
  /** Their NZD value at their booking rates. */
  bookedNzdValue: Scalars['Decimal']['output'];
  /** The invoice currency. */
  currency: Currency;
  /** The earliest due date among the counted invoices. */
  earliestDue?: Maybe<Scalars['Date']['output']>;
  /** How many invoices are counted. */
  invoiceCount: Scalars['Int']['output'];
  /** The NZD per unit used: the current rate, or 1 when the currency has none. */
  nzdPerUnit: Scalars['Decimal']['output'];
  /** That sum in NZD at the current rate. */
  nzdValue: Scalars['Decimal']['output'];
  /** How many of them are overdue today. */
  overdueCount: Scalars['Int']['output'];
  /** The current rate used; null when there is none (1.0 is used and a warning given). */
  rate?: Maybe<Rate>;
  /** No rate exists for the currency: converted at 1.0 (SPEC), with a warning. */
  rateMissing: Scalars['Boolean']['output'];
  /** The rate used is older than the configured age. */
  rateStale: Scalars['Boolean']['output'];
  /** Share of the total NZD exposure, in percent with one decimal. */
  sharePercent: Scalars['Decimal']['output'];
  /** Sum of the counted invoices' amounts in the currency itself (SPEC's total_amount). */
  totalAmount: Scalars['Decimal']['output'];
  /** Unrealised gain (positive) or loss: their NZD value now minus at booking. Invoices without a booking rate add nothing. */
  unrealisedGainLoss: Scalars['Decimal']['output'];
};

/** A push to open sessions: the exposure after something changed. */
export type ExposureUpdate = {
  __typename?: 'ExposureUpdate';
  /** The exposure now. */
  exposure: Exposure;
  /** What changed since the last push (coalesced). */
  reasons: Array<ExposureChangeReason>;
};

/** Realised and unrealised FX gains (positive) or losses (negative) in NZD, for the exposure summary. */
export type FxGains = {
  __typename?: 'FxGains';
  /** Invoices paid in the range. */
  paidInvoices: Scalars['Int']['output'];
  /** Of those, paid without a realised gain (no booking rate, or no rate to settle at). */
  paidWithoutGain: Scalars['Int']['output'];
  /** Realised on invoices paid in the range: amount × (settlement rate − booking rate), recorded when paid. */
  realisedNzd: Scalars['Decimal']['output'];
  /** Unrealised today on booked invoices issued in the range and still open: NZD at the current rate less NZD at the booking rate. */
  unrealisedNzd: Scalars['Decimal']['output'];
};

/** A total in one currency. */
export type GroupCurrencyTotal = {
  __typename?: 'GroupCurrencyTotal';
  /** The exact sum in that currency. */
  amount: Scalars['Decimal']['output'];
  /** The currency. */
  currency: Currency;
};

/** A GST return period, first and last day. */
export type GstPeriod = {
  __typename?: 'GstPeriod';
  /** First day. */
  from: Scalars['Date']['output'];
  /** Last day (inclusive). */
  to: Scalars['Date']['output'];
};

/** The owner's GST registration as the return needs it, and their most recent periods. */
export type GstPeriods = {
  __typename?: 'GstPeriods';
  /** The balance month, 1 to 12. */
  balanceMonth: Scalars['Int']['output'];
  /** monthly, two_monthly or six_monthly. */
  frequency: Scalars['String']['output'];
  /** The most recent periods, newest (the one holding today) first. */
  periods: Array<GstPeriod>;
  /** Whether the business is registered for GST (Settings, Account): only then does it file a return. */
  registered: Scalars['Boolean']['output'];
};

/** The sales side of IR's GST return (GST101A) for one GST period, in NZD at each supply's time-of-supply rate. */
export type GstReturn = {
  __typename?: 'GstReturn';
  /** The balance month (1 to 12) the periods end on. */
  balanceMonth: Scalars['Int']['output'];
  /** Box 5: total sales and income including GST and zero-rated supplies. */
  box5: Scalars['Decimal']['output'];
  /** Box 6: zero-rated supplies included in box 5. */
  box6: Scalars['Decimal']['output'];
  /** Box 7: box 5 minus box 6. */
  box7: Scalars['Decimal']['output'];
  /** Box 8: box 7 × 3 / 23, to the cent. */
  box8: Scalars['Decimal']['output'];
  /** Box 9: adjustments, the credit notes' GST given back (negative). */
  box9: Scalars['Decimal']['output'];
  /** Box 10: GST on sales, box 8 plus box 9. */
  box10: Scalars['Decimal']['output'];
  /** The filing frequency the period follows: monthly, two_monthly or six_monthly. */
  frequency: Scalars['String']['output'];
  /** The period's first day. */
  from: Scalars['Date']['output'];
  /** The page size asked for. */
  limit: Scalars['Int']['output'];
  /** Where the page starts. */
  offset: Scalars['Int']['output'];
  /** A page of the supplies behind the boxes, by supply date. */
  supplies: Array<GstReturnSupply>;
  /** Every supply behind the boxes; supplies is one page of them. */
  suppliesTotal: Scalars['Int']['output'];
  /** The period's last day. */
  to: Scalars['Date']['output'];
  /** Supplies of the period with no rate at their time of supply: not in the boxes (at most 1,000). */
  withoutRate: Array<GstUnratedSupply>;
  /** How many supplies have no rate. */
  withoutRateTotal: Scalars['Int']['output'];
};

/** A supply behind the boxes: its figures, the boxes it feeds and its NZD in each. */
export type GstReturnSupply = {
  __typename?: 'GstReturnSupply';
  /** The total including GST, in its currency. */
  amount: Scalars['Decimal']['output'];
  /** What it adds to box 5: amount less exempt, in NZD to the cent. */
  box5Nzd?: Maybe<Scalars['Decimal']['output']>;
  /** What it adds to box 6: the zero-rated part in NZD to the cent. */
  box6Nzd?: Maybe<Scalars['Decimal']['output']>;
  /** What it adds to box 9: the GST given back in NZD to the cent, negative. */
  box9Nzd?: Maybe<Scalars['Decimal']['output']>;
  /** The boxes it feeds: 5 and 6 for an invoice, 9 for a credit note giving back GST. */
  boxes: Array<Scalars['Int']['output']>;
  /** ISO currency code. */
  currency: Scalars['String']['output'];
  /** The customer. */
  customer: Scalars['String']['output'];
  /** The exempt part of amount (no supply on the return). */
  exempt: Scalars['Decimal']['output'];
  /** The GST in its currency. */
  gst: Scalars['Decimal']['output'];
  /** A credit note's invoice, INV-0001; null for an invoice. */
  invoiceLabel?: Maybe<Scalars['String']['output']>;
  /** An invoice, or a credit note issued against one. */
  kind: GstSupplyKind;
  /** As shown: INV-0001, CN-0001. */
  label: Scalars['String']['output'];
  /** Its number, the owner's own (1 is INV-0001 or CN-0001). */
  number: Scalars['Int']['output'];
  /** NZD per unit, frozen at the time of supply (1 for NZD). */
  rate: Scalars['Decimal']['output'];
  /** The time of supply (an invoice's), or the day a credit note was issued. */
  supplyDate: Scalars['Date']['output'];
  /** The zero-rated part of amount. */
  zeroRated: Scalars['Decimal']['output'];
};

/** A supply on the sales side of the GST return. */
export type GstSupplyKind =
  | 'CREDIT_NOTE'
  | 'INVOICE';

/** How GST applies to a line: STANDARD 15%; ZERO_RATED exports (GST Act s11, s11A); EXEMPT not a taxable supply; NO_GST the seller is not registered. */
export type GstTreatment =
  | 'EXEMPT'
  | 'NO_GST'
  | 'STANDARD'
  | 'ZERO_RATED';

/** A supply of the period left out of the boxes: it has no rate at its time of supply. */
export type GstUnratedSupply = {
  __typename?: 'GstUnratedSupply';
  /** The total including GST, in its currency. */
  amount: Scalars['Decimal']['output'];
  /** ISO currency code. */
  currency: Scalars['String']['output'];
  /** The customer. */
  customer: Scalars['String']['output'];
  /** A credit note's invoice, INV-0001; null for an invoice. */
  invoiceLabel?: Maybe<Scalars['String']['output']>;
  /** An invoice, or a credit note issued against one. */
  kind: GstSupplyKind;
  /** As shown: INV-0001, CN-0001. */
  label: Scalars['String']['output'];
  /** Its number, the owner's own (1 is INV-0001 or CN-0001). */
  number: Scalars['Int']['output'];
  /** The time of supply (an invoice's), or the day a credit note was issued. */
  supplyDate: Scalars['Date']['output'];
};

/** SPEC's plain-English guidance for a shock. */
export type Guidance = {
  __typename?: 'Guidance';
  /** The band the shock and impact fall in. */
  band: GuidanceBand;
  /** The guidance text. */
  text: Scalars['String']['output'];
};

/** SPEC's guidance bands by shock percent: SEVERE_LOSS (≤ -2 with impact below -5000 NZD), MODERATE_LOSS (≤ -1), MILD_LOSS (-1 to 0), NEUTRAL (0), MILD_GAIN (0 to 1), MODERATE_GAIN (≥ 1), STRONG_GAIN (≥ 3 with impact above 5000 NZD). */
export type GuidanceBand =
  | 'MILD_GAIN'
  | 'MILD_LOSS'
  | 'MODERATE_GAIN'
  | 'MODERATE_LOSS'
  | 'NEUTRAL'
  | 'SEVERE_LOSS'
  | 'STRONG_GAIN';

/** Horizon by due or maturity date from today: up to 90 days (overdue included), 91-180, 181-365, later. */
export type HedgeBucket =
  | 'M0_3'
  | 'M3_6'
  | 'M6_12'
  | 'M12PLUS';

/** One currency in one horizon bucket: gross exposure, contracts maturing there, and the verdict. */
export type HedgeBucketCoverage = {
  __typename?: 'HedgeBucketCoverage';
  /** The bucket. */
  bucket: HedgeBucket;
  /** Under, over, on target, or no target. */
  compliance: HedgeCompliance;
  /** Contracts exceed the exposure they cover. */
  exceedsExposure: Scalars['Boolean']['output'];
  /** Hedged − gross × target, native (negative: under-hedged). */
  gapAmount?: Maybe<Scalars['Decimal']['output']>;
  /** The gap in NZD at today's rate. */
  gapNzd?: Maybe<Scalars['Decimal']['output']>;
  /** Counted invoices due in the bucket, native. */
  grossAmount: Scalars['Decimal']['output'];
  /** Hedged / gross to 4 places; null with no gross. */
  hedgeRatio?: Maybe<Scalars['Decimal']['output']>;
  /** Open contracts maturing in the bucket, native. */
  hedgedAmount: Scalars['Decimal']['output'];
  /** Its label, such as '0 to 3 months'. */
  label: Scalars['String']['output'];
  /** The policy's target ratio. */
  targetRatio?: Maybe<Scalars['Decimal']['output']>;
  /** Gross − hedged; negative when contracts exceed the exposure. */
  unhedgedAmount: Scalars['Decimal']['output'];
};

/** A bucket against the policy's target ratio. */
export type HedgeCompliance =
  | 'NO_TARGET'
  | 'ON_TARGET'
  | 'OVER'
  | 'UNDER';

/** A forward contract: sells an amount of a foreign currency for NZD at a locked rate on its maturity date. */
export type HedgeContract = {
  __typename?: 'HedgeContract';
  /** The amount in that currency, exact. */
  amount: Scalars['Decimal']['output'];
  /** The bank it is with. */
  bank: Scalars['String']['output'];
  /** When it was cancelled. */
  cancelledOn?: Maybe<Scalars['Date']['output']>;
  /** When it was settled or cancelled (null while open); it may be reopened for 7 days after. */
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When it was booked. */
  createdAt: Scalars['DateTime']['output'];
  /** The currency sold forward (never NZD). */
  currency: Currency;
  /** The contract id. */
  id: Scalars['ID']['output'];
  /** The locked rate: NZD per one unit. */
  lockedRate: Scalars['Decimal']['output'];
  /** The date it settles; decides its horizon bucket. */
  maturityDate: Scalars['Date']['output'];
  /** NZD gain (positive) or loss once settled: amount × (locked − settlement rate), to cents. */
  realisedGainLoss?: Maybe<Scalars['Decimal']['output']>;
  /** The bank's reference ('' when none). */
  reference: Scalars['String']['output'];
  /** When it was settled. */
  settledOn?: Maybe<Scalars['Date']['output']>;
  /** The rate it was settled at. */
  settlementRate?: Maybe<Scalars['Decimal']['output']>;
  /** Open, settled or cancelled. */
  status: HedgeStatus;
  /** The date the contract was struck. */
  tradeDate: Scalars['Date']['output'];
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of contracts, soonest maturity first. */
export type HedgeContractPage = {
  __typename?: 'HedgeContractPage';
  /** Whether more follow. */
  hasMore: Scalars['Boolean']['output'];
  /** The contracts. */
  items: Array<HedgeContract>;
};

/** Net exposure: hedged against unhedged per currency and horizon bucket, with policy compliance. */
export type HedgeCoverage = {
  __typename?: 'HedgeCoverage';
  /** The business date. */
  asOf: Scalars['Date']['output'];
  /** Highest gross NZD first. */
  currencies: Array<HedgeCurrencyCoverage>;
  /** Whether drafts count. */
  includeDrafts: Scalars['Boolean']['output'];
  /** The policy applied. */
  policy: HedgePolicy;
  /** Missing rates, and contracts above the exposure they cover. */
  warnings: Array<Scalars['String']['output']>;
};

/** One currency: gross, hedged and unhedged exposure over all buckets, and each bucket. */
export type HedgeCurrencyCoverage = {
  __typename?: 'HedgeCurrencyCoverage';
  /** Every bucket, in order. */
  buckets: Array<HedgeBucketCoverage>;
  /** The currency. */
  currency: Currency;
  /** Gross exposure, native. */
  grossAmount: Scalars['Decimal']['output'];
  /** Gross in NZD. */
  grossNzd: Scalars['Decimal']['output'];
  /** Hedged / gross to 4 places. */
  hedgeRatio?: Maybe<Scalars['Decimal']['output']>;
  /** Open contracts, native. */
  hedgedAmount: Scalars['Decimal']['output'];
  /** Hedged in NZD at today's rate. */
  hedgedNzd: Scalars['Decimal']['output'];
  /** Today's NZD per unit (1 when missing). */
  nzdPerUnit: Scalars['Decimal']['output'];
  /** Gross − hedged, native. */
  unhedgedAmount: Scalars['Decimal']['output'];
  /** Unhedged in NZD. */
  unhedgedNzd: Scalars['Decimal']['output'];
};

/** Mark to market of the open contracts. */
export type HedgeMarkToMarket = {
  __typename?: 'HedgeMarkToMarket';
  /** The business date. */
  asOf: Scalars['Date']['output'];
  /** A page of open contracts, soonest maturity first. */
  contracts: Array<ContractMarkToMarket>;
  /** Per currency, in currency order. */
  currencies: Array<CurrencyMarkToMarket>;
  /** Whether more contracts follow. */
  hasMore: Scalars['Boolean']['output'];
  /** Total NZD gain or loss. */
  totalNzd: Scalars['Decimal']['output'];
  /** Missing rates. */
  warnings: Array<Scalars['String']['output']>;
};

/** Target hedge ratios per horizon bucket, as fractions (0.75 is 75%); null is no target. */
export type HedgePolicy = {
  __typename?: 'HedgePolicy';
  /** 0 to 3 months. */
  m0_3?: Maybe<Scalars['Decimal']['output']>;
  /** 3 to 6 months. */
  m3_6?: Maybe<Scalars['Decimal']['output']>;
  /** 6 to 12 months. */
  m6_12?: Maybe<Scalars['Decimal']['output']>;
  /** Over 12 months. */
  m12plus?: Maybe<Scalars['Decimal']['output']>;
};

/** The whole policy: each bucket a fraction from 0 to 1, or null for no target. */
export type HedgePolicyInput = {
  /** 0 to 3 months. */
  m0_3?: InputMaybe<Scalars['Decimal']['input']>;
  /** 3 to 6 months. */
  m3_6?: InputMaybe<Scalars['Decimal']['input']>;
  /** 6 to 12 months. */
  m6_12?: InputMaybe<Scalars['Decimal']['input']>;
  /** Over 12 months. */
  m12plus?: InputMaybe<Scalars['Decimal']['input']>;
};

/** What settleHedge with these arguments would record, worked out by the same code but not recorded: for a dialog that asks first. */
export type HedgeSettlementPreview = {
  __typename?: 'HedgeSettlementPreview';
  /** The realised gain (positive) or loss in NZD, amount × (locked − settlement rate), to the cent. */
  realisedGainLoss: Scalars['Decimal']['output'];
  /** The settlement date: the one given, or today. */
  settlementDate: Scalars['Date']['output'];
  /** The rate it would settle at, NZD per unit: the one given, or the rate recorded for that date. */
  settlementRate: Scalars['Decimal']['output'];
};

/** open → settled (Settle) or cancelled (Cancel); only an open contract changes. */
export type HedgeStatus =
  | 'CANCELLED'
  | 'OPEN'
  | 'SETTLED';

/** The same shocks with the owner's open hedges: only the unhedged part moves. */
export type HedgedScenario = {
  __typename?: 'HedgedScenario';
  /** Per currency, exposure order first, then currencies hedged with no exposure. */
  lines: Array<HedgedScenarioLine>;
  /** Total unhedged NZD value now. */
  totalCurrent: Scalars['Decimal']['output'];
  /** Total impact with hedges. */
  totalImpact: Scalars['Decimal']['output'];
  /** After the shocks. */
  totalShocked: Scalars['Decimal']['output'];
};

/** One currency with hedges: only its unhedged amount (gross − open contracts) is shocked. */
export type HedgedScenarioLine = {
  __typename?: 'HedgedScenarioLine';
  /** The currency. */
  currency: Currency;
  /** The unhedged amount in NZD now. */
  currentNzd: Scalars['Decimal']['output'];
  /** Shocked minus current. */
  impact: Scalars['Decimal']['output'];
  /** After the shock. */
  shockedNzd: Scalars['Decimal']['output'];
  /** Gross exposure minus open contracts, native (negative when over-hedged). */
  unhedgedAmount: Scalars['Decimal']['output'];
};

/** A problem with an imported CSV file or one of its rows. */
export type ImportErrorItem = {
  __typename?: 'ImportErrorItem';
  /** The column at fault, as the template names it (Invoice #, Company, ...). */
  field?: Maybe<Scalars['String']['output']>;
  /** What is wrong, in SPEC's words. */
  message: Scalars['String']['output'];
  /** The file line (2 is the first data row); null for the file as a whole. */
  row?: Maybe<Scalars['Int']['output']>;
};

/** An invitation not yet accepted or withdrawn. */
export type Invitation = {
  __typename?: 'Invitation';
  /** The address invited. */
  email: Scalars['String']['output'];
  /** When its link stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** The invitation id. */
  id: Scalars['ID']['output'];
  /** When it was sent. */
  invitedAt: Scalars['DateTime']['output'];
  /** accountant or viewer. */
  role: Scalars['String']['output'];
  /** pending, or expired (invite again for a new link). */
  status: Scalars['String']['output'];
};

/** What an invitation link invites to. */
export type InvitationDetails = {
  __typename?: 'InvitationDetails';
  /** The business's trading name, or its owner's address. */
  businessName: Scalars['String']['output'];
  /** The address invited: the person signs in with it. */
  email: Scalars['String']['output'];
  /** When the link stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** accountant or viewer. */
  role: Scalars['String']['output'];
};

/** Who to invite, and as what. */
export type InviteMemberInput = {
  /** The address to send the invitation to, up to 254 characters. */
  email: Scalars['String']['input'];
  /** Accountant or viewer. */
  role: Scalars['String']['input'];
};

/** An invoice issued in one of the supported currencies. */
export type Invoice = {
  __typename?: 'Invoice';
  /** The amount in the invoice's currency, exact, with that currency's minor digits. */
  amount: Scalars['Decimal']['output'];
  /** Moved to the Archive tab. */
  archived: Scalars['Boolean']['output'];
  /** The audit history of this invoice, newest first. */
  auditEvents: Array<AuditEvent>;
  /** The rate it was booked at; null until it is sent. */
  booking?: Maybe<InvoiceBooking>;
  /** The customer being invoiced: its customer record's name (customerId). */
  counterparty: Scalars['String']['output'];
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Its credit notes, oldest first. */
  creditNotes: Array<CreditNote>;
  /** What credit notes have taken off it, in its currency (GET /me/invoices/{id}/credit-notes). */
  creditedAmount: Scalars['Decimal']['output'];
  /** The currency the invoice is issued in. */
  currency: Currency;
  /** The customer's postal address (may span lines); '' when not given. */
  customerAddress: Scalars['String']['output'];
  /** The customer's contact email for this invoice; '' when not given. */
  customerEmail: Scalars['String']['output'];
  /** The customer record it is addressed to (GET /me/customers/{id}); counterparty is that customer's name as issued. */
  customerId?: Maybe<Scalars['String']['output']>;
  /** The date payment is due. */
  dueDate: Scalars['Date']['output'];
  /** The part of the total that is exempt (not a taxable supply), in the invoice's currency. */
  exemptAmount: Scalars['Decimal']['output'];
  /** For zero-rated goods: the day they left New Zealand (within 28 days of the time of supply). */
  exportDate?: Maybe<Scalars['Date']['output']>;
  /** What its zero-rated lines supplied: 'services' to a non-resident (GST Act s11A(1)(k)) or 'goods' exported (s11). */
  exportKind: Scalars['String']['output'];
  /** The GST in the invoice's currency: 15% of the standard-rated lines (3/23 when prices include GST), rounded once. */
  gstAmount: Scalars['Decimal']['output'];
  /** The GST in NZD at the time-of-supply rate, to the cent; null until sent (or with no rate for the currency). */
  gstNzd?: Maybe<Scalars['Decimal']['output']>;
  /** The invoice's id: the owner's own invoice number (1 is their first, shown as INV-0001), as in the web's /invoices/edit/{id} and REST's /me/invoices/{id}. */
  id: Scalars['ID']['output'];
  /** The date the invoice was issued. */
  issuedDate: Scalars['Date']['output'];
  /** The invoice number as shown: INV-0001. */
  label: Scalars['String']['output'];
  /** What was supplied, line by line, in order. */
  lines: Array<InvoiceLine>;
  /** Notes to the customer shown on the invoice (may span lines); '' when not given. */
  notes: Scalars['String']['output'];
  /** The owner's invoice number (1, 2, ...), the same as id; shown as INV-0001. */
  number: Scalars['Int']['output'];
  /** Its amount in NZD at the current rate (1.0 when the currency has none), to cents. */
  nzdValue: Scalars['Decimal']['output'];
  /** What is still owed in its currency: amount − credited_amount; exposure counts this, not the face amount. */
  outstandingAmount: Scalars['Decimal']['output'];
  /** The owner of the invoice. */
  owner: User;
  /** When the payment was recorded (null for one imported or recorded before payments could be reversed); it may be reversed for 7 days after. */
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /** The day it was marked paid, once paid. */
  paidDate?: Maybe<Scalars['Date']['output']>;
  /** Payment terms shown on the invoice (for example 'Net 20'); '' when not given. */
  paymentTerms: Scalars['String']['output'];
  /** Whether the lines' unit prices include GST (the total then is their sum) or exclude it (GST is added). */
  pricesIncludeGst: Scalars['Boolean']['output'];
  /** Once paid: the realised FX gain (positive) or loss (negative) in NZD, amount × (settlement rate − booking rate), exact; null without a booking rate. */
  realisedGainNzd?: Maybe<Scalars['Decimal']['output']>;
  /** The customer's reference or purchase order number; '' when not given. */
  reference: Scalars['String']['output'];
  /** For zero-rated services: the evidence held that the customer is outside New Zealand beyond their billing country (bank_country, registration, place_of_service). */
  residencyEvidence: Array<Scalars['String']['output']>;
  /** The day it was sent, once sent. */
  sentDate?: Maybe<Scalars['Date']['output']>;
  /** Once paid: the rate it settled at, NZD per unit (today's rate unless the payer gave one, such as the bank's). */
  settlementRate?: Maybe<Scalars['Decimal']['output']>;
  /** Once paid: the date of the settlement rate, the rate recorded for the payment date (or the payment date, for a rate the payer gave). */
  settlementRateDate?: Maybe<Scalars['Date']['output']>;
  /** Where the settlement rate came from: 'given' (by the payer) or the rate's source. */
  settlementRateSource?: Maybe<Scalars['String']['output']>;
  /** Status today: a sent invoice past its due date reads OVERDUE. */
  status: InvoiceStatus;
  /** The total excluding GST (amount − gst_amount). */
  subtotal: Scalars['Decimal']['output'];
  /** The time of supply (GST Act s9(1)): the earlier of the invoice being issued and a payment received; set when it is sent, null before. */
  supplyDate?: Maybe<Scalars['Date']['output']>;
  /** The rate it was converted to NZD at for GST, frozen when it was sent; null until then, or with no rate for its currency. */
  supplyRate?: Maybe<SupplyRate>;
  /** What the invoice lacks to be a lawful tax invoice for its NZD value (Inland Revenue's taxable supply information); empty when none. */
  tsiIssues: Array<TsiIssue>;
  /** NZD value now minus NZD value at booking (positive is a gain); null until it is booked. */
  unrealisedGainLoss?: Maybe<Scalars['Decimal']['output']>;
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Written off as uncollectable (always archived too). */
  writtenOff: Scalars['Boolean']['output'];
  /** The part of the total that is zero-rated (exports), in the invoice's currency. */
  zeroRatedAmount: Scalars['Decimal']['output'];
};


/** An invoice issued in one of the supported currencies. */
export type InvoiceAuditEventsArgs = {
  limit?: Scalars['Int']['input'];
};

/** The rate an invoice was booked at when it was sent or imported (kept for Inland Revenue: rate, source, type, date). */
export type InvoiceBooking = {
  __typename?: 'InvoiceBooking';
  /** The rate's effective date. */
  effectiveDate: Scalars['Date']['output'];
  /** NZD per one unit of the invoice currency. */
  nzdPerUnit: Scalars['Decimal']['output'];
  /** Spot, mid-month or end-of-month. */
  rateType: RateType;
  /** Where the rate came from. */
  source: Scalars['String']['output'];
};

/** Counts for the invoice tabs: Active / Archive / Write-offs, and statuses within the chosen view. */
export type InvoiceCounts = {
  __typename?: 'InvoiceCounts';
  /** Not archived and not written off. */
  active: Scalars['Int']['output'];
  /** Every invoice in the chosen view. */
  all: Scalars['Int']['output'];
  /** Archived and not written off. */
  archive: Scalars['Int']['output'];
  /** Drafts in the chosen view. */
  draft: Scalars['Int']['output'];
  /** Overdue in the chosen view. */
  overdue: Scalars['Int']['output'];
  /** Paid in the chosen view. */
  paid: Scalars['Int']['output'];
  /** Sent, not yet due, in the chosen view. */
  sent: Scalars['Int']['output'];
  /** Written off. */
  writeoffs: Scalars['Int']['output'];
};

/** One e-mail of an invoice to its customer. */
export type InvoiceEmail = {
  __typename?: 'InvoiceEmail';
  /** The PDF attached. */
  attachmentName: Scalars['String']['output'];
  /** The attached PDF's SHA-256. */
  attachmentSha256: Scalars['String']['output'];
  /** Copied to. */
  cc: Array<Scalars['String']['output']>;
  /** The e-mail record. */
  id: Scalars['ID']['output'];
  /** The invoice number. */
  invoiceNumber: Scalars['Int']['output'];
  /** The message. */
  message: Scalars['String']['output'];
  /** Which overdue reminder it was (1, 2, ...); null for the invoice itself. */
  reminder?: Maybe<Scalars['Int']['output']>;
  /** When it was sent. */
  sentAt: Scalars['DateTime']['output'];
  /** Who sent it, as the audit trail names them. */
  sentBy: Scalars['String']['output'];
  /** The subject. */
  subject: Scalars['String']['output'];
  /** To whom. */
  to: Scalars['String']['output'];
};

/** What an e-mail of an invoice says unless the sender writes otherwise. */
export type InvoiceEmailDraft = {
  __typename?: 'InvoiceEmailDraft';
  /** Whether this server can send mail (SMTP_URL set). */
  enabled: Scalars['Boolean']['output'];
  /** The default message. */
  message: Scalars['String']['output'];
  /** The default subject. */
  subject: Scalars['String']['output'];
  /** The invoice's customer e-mail ('' when it has none). */
  to: Scalars['String']['output'];
};

/** One group of an invoice view, with its first invoices. */
export type InvoiceGroup = {
  __typename?: 'InvoiceGroup';
  /** How many invoices the group holds. */
  count: Scalars['Int']['output'];
  /** Customer and currency groups: the earliest due date. */
  earliestDue?: Maybe<Scalars['Date']['output']>;
  /** The group's key ('all', 'customer:Acme', 'currency:USD', 'status:overdue', 'due:next7'); pass it to invoiceGroupRows. */
  groupKey: Scalars['String']['output'];
  /** The label on the group header. */
  groupLabel: Scalars['String']['output'];
  /** The group's first invoices, in its order (by number for ID, else by due date then number). */
  invoices: Array<Invoice>;
  /** Where the next rows start (invoiceGroupRows `after`); null when these are all. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** Customer and currency groups: the sum of the amounts, exact. */
  totalAmount?: Maybe<Scalars['Decimal']['output']>;
  /** Customer and currency groups: the currency the total is shown in (the first invoice's). */
  totalCurrency?: Maybe<Currency>;
  /** Customer groups in several currencies: one total per currency, largest first. */
  totalsByCurrency?: Maybe<Array<GroupCurrencyTotal>>;
};

/** SPEC's invoice views: ID (one group, by number), CUSTOMER (Company), CURRENCY, STATUS, DUE_DATE (the due buckets). */
export type InvoiceGroupBy =
  | 'CURRENCY'
  | 'CUSTOMER'
  | 'DUE_DATE'
  | 'ID'
  | 'STATUS';

/** A page of the groups of an invoice view. */
export type InvoiceGroupPage = {
  __typename?: 'InvoiceGroupPage';
  /** The grouping. */
  groupBy: InvoiceGroupBy;
  /** How many groups came before this page. */
  groupOffset: Scalars['Int']['output'];
  /** The groups on this page, in the view's order. */
  groups: Array<InvoiceGroup>;
  /** Whether groups follow this page. */
  hasMoreGroups: Scalars['Boolean']['output'];
  /** How many groups the view has. */
  totalGroups: Scalars['Int']['output'];
  /** How many invoices the view holds. */
  totalInvoices: Scalars['Int']['output'];
};

/** A page of one group's invoices. */
export type InvoiceGroupRows = {
  __typename?: 'InvoiceGroupRows';
  /** The invoices, in the group's order. */
  items: Array<Invoice>;
  /** Where the next page starts; null when this is the last. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** The outcome of an import: every row saved, or none and every error. */
export type InvoiceImportResult = {
  __typename?: 'InvoiceImportResult';
  /** True when the file was only checked. */
  dryRun: Scalars['Boolean']['output'];
  /** Every problem found; empty when the file is good. */
  errors: Array<ImportErrorItem>;
  /** The lowest invoice number in the file. */
  firstNumber?: Maybe<Scalars['Int']['output']>;
  /** How many invoices were saved (0 when there are errors or on a dry run). */
  imported: Scalars['Int']['output'];
  /** The highest invoice number in the file. */
  lastNumber?: Maybe<Scalars['Int']['output']>;
};

/** One line of an invoice: what was supplied, how many, at what price, and its GST. */
export type InvoiceLine = {
  __typename?: 'InvoiceLine';
  /** What was supplied ('' until given; a tax invoice needs it). */
  description: Scalars['String']['output'];
  /** Its GST, to the currency's minor unit (the invoice's GST is rounded once from the exact sum). */
  gst: Scalars['Decimal']['output'];
  /** How GST applies to it. */
  gstTreatment: GstTreatment;
  /** quantity × unitPrice, exact. */
  lineTotal: Scalars['Decimal']['output'];
  /** How many, exact. */
  quantity: Scalars['Decimal']['output'];
  /** The price of one, exact (negative for a discount). */
  unitPrice: Scalars['Decimal']['output'];
};

/** One line of an invoice: what was supplied, how many, the price of one, and its GST treatment. */
export type InvoiceLineInput = {
  /** What was supplied (a tax invoice needs it) */
  description?: InputMaybe<Scalars['String']['input']>;
  /** standard (15%), zero_rated (exports), exempt, no_gst (seller not registered); left out, the seller's and customer's default */
  gstTreatment?: InputMaybe<GstTreatment>;
  /** Positive, at most 4 decimal places; 1 when left out */
  quantity?: InputMaybe<Scalars['Decimal']['input']>;
  /** The price of one, at most 4 decimal places; negative for a discount */
  unitPrice: Scalars['Decimal']['input'];
};

/** One page of invoices. */
export type InvoicePage = {
  __typename?: 'InvoicePage';
  /** Whether another page follows. */
  hasMore: Scalars['Boolean']['output'];
  /** The invoices on this page, in the requested order. */
  items: Array<Invoice>;
  /** The page size used. */
  limit: Scalars['Int']['output'];
  /** How many invoices were skipped before this page. */
  offset: Scalars['Int']['output'];
};

/** The order of an invoice list. */
export type InvoiceSort =
  | 'DUE_DATE_ASC'
  | 'DUE_DATE_DESC'
  | 'NUMBER_ASC'
  | 'NUMBER_DESC';

/** draft → sent (Send) → paid (Mark Paid); a sent invoice past its due date is overdue. */
export type InvoiceStatus =
  | 'DRAFT'
  | 'OVERDUE'
  | 'PAID'
  | 'SENT';

/** ACTIVE: not archived or written off; ARCHIVE: archived, not written off; WRITEOFFS: written off; ALL: every invoice. */
export type InvoiceView =
  | 'ACTIVE'
  | 'ALL'
  | 'ARCHIVE'
  | 'WRITEOFFS';

/** A credit note: its reason, date, and either its lines or an amount. */
export type IssueCreditNoteInput = {
  /** Positive, at most the currency's minor unit (JPY whole); optional. */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** YYYY-MM-DD, on or after 1990-01-01; optional. */
  date?: InputMaybe<Scalars['Date']['input']>;
  /** What was supplied, line by line; the invoice's amount is their total (with GST when prices exclude it). Left out, one line of the amount; optional. */
  lines?: InputMaybe<Array<InvoiceLineInput>>;
  /** Whether the unit prices include GST; false (they exclude it) when lines are given without it; optional. */
  pricesIncludeGst?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1 to 500 characters. */
  reason: Scalars['String']['input'];
};

/** A person who signs in to the business: its owner or a member. */
export type Member = {
  __typename?: 'Member';
  /** The address they sign in with. */
  email: Scalars['String']['output'];
  /** The person's account id. */
  id: Scalars['ID']['output'];
  /** When they joined (the owner: when the account was made). */
  joinedAt: Scalars['DateTime']['output'];
  /** owner, accountant or viewer. */
  role: Scalars['String']['output'];
};

/** One month of the Monthly Exposure Report: open receivables at the month end (or today). */
export type MonthlyExposureRow = {
  __typename?: 'MonthlyExposureRow';
  /** Native amounts of the report columns USD, EUR, GBP and JPY, in that order. */
  amounts: Array<ReportAmount>;
  /** Open invoices counted at that month end. */
  invoices: Scalars['Int']['output'];
  /** The month as "Mar 2024". */
  label: Scalars['String']['output'];
  /** The month, YYYY-MM. */
  month: Scalars['String']['output'];
  /** Every open currency (not only the four columns) in NZD at current rates. */
  totalNzd: Scalars['Decimal']['output'];
};

/** Several scenarios on one read of the exposure, side by side. */
export type MultiScenarioResult = {
  __typename?: 'MultiScenarioResult';
  /** The business date they were computed for. */
  asOf: Scalars['Date']['output'];
  /** Always NZD. */
  baseCurrency: Currency;
  /** Whether drafts were counted. */
  includeDrafts: Scalars['Boolean']['output'];
  /** The newest effective date among the rates used. */
  rateSnapshotDate?: Maybe<Scalars['Date']['output']>;
  /** One result per shock set, in the order given. */
  scenarios: Array<ScenarioResult>;
  /** Total NZD value now, shared by every scenario. */
  totalCurrent: Scalars['Decimal']['output'];
  /** SPEC's missing-rate warnings and the overdue-share warning. */
  warnings: Array<Scalars['String']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Accepts an invitation: chooses the password and signs in to the business (public; the link works once). */
  acceptInvitation: AuthPayload;
  /** Archives invoices (any status but written off). */
  archiveInvoices: Array<Invoice>;
  /** Cancels an open contract (audited); CONFLICT unless open. */
  cancelHedge: HedgeContract;
  /** Changes a member's role (the owner only; audited). */
  changeMemberRole: Member;
  /** Changes the password, given the current one (audited). Every other session ends; the answer is a new token for this one. A wrong current password counts against the sign-in throttle (TOO_MANY_REQUESTS). */
  changePassword: AuthPayload;
  /** Creates an API key (audited); the secret is in the answer and nowhere else, ever. */
  createApiKey: CreatedApiKey;
  /** Adds a customer (audited); CONFLICT when one of the same name exists (the answer names it). */
  createCustomer: Customer;
  /** Books a forward contract (audited). */
  createHedge: HedgeContract;
  /** Creates a draft invoice with the next invoice number. */
  createInvoice: Invoice;
  /** Deletes a customer with no invoices (audited); CONFLICT when it has invoices (merge it instead). */
  deleteCustomer: Customer;
  /** Deletes a draft invoice and returns it as it was. */
  deleteInvoice: Invoice;
  /** Deletes a saved scenario (audited) and returns it as it was. */
  deleteScenario: SavedScenario;
  /** Deletes an endpoint and its deliveries (audited). */
  deleteWebhook: Webhook;
  /** E-mails the invoice to its customer with its PDF attached (audited; a draft is then sent). CONFLICT when this server has no mail set up. */
  emailInvoice: InvoiceEmail;
  /** Imports invoices from CSV text (SPEC section 5 rules): all rows in one transaction, or none with every error listed. */
  importInvoices: InvoiceImportResult;
  /** Invites a person by e-mail as accountant or viewer (the owner only; audited). The link works once, for 7 days. */
  inviteMember: NewInvitation;
  /** Issues a credit note against a sent invoice: it lowers what is outstanding and the exposure. */
  issueCreditNote: CreditNote;
  /** Signs in. Repeated failures are throttled (TOO_MANY_REQUESTS). */
  login: AuthPayload;
  /** Signs out everywhere: every token issued to this person so far stops working (audited). */
  logout: Scalars['Boolean']['output'];
  /** Merges customer fromId into id (audited): its invoices move here, blank details are taken from it, and it is deleted. */
  mergeCustomers: Customer;
  /** Marks a sent or overdue invoice paid on the date given (today when left out), at the settlement rate given (NZD per unit, e.g. the bank's) or else the rate recorded for that date, recording the realised gain. */
  payInvoice: Invoice;
  /** Pins a saved scenario to the top of the list, or unpins it (audited). */
  pinScenario: SavedScenario;
  /** Records a rate of the signed-in owner's own (audited); it becomes current when it is the newest. CONFLICT when it is more than 20% from the current rate, unless confirmLargeChange is true. */
  recordRate: Rate;
  /** Creates an account and signs it in. */
  register: AuthPayload;
  /** Registers an endpoint (audited); the signing secret is in the answer only. */
  registerWebhook: RegisteredWebhook;
  /** Removes a member: their sessions end and they sign in no more (the owner only; audited). */
  removeMember: Scalars['Boolean']['output'];
  /** Reopens a contract settled or cancelled in the last 7 days: open again, audited as a reversal; CONFLICT when open or the window has passed. */
  reopenHedge: HedgeContract;
  /** E-mails a link to choose a new password if an account uses the address; the answer is the same either way. */
  requestPasswordReset: Scalars['String']['output'];
  /** Queues a report; follow it with the reportJobUpdated subscription (or poll reportJob), then download it. */
  requestReport: ReportJob;
  /** Queues the tax-time bundle (Invoice Ledger, FX Conversion Log, Audit Trail, Write-off Report, Tax Time Summary, and the GST Return of each whole GST period in the range, as one ZIP) for a date range; follow it with reportJobUpdated, then download it. Each file alone: GET /me/reports/tax-time/{file}. */
  requestTaxTimeBundle: ReportJob;
  /** Sends a delivered event again as a new delivery (same event id and body). */
  resendWebhookDelivery: WebhookDelivery;
  /** Sets a new password with a reset link's token (it works once, for 30 minutes); every session ends. BAD_USER_INPUT otherwise. */
  resetPassword: Scalars['String']['output'];
  /** Restores written-off invoices to Active as overdue. */
  restoreInvoices: Array<Invoice>;
  /** Resumes an endpoint paused after failed deliveries (audited). */
  resumeWebhook: Webhook;
  /** Reverses a payment recorded in the last 7 days: the invoice is sent (or overdue) again, its paid date, settlement rate and realised gain cleared; audited as a reversal. CONFLICT when it is not paid or the window has passed. */
  reversePayment: Invoice;
  /** Revokes an API key (audited): every api process refuses it from the moment this answers. */
  revokeApiKey: ApiKey;
  /** Runs shocks on today's exposure (nothing is saved): per-currency current and shocked NZD values, impact and guidance. */
  runScenario: ScenarioResult;
  /** Runs 1 to 10 named shock sets on one read of the exposure, answered side by side. */
  runScenarios: MultiScenarioResult;
  /** Saves a scenario with what it computes now (audited). */
  saveScenario: SavedScenario;
  /** Sends a message to support: stored and audited so none is lost. */
  sendContactMessage: ContactMessage;
  /** Sends a draft. */
  sendInvoice: Invoice;
  /** Replaces the hedge policy (audited). */
  setHedgePolicy: HedgePolicy;
  /** Settles an open contract on the date given (today when omitted) at the rate given or else the rate recorded for that date (audited); CONFLICT unless open. */
  settleHedge: HedgeContract;
  /** Moves archived invoices back to Active. */
  unarchiveInvoices: Array<Invoice>;
  /** Saves business details for tax invoices (fields left out keep their value); audited. A bad field is refused, naming it. */
  updateBusinessDetails: BusinessDetails;
  /** Changes a customer (audited); its invoices keep the name they were issued under. */
  updateCustomer: Customer;
  /** Changes an open contract (audited); CONFLICT when settled or cancelled. */
  updateHedge: HedgeContract;
  /** Changes an invoice; a status change follows the transition rules. */
  updateInvoice: Invoice;
  /** Changes preferences (such as the weekly exposure report); audited. */
  updatePreferences: Preferences;
  /** Saves full name, email and company; audited. A bad field is refused, naming it. */
  updateProfile: Account;
  /** Sets the schedule of overdue reminders (audited). */
  updateReminderSettings: ReminderSettings;
  /** Voids one of the signed-in owner's own recorded rates (audited): it stays in the history marked void and is never current again, so the currency falls back to the newest rate left. NOT_FOUND for another owner's rate; CONFLICT for a shared (built-in or feed) rate or one voided already. */
  voidRate: Rate;
  /** Withdraws an open invitation: its link stops working (the owner only; audited). */
  withdrawInvitation: Scalars['Boolean']['output'];
  /** Writes off overdue invoices (and archives them). */
  writeOffInvoices: Array<Invoice>;
};


export type MutationAcceptInvitationArgs = {
  input: AcceptInvitationInput;
};


export type MutationArchiveInvoicesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCancelHedgeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationChangeMemberRoleArgs = {
  id: Scalars['ID']['input'];
  input: ChangeRoleInput;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


export type MutationCreateCustomerArgs = {
  input: CreateCustomerInput;
};


export type MutationCreateHedgeArgs = {
  input: CreateHedgeInput;
};


export type MutationCreateInvoiceArgs = {
  input: CreateInvoiceInput;
};


export type MutationDeleteCustomerArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteInvoiceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteScenarioArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteWebhookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEmailInvoiceArgs = {
  id: Scalars['ID']['input'];
  input: EmailInvoiceInput;
};


export type MutationImportInvoicesArgs = {
  csv: Scalars['String']['input'];
  dryRun?: Scalars['Boolean']['input'];
};


export type MutationInviteMemberArgs = {
  input: InviteMemberInput;
};


export type MutationIssueCreditNoteArgs = {
  input: IssueCreditNoteInput;
  invoiceId: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  input: CredentialsInput;
};


export type MutationMergeCustomersArgs = {
  fromId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type MutationPayInvoiceArgs = {
  id: Scalars['ID']['input'];
  paymentDate?: InputMaybe<Scalars['String']['input']>;
  settlementRate?: InputMaybe<Scalars['String']['input']>;
};


export type MutationPinScenarioArgs = {
  id: Scalars['ID']['input'];
  pinned?: Scalars['Boolean']['input'];
};


export type MutationRecordRateArgs = {
  input: RecordRateInput;
};


export type MutationRegisterArgs = {
  input: CredentialsInput;
};


export type MutationRegisterWebhookArgs = {
  input: RegisterWebhookInput;
};


export type MutationRemoveMemberArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReopenHedgeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


export type MutationRequestReportArgs = {
  input: RequestReportInput;
};


export type MutationRequestTaxTimeBundleArgs = {
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
};


export type MutationResendWebhookDeliveryArgs = {
  deliveryId: Scalars['ID']['input'];
  webhookId: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationRestoreInvoicesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationResumeWebhookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReversePaymentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRunScenarioArgs = {
  input: RunScenarioInput;
};


export type MutationRunScenariosArgs = {
  input: RunScenariosInput;
};


export type MutationSaveScenarioArgs = {
  input: SaveScenarioInput;
};


export type MutationSendContactMessageArgs = {
  input: SendContactMessageInput;
};


export type MutationSendInvoiceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetHedgePolicyArgs = {
  input: HedgePolicyInput;
};


export type MutationSettleHedgeArgs = {
  id: Scalars['ID']['input'];
  settlementDate?: InputMaybe<Scalars['String']['input']>;
  settlementRate?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUnarchiveInvoicesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationUpdateBusinessDetailsArgs = {
  input: UpdateBusinessDetailsInput;
};


export type MutationUpdateCustomerArgs = {
  id: Scalars['ID']['input'];
  input: UpdateCustomerInput;
};


export type MutationUpdateHedgeArgs = {
  id: Scalars['ID']['input'];
  input: UpdateHedgeInput;
};


export type MutationUpdateInvoiceArgs = {
  id: Scalars['ID']['input'];
  input: UpdateInvoiceInput;
};


export type MutationUpdatePreferencesArgs = {
  input: UpdatePreferencesInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdateReminderSettingsArgs = {
  input: ReminderSettingsInput;
};


export type MutationVoidRateArgs = {
  id: Scalars['ID']['input'];
};


export type MutationWithdrawInvitationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationWriteOffInvoicesArgs = {
  ids: Array<Scalars['ID']['input']>;
};

/** One named shock set of a multi-scenario run. */
export type NamedShocksInput = {
  /** A name to tell it apart; 'Scenario N' when omitted. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 22 currencies, each at most once. */
  shocks: Array<ShockInput>;
};

/** A new invitation, with its link (shown this once). */
export type NewInvitation = {
  __typename?: 'NewInvitation';
  /** The address invited. */
  email: Scalars['String']['output'];
  /** Whether the invitation was e-mailed (false when this server has no mail set up). */
  emailed: Scalars['Boolean']['output'];
  /** When its link stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** The invitation id. */
  id: Scalars['ID']['output'];
  /** When it was sent. */
  invitedAt: Scalars['DateTime']['output'];
  /** The link to accept it; pass it on yourself when the e-mail could not go. */
  link: Scalars['String']['output'];
  /** accountant or viewer. */
  role: Scalars['String']['output'];
  /** pending, or expired (invite again for a new link). */
  status: Scalars['String']['output'];
};

/** The Overdue Invoice Summary: rows, most overdue first, and totals. */
export type OverdueReport = {
  __typename?: 'OverdueReport';
  /** How many are overdue. */
  count: Scalars['Int']['output'];
  /** The longest days overdue (0 with none). */
  longestDays: Scalars['Int']['output'];
  /** Overdue invoices, most overdue first: at most 100 (count, longestDays and totalNzd cover them all; the export lists every one). */
  rows: Array<OverdueReportRow>;
  /** Their sum in NZD at current rates. */
  totalNzd: Scalars['Decimal']['output'];
};

/** An overdue invoice issued in the range. */
export type OverdueReportRow = {
  __typename?: 'OverdueReportRow';
  /** The amount in its currency. */
  amount: Scalars['Decimal']['output'];
  /** The customer. */
  counterparty: Scalars['String']['output'];
  /** The invoice currency. */
  currency: Scalars['String']['output'];
  /** Days past the due date today. */
  daysOverdue: Scalars['Int']['output'];
  /** The due date. */
  dueDate: Scalars['Date']['output'];
  /** The invoice id. */
  id: Scalars['String']['output'];
  /** The invoice number as INV-0001. */
  label: Scalars['String']['output'];
  /** The amount in NZD at the current rate. */
  nzd: Scalars['Decimal']['output'];
  /** SPEC's priority band: High (over 30 days), Medium (over 14), Low. */
  priority: Scalars['String']['output'];
};

/** What paying an invoice would record, worked out by the same code as payInvoice but not recorded: for a dialog that asks first. */
export type PaymentPreview = {
  __typename?: 'PaymentPreview';
  /** The rate the invoice was booked at, NZD per unit; null if never booked. */
  bookedRate?: Maybe<Scalars['Decimal']['output']>;
  /** The payment date: the one given, or today. */
  paymentDate: Scalars['Date']['output'];
  /** Why there is no realised gain, when there is none. */
  realisedGainNote?: Maybe<Scalars['String']['output']>;
  /** The realised gain (positive) or loss (negative) in NZD against the booking rate, exact; null when there is none. */
  realisedGainNzd?: Maybe<Scalars['Decimal']['output']>;
  /** The rate it would settle at, NZD per unit: the one given, or the rate recorded for the payment date; null when none is known. */
  settlementRate?: Maybe<Scalars['Decimal']['output']>;
  /** That rate's date (the payment date for a rate given). */
  settlementRateDate?: Maybe<Scalars['Date']['output']>;
  /** Where that rate comes from: 'given' or the rate's source. */
  settlementRateSource?: Maybe<Scalars['String']['output']>;
};

/** How fast one customer pays: invoices issued in the range, days from sending to payment. */
export type PaymentTrendRow = {
  __typename?: 'PaymentTrendRow';
  /** Average days from sending to payment over the paid invoices, one decimal. */
  averageDays: Scalars['Float']['output'];
  /** The customer. */
  counterparty: Scalars['String']['output'];
  /** Paid invoices the average is over. */
  paidInvoices: Scalars['Int']['output'];
  /** Invoices issued to the customer in the range (not drafts). */
  totalInvoices: Scalars['Int']['output'];
  /** SPEC's trend: Improving (under 25 days), Slowing (over 35), else Stable. */
  trend: Scalars['String']['output'];
};

/** The signed-in user's preferences (Settings, Preferences tab). */
export type Preferences = {
  __typename?: 'Preferences';
  /** Base currency shown in settings: NZD, USD, EUR, GBP or AUD (figures stay in NZD). */
  baseCurrency: Scalars['String']['output'];
  /** Date format: dd/mm/yyyy, mm/dd/yyyy or yyyy-mm-dd. */
  dateFormat: Scalars['String']['output'];
  /** General e-mail notifications (default on). */
  emailNotifications: Scalars['Boolean']['output'];
  /** Number format: comma '1,234.56', space '1 234.56' or period '1.234,56'. */
  numberFormat: Scalars['String']['output'];
  /** Overdue invoice alerts by e-mail (default on). */
  overdueAlerts: Scalars['Boolean']['output'];
  /** The IANA time zone timestamps are shown in (default Pacific/Auckland). */
  timeZone: Scalars['String']['output'];
  /** When they were last changed; null while all are defaults. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Generate the exposure report every Monday, stored and e-mailed when mail is set up (default off). */
  weeklyExposureReport: Scalars['Boolean']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The signed-in user's profile and billing details. */
  account: Account;
  /** The caller's API keys, newest first, revoked ones included. */
  apiKeys: Array<ApiKey>;
  /** The signed-in owner's audit events, newest first (the dashboard shows 50). */
  auditEvents: AuditEventPage;
  /** The entity types and actions present in the owner's trail (the audit filters' choices). */
  auditFacets: AuditFacets;
  /** The signed-in owner's business details for tax invoices, and what they still lack. */
  businessDetails: BusinessDetails;
  /** Exactly two saved scenarios side by side, as saved and today, with SPEC's 'similar' rule. */
  compareScenarios: ScenarioComparison;
  /** The signed-in user's messages to support, newest first. */
  contactMessages: Array<ContactMessage>;
  /** One credit note by its number (1 or CN-0001); NOT_FOUND when the owner has none. */
  creditNote: CreditNote;
  /** A page of the signed-in owner's credit notes, newest first. */
  creditNotes: Array<CreditNote>;
  /** One customer; NOT_FOUND for an unknown id or another owner's. */
  customer: Customer;
  /** The signed-in owner's customers by name, with what their invoices say of them. */
  customers: CustomerPage;
  /** The exposure by currency with totals, unrealised gain/loss, the due horizon and warnings. Counts sent and overdue invoices (drafts when includeDrafts), not written-off ones; archived-but-unpaid invoices still count. */
  exposure: Exposure;
  /** The exposure by due-date bucket: Overdue, Due Today, Next 7 Days, Next 30 Days, Later. */
  exposureAging: ExposureAging;
  /** The exposure by counterparty, highest NZD value first (same invoices as exposure). */
  exposureByCounterparty: CounterpartyExposurePage;
  /** The signed-in owner's most recent GST periods by their filing frequency and balance month, newest first (a period picker). */
  gstPeriods: GstPeriods;
  /** The sales boxes 5 to 10 of IR's GST return for one of the signed-in owner's GST periods, with a page of the supplies behind them. BAD_USER_INPUT naming from or to when they are not exactly one period (by the filing frequency and balance month); CONFLICT when the business is not registered for GST. */
  gstReturn: GstReturn;
  /** One contract; NOT_FOUND for an unknown id or another owner's. */
  hedge: HedgeContract;
  /** Net exposure: gross, hedged, unhedged and hedge ratio per currency and horizon bucket, with policy compliance. */
  hedgeCoverage: HedgeCoverage;
  /** Open contracts at today's rate against their locked rate: per currency and a page of contracts. */
  hedgeMarkToMarket: HedgeMarkToMarket;
  /** Target hedge ratios per horizon bucket (null: no target). */
  hedgePolicy: HedgePolicy;
  /** What settleHedge with these arguments would record (date, rate, realised gain), without recording it. The same errors as settleHedge. */
  hedgeSettlementPreview: HedgeSettlementPreview;
  /** The signed-in owner's forward contracts, soonest maturity first. */
  hedges: HedgeContractPage;
  /** What an invitation link invites to (public). BAD_USER_INPUT when the link does not work. */
  invitation: InvitationDetails;
  /** One invoice by its id, the owner's own invoice number (1 is their first); NOT_FOUND when the owner has none. */
  invoice: Invoice;
  /** One invoice by the number the owner sees ("42", "#42" or "INV-0042"), as the web's addresses use; NOT_FOUND when the owner has none. */
  invoiceByNumber: Invoice;
  /** Counts for the tab badges. */
  invoiceCounts: InvoiceCounts;
  /** What e-mailing this invoice would say by default, and whether mail is set up. */
  invoiceEmailDraft: InvoiceEmailDraft;
  /** An invoice's e-mails to its customer, newest first. */
  invoiceEmails: Array<InvoiceEmail>;
  /** A page of one group's invoices, after a cursor from invoiceGroups or an earlier page. */
  invoiceGroupRows: InvoiceGroupRows;
  /** The signed-in owner's invoices grouped as an invoice view (SPEC's Invoice views), grouped in the database: every group's header, and the first rows of a page of groups. */
  invoiceGroups: InvoiceGroupPage;
  /** A page of the signed-in owner's invoices. */
  invoices: InvoicePage;
  /** The signed-in user. */
  me: User;
  /** What payInvoice with these arguments would record (date, rate, its source and date, realised gain), without recording it. The same errors as payInvoice. */
  paymentPreview: PaymentPreview;
  /** The signed-in user's preferences. */
  preferences: Preferences;
  /** Whether the rate feed is configured and working, and what its last runs brought. */
  rateFeedStatus: RateFeedStatus;
  /** One currency's rate history as the owner sees it (shared and own), newest effective first. */
  rateHistory: Array<Rate>;
  /** The current rate of each supported currency: the newest effective, the owner's own winning a tie. */
  rates: CurrentRates;
  /** The schedule of overdue reminders. */
  reminderSettings: ReminderSettings;
  /** One of the signed-in owner's report jobs; NOT_FOUND for another owner's. */
  reportJob: ReportJob;
  /** The signed-in owner's newest report jobs. */
  reportJobs: Array<ReportJob>;
  /** A template's preview for a date range, from the signed-in owner's invoices: the banner count and the template's rows. The custom report previews its chosen sections by name only (none is allowed here; exporting needs one). */
  reportPreview: ReportPreview;
  /** One saved scenario (load); NOT_FOUND for an unknown id or another owner's. */
  scenario: SavedScenario;
  /** The invoices a saved scenario's non-zero shocks touch today, soonest due first. */
  scenarioAffectedInvoices: InvoicePage;
  /** Saved scenarios: pinned first, then newest. */
  scenarios: Array<SavedScenario>;
  /** The business's owner, members and open invitations. */
  team: Team;
  /** How many sent, open invoices fall short of Inland Revenue's taxable supply information rules (each invoice lists its own as tsiIssues). */
  tsiShortfall: Scalars['Int']['output'];
  /** Recomputes the owner's hash chain and reports the first broken link. */
  verifyAuditTrail: AuditVerification;
  /** An endpoint's latest 50 deliveries, newest first; NOT_FOUND for another owner's. */
  webhookDeliveries: Array<WebhookDelivery>;
  /** The caller's webhook endpoints. */
  webhooks: Array<Webhook>;
};


export type QueryAuditEventsArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  entityType?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCompareScenariosArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryContactMessagesArgs = {
  limit?: Scalars['Int']['input'];
};


export type QueryCreditNoteArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCreditNotesArgs = {
  from?: InputMaybe<Scalars['Date']['input']>;
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
  to?: InputMaybe<Scalars['Date']['input']>;
};


export type QueryCustomerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustomersArgs = {
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryExposureArgs = {
  includeDrafts?: Scalars['Boolean']['input'];
};


export type QueryExposureAgingArgs = {
  includeDrafts?: Scalars['Boolean']['input'];
};


export type QueryExposureByCounterpartyArgs = {
  includeDrafts?: Scalars['Boolean']['input'];
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
};


export type QueryGstPeriodsArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGstReturnArgs = {
  from: Scalars['Date']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  to: Scalars['Date']['input'];
};


export type QueryHedgeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryHedgeCoverageArgs = {
  includeDrafts?: Scalars['Boolean']['input'];
};


export type QueryHedgeMarkToMarketArgs = {
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
};


export type QueryHedgeSettlementPreviewArgs = {
  id: Scalars['ID']['input'];
  settlementDate?: InputMaybe<Scalars['String']['input']>;
  settlementRate?: InputMaybe<Scalars['String']['input']>;
};


export type QueryHedgesArgs = {
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
  status?: InputMaybe<HedgeStatus>;
};


export type QueryInvitationArgs = {
  token: Scalars['String']['input'];
};


export type QueryInvoiceArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInvoiceByNumberArgs = {
  number: Scalars['String']['input'];
};


export type QueryInvoiceCountsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  view?: InvoiceView;
};


export type QueryInvoiceEmailDraftArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInvoiceEmailsArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInvoiceGroupRowsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  groupBy: InvoiceGroupBy;
  key: Scalars['String']['input'];
  limit?: Scalars['Int']['input'];
  view?: InvoiceView;
};


export type QueryInvoiceGroupsArgs = {
  groupBy: InvoiceGroupBy;
  groupLimit?: Scalars['Int']['input'];
  groupOffset?: Scalars['Int']['input'];
  rowBudget?: InputMaybe<Scalars['Int']['input']>;
  rows?: Scalars['Int']['input'];
  view?: InvoiceView;
};


export type QueryInvoicesArgs = {
  customerId?: InputMaybe<Scalars['ID']['input']>;
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InvoiceSort;
  status?: InputMaybe<InvoiceStatus>;
  view?: InvoiceView;
};


export type QueryPaymentPreviewArgs = {
  id: Scalars['ID']['input'];
  paymentDate?: InputMaybe<Scalars['String']['input']>;
  settlementRate?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRateHistoryArgs = {
  currency: Currency;
  limit?: Scalars['Int']['input'];
};


export type QueryReportJobArgs = {
  id: Scalars['ID']['input'];
};


export type QueryReportJobsArgs = {
  limit?: Scalars['Int']['input'];
};


export type QueryReportPreviewArgs = {
  from: Scalars['Date']['input'];
  sections?: InputMaybe<Array<ReportSection>>;
  template: ReportTemplate;
  to: Scalars['Date']['input'];
};


export type QueryScenarioArgs = {
  id: Scalars['ID']['input'];
};


export type QueryScenarioAffectedInvoicesArgs = {
  id: Scalars['ID']['input'];
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
};


export type QueryWebhookDeliveriesArgs = {
  webhookId: Scalars['ID']['input'];
};

/** An FX rate: how many NZD one unit of a currency is worth, with where and when it came from. */
export type Rate = {
  __typename?: 'Rate';
  /** The currency the rate converts from. */
  currency: Currency;
  /** The date the rate applies from. */
  effectiveDate: Scalars['Date']['output'];
  /** The id of this entry of the rate history. */
  id: Scalars['ID']['output'];
  /** NZD per one unit of the currency, exact (up to 10 decimal places). */
  nzdPerUnit: Scalars['Decimal']['output'];
  /** The signed-in owner's own entry, rather than a shared built-in or feed rate. */
  own: Scalars['Boolean']['output'];
  /** Spot, mid-month or end-of-month. */
  rateType: RateType;
  /** When it was recorded. */
  recordedAt: Scalars['DateTime']['output'];
  /** Where it came from: 'built-in', 'feed', 'manual' or the source a person named. */
  source: Scalars['String']['output'];
  /** Older than the configured age (RATE_STALE_HOURS, default 72 hours): show it as stale. */
  stale: Scalars['Boolean']['output'];
  /** When the owner voided it (a voided rate is never current); null unless voided. */
  voidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who voided it, as the audit trail names them; null unless voided. */
  voidedBy?: Maybe<Scalars['String']['output']>;
};

/** One fetch of the rate feed. */
export type RateFeedRun = {
  __typename?: 'RateFeedRun';
  /** Currencies it brought. */
  currencies: Array<Scalars['String']['output']>;
  /** Why it failed. */
  error?: Maybe<Scalars['String']['output']>;
  /** The feed's date for its rates. */
  feedDate?: Maybe<Scalars['Date']['output']>;
  /** When it finished. */
  finishedAt: Scalars['DateTime']['output'];
  /** Supported currencies it omitted; their last rates stay in use. */
  missing: Array<Scalars['String']['output']>;
  /** Whether it brought usable rates. */
  ok: Scalars['Boolean']['output'];
  /** How many new rates it recorded (a repeat of a known date records none). */
  recorded: Scalars['Int']['output'];
  /** When the fetch started. */
  startedAt: Scalars['DateTime']['output'];
};

/** Whether the rate feed is working; a failure is shown, never silent. */
export type RateFeedStatus = {
  __typename?: 'RateFeedStatus';
  /** Whether the feed is on (RATES_FEED_URL is not off). */
  configured: Scalars['Boolean']['output'];
  /** The newest run failed; the last good rates are still in use. */
  failing: Scalars['Boolean']['output'];
  /** Seconds between fetches. */
  intervalSeconds: Scalars['Int']['output'];
  /** The newest run that failed, with its reason. */
  lastFailure?: Maybe<RateFeedRun>;
  /** The newest run, good or bad. */
  lastRun?: Maybe<RateFeedRun>;
  /** The newest run that brought rates. */
  lastSuccess?: Maybe<RateFeedRun>;
  /** A sentence for the status line. */
  message: Scalars['String']['output'];
  /** The feed address (RATES_FEED_URL); null when the feed is off. */
  url?: Maybe<Scalars['String']['output']>;
};

/** How a rate was taken: a spot rate, a mid-month rate or an end-of-month rate. */
export type RateType =
  | 'END_OF_MONTH'
  | 'MID_MONTH'
  | 'SPOT';

/** A rate the signed-in owner records; it is their own (audited) and wins over a shared rate of the same date. */
export type RecordRateInput = {
  /** Record it even though it is more than 20% from the current rate; without it such a rate is refused (CONFLICT). */
  confirmLargeChange?: InputMaybe<Scalars['Boolean']['input']>;
  /** The currency; not NZD, whose rate is always 1. */
  currency: Currency;
  /** The date it applies from; today when omitted; never in the future. */
  effectiveDate?: InputMaybe<Scalars['Date']['input']>;
  /** NZD per one unit: positive, at most 10 decimal places. */
  nzdPerUnit: Scalars['Decimal']['input'];
  /** Spot (default), mid-month or end-of-month. */
  rateType?: InputMaybe<RateType>;
  /** Where the rate came from (1 to 60 characters); 'manual' when omitted. */
  source?: InputMaybe<Scalars['String']['input']>;
};

/** A webhook endpoint to register. */
export type RegisterWebhookInput = {
  /** One or more of invoice.status_changed, exposure.changed, exposure.threshold_crossed, report.completed. */
  events: Array<Scalars['String']['input']>;
  /** An http(s) URL. */
  url: Scalars['String']['input'];
};

/** A new endpoint with its signing secret, which is never shown again. */
export type RegisteredWebhook = {
  __typename?: 'RegisteredWebhook';
  /** The HMAC-SHA256 signing secret (whsec_...). */
  secret: Scalars['String']['output'];
  /** The endpoint. */
  webhook: Webhook;
};

/** The owner's schedule of overdue reminders e-mailed to customers. */
export type ReminderSettings = {
  __typename?: 'ReminderSettings';
  /** Whether reminders are sent. */
  enabled: Scalars['Boolean']['output'];
  /** Days after the due date the first goes. */
  firstAfterDays: Scalars['Int']['output'];
  /** Whether this server can send mail (SMTP_URL set); without it none goes. */
  mailEnabled: Scalars['Boolean']['output'];
  /** Reminders per invoice at most. */
  maxReminders: Scalars['Int']['output'];
  /** Days between reminders. */
  repeatEveryDays: Scalars['Int']['output'];
  /** When it was last set; null while never. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** The whole schedule; a number left out takes its default. */
export type ReminderSettingsInput = {
  /** Whether reminders are sent; optional. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Days after the due date the first goes (default 7); optional. */
  firstAfterDays?: InputMaybe<Scalars['Int']['input']>;
  /** Reminders per invoice at most (default 3); optional. */
  maxReminders?: InputMaybe<Scalars['Int']['input']>;
  /** Days between reminders (default 7); optional. */
  repeatEveryDays?: InputMaybe<Scalars['Int']['input']>;
};

/** A native amount in one currency. */
export type ReportAmount = {
  __typename?: 'ReportAmount';
  /** The amount in that currency, rounded to its minor unit. */
  amount: Scalars['Decimal']['output'];
  /** ISO currency code. */
  currency: Scalars['String']['output'];
};

/** A report job's file: PDF, CSV, or ZIP (the tax-time bundle). */
export type ReportFileFormat =
  | 'CSV'
  | 'PDF'
  | 'ZIP';

/** The file a report is made as. */
export type ReportFormat =
  | 'CSV'
  | 'PDF';

/** A report made in the background by the report worker. */
export type ReportJob = {
  __typename?: 'ReportJob';
  /** Attempts made so far (failed attempts are retried). */
  attempts: Scalars['Int']['output'];
  /** When it was requested. */
  createdAt: Scalars['DateTime']['output'];
  /** Where its owner downloads it (with the bearer token), once done. */
  downloadUrl?: Maybe<Scalars['String']['output']>;
  /** Why the last attempt failed; for a failed job, the reason. */
  error?: Maybe<Scalars['String']['output']>;
  /** The download name, once done. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** When it completed or finally failed. */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** PDF or CSV; ZIP for the tax-time bundle. */
  format: ReportFileFormat;
  /** First day of the range. */
  from?: Maybe<Scalars['Date']['output']>;
  /** The job id. */
  id: Scalars['ID']['output'];
  /** What it makes: template (a Reports page template), exposure (the exposure report) or tax-time (the tax-time bundle, a ZIP). */
  kind: Scalars['String']['output'];
  /** How far it got, 0 to 100. */
  progress: Scalars['Int']['output'];
  /** The custom report's sections. */
  sections: Array<ReportSection>;
  /** The file size in bytes, once done. */
  sizeBytes?: Maybe<Scalars['Int']['output']>;
  /** Where the job is. */
  status: ReportJobStatus;
  /** The template; null for the exposure report and the tax-time bundle. */
  template?: Maybe<ReportTemplate>;
  /** Last day of the range. */
  to?: Maybe<Scalars['Date']['output']>;
  /** What asked for it: request, weekly or cli. */
  trigger: Scalars['String']['output'];
};

/** queued (also between retries) → running → completed or failed. */
export type ReportJobStatus =
  | 'COMPLETED'
  | 'FAILED'
  | 'QUEUED'
  | 'RUNNING';

/** A Reports page preview: the banner's count and the chosen template's rows, computed from the owner's invoices. */
export type ReportPreview = {
  __typename?: 'ReportPreview';
  /** currency-breakdown. */
  breakdown?: Maybe<CurrencyBreakdown>;
  /** exposure-summary: one row per month of the range up to today. */
  exposure?: Maybe<Array<MonthlyExposureRow>>;
  /** First day of the range. */
  from: Scalars['Date']['output'];
  /** exposure-summary: realised and unrealised FX gains over the range. */
  fxGains?: Maybe<FxGains>;
  /** exposure-summary: hedge policy compliance today by currency and horizon (as the Hedges screen shows it); null without a policy or open contracts. */
  hedgeCompliance?: Maybe<HedgeCoverage>;
  /** Invoices issued in the range (all statuses): the banner count. */
  inRange: Scalars['Int']['output'];
  /** overdue-summary. */
  overdue?: Maybe<OverdueReport>;
  /** The custom report's chosen sections. */
  sections: Array<ReportSection>;
  /** The template previewed. */
  template: ReportTemplate;
  /** Last day of the range. */
  to: Scalars['Date']['output'];
  /** payment-trends: customers with at least one paid invoice, by name. */
  trends?: Maybe<Array<PaymentTrendRow>>;
  /** Warnings such as a missing FX rate (1.0 used). */
  warnings: Array<Scalars['String']['output']>;
};

/** The custom report's sections: Invoices Summary, Monthly Exposure by Currency, Overdue Invoices Summary, Saved Scenarios Overview. */
export type ReportSection =
  | 'EXPOSURE'
  | 'INVOICES'
  | 'OVERDUE'
  | 'SCENARIOS';

/** The Reports page's templates (SPEC section 2's five, and the GST return: its range must be one GST period). */
export type ReportTemplate =
  | 'CURRENCY_BREAKDOWN'
  | 'CUSTOM_REPORT'
  | 'EXPOSURE_SUMMARY'
  | 'GST_RETURN'
  | 'OVERDUE_SUMMARY'
  | 'PAYMENT_TRENDS';

/** The e-mail address of the account. */
export type RequestPasswordResetInput = {
  /** The e-mail address the account signs in with, up to 254 characters. */
  email: Scalars['String']['input'];
};

/** What report to make, for which dates, and as what file. */
export type RequestReportInput = {
  /** PDF (the default) or CSV. */
  format?: ReportFormat;
  /** First day of the range (invoices issued on or after it). */
  from: Scalars['Date']['input'];
  /** The custom report's sections, at least one; ignored by other templates. */
  sections?: InputMaybe<Array<ReportSection>>;
  /** The template. */
  template: ReportTemplate;
  /** Last day of the range (inclusive). */
  to: Scalars['Date']['input'];
};

/** The reset link's token and the new password. */
export type ResetPasswordInput = {
  /** The password from now on, 6 to 1,024 characters; not one of the most common passwords. */
  newPassword: Scalars['String']['input'];
  /** The token from the reset link (after ?token=), 20 to 200 characters. */
  token: Scalars['String']['input'];
};

/** A scenario: shocks on today's exposure. */
export type RunScenarioInput = {
  /** The base currency; only NZD (the default). */
  baseCurrency?: InputMaybe<Currency>;
  /** Also count drafts (default false). */
  includeDrafts?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1 to 22 currencies, each at most once. */
  shocks: Array<ShockInput>;
};

/** Several shock sets run on one read of the exposure, answered side by side. */
export type RunScenariosInput = {
  /** The base currency; only NZD (the default). */
  baseCurrency?: InputMaybe<Currency>;
  /** Also count drafts (default false). */
  includeDrafts?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1 to 10 shock sets, answered in this order. */
  scenarios: Array<NamedShocksInput>;
};

/** A scenario to save with what it computes now. */
export type SaveScenarioInput = {
  /** The base currency; only NZD (the default). */
  baseCurrency?: InputMaybe<Currency>;
  /** Also count drafts (default false). */
  includeDrafts?: InputMaybe<Scalars['Boolean']['input']>;
  /** A non-blank name, at most 120 characters ('Please enter a name for this scenario'). */
  name: Scalars['String']['input'];
  /** 1 to 22 currencies, each at most once. */
  shocks: Array<ShockInput>;
  /** Tags from: Board Report, Worst Case, Best Case, Pricing Review, Hedge Decision. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A saved scenario: its shocks, what it computed when saved, and what it gives now. */
export type SavedScenario = {
  __typename?: 'SavedScenario';
  /** Affected currencies when saved. */
  affectedCurrencies: Array<Currency>;
  /** Affected invoices when saved. */
  affectedInvoiceCount: Scalars['Int']['output'];
  /** The same shocks re-run on today's exposure and rates. */
  current: ScenarioResult;
  /** When it was saved. */
  date: Scalars['DateTime']['output'];
  /** The id. */
  id: Scalars['ID']['output'];
  /** Impact in NZD when saved. */
  impactAmount: Scalars['Decimal']['output'];
  /** Whether drafts are counted. */
  includeDrafts: Scalars['Boolean']['output'];
  /** Pinned to the top of the list. */
  isPinned: Scalars['Boolean']['output'];
  /** The name. */
  name: Scalars['String']['output'];
  /** The shock in percent as computed when saved (the slider value for a uniform shock). */
  rateShock: Scalars['Decimal']['output'];
  /** The business date its rates were read on. */
  rateSnapshotDate: Scalars['Date']['output'];
  /** Everything it computed when saved. */
  saved: ScenarioResult;
  /** The shock vector, kept as saved. */
  shocks: Array<Shock>;
  /** Tags from SPEC's list. */
  tags: Array<Scalars['String']['output']>;
  /** Total NZD exposure when saved. */
  totalExposure: Scalars['Decimal']['output'];
};

/** Exactly two saved scenarios side by side, with SPEC's 'similar' rule (impacts under 500 NZD apart). */
export type ScenarioComparison = {
  __typename?: 'ScenarioComparison';
  /** Both re-run on today's exposure and rates. */
  current: Array<ScenarioResult>;
  /** Second scenario's saved impact minus the first's. */
  impactDifference: Scalars['Decimal']['output'];
  /** The two scenarios, in the order asked. */
  scenarios: Array<SavedScenario>;
  /** Every currency either scenario shocks. */
  shocks: Array<ShockComparison>;
  /** The saved impacts differ by under 500 NZD. */
  similar: Scalars['Boolean']['output'];
  /** Today's impacts differ by under 500 NZD. */
  similarNow: Scalars['Boolean']['output'];
};

/** One currency of a scenario. NZD figures rounded to cents. */
export type ScenarioLine = {
  __typename?: 'ScenarioLine';
  /** The currency. */
  currency: Currency;
  /** NZD value now. */
  currentNzd: Scalars['Decimal']['output'];
  /** Shocked minus current. */
  impact: Scalars['Decimal']['output'];
  /** Invoices counted in the currency. */
  invoiceCount: Scalars['Int']['output'];
  /** The shock applied, as a fraction (0 when not shocked). */
  shock: Scalars['Decimal']['output'];
  /** NZD value after the shock: current × (1 + shock). */
  shockedNzd: Scalars['Decimal']['output'];
};

/** What a set of shocks does to the exposure. */
export type ScenarioResult = {
  __typename?: 'ScenarioResult';
  /** Currencies with exposure and a non-zero shock. */
  affectedCurrencies: Array<Currency>;
  /** Invoices in currencies with a non-zero shock. */
  affectedInvoiceCount: Scalars['Int']['output'];
  /** The business date it was computed for. */
  asOf: Scalars['Date']['output'];
  /** Always NZD. */
  baseCurrency: Currency;
  /** SPEC's guidance for this shock and impact. */
  guidance: Guidance;
  /** Whether drafts were counted. */
  includeDrafts: Scalars['Boolean']['output'];
  /** Every currency of the exposure, highest current NZD value first. */
  lines: Array<ScenarioLine>;
  /** The name given (multi-scenario runs and saved scenarios). */
  name?: Maybe<Scalars['String']['output']>;
  /** The newest effective date among the rates used. */
  rateSnapshotDate?: Maybe<Scalars['Date']['output']>;
  /** The shock the guidance reads, in percent: the exposure-weighted mean of the shocks (the slider value for a uniform shock). */
  shockPercent: Scalars['Decimal']['output'];
  /** The shocks applied. */
  shocks: Array<Shock>;
  /** Total NZD value now. */
  totalCurrent: Scalars['Decimal']['output'];
  /** Total impact: shocked minus current. */
  totalImpact: Scalars['Decimal']['output'];
  /** Total NZD value after the shocks. */
  totalShocked: Scalars['Decimal']['output'];
  /** SPEC's missing-rate warnings. */
  warnings: Array<Scalars['String']['output']>;
  /** The impact with hedges beside the impact without (null on saved runs). */
  withHedges?: Maybe<HedgedScenario>;
};

/** Contact Support: every field required, email in valid format (SPEC section 5). */
export type SendContactMessageInput = {
  /** Your email address. */
  email: Scalars['String']['input'];
  /** Message, at most 5000 characters. */
  message: Scalars['String']['input'];
  /** Your name. */
  name: Scalars['String']['input'];
  /** Subject, at most 200 characters. */
  subject: Scalars['String']['input'];
};

/** A shock on one currency. */
export type Shock = {
  __typename?: 'Shock';
  /** The currency. */
  currency: Currency;
  /** The same in percent. */
  percent: Scalars['Decimal']['output'];
  /** The shock as a fraction: 0.1 is +10%. */
  shock: Scalars['Decimal']['output'];
};

/** A currency's shock in each of two compared scenarios. */
export type ShockComparison = {
  __typename?: 'ShockComparison';
  /** The currency. */
  currency: Currency;
  /** Its shock in the first scenario (0 when not shocked). */
  first: Scalars['Decimal']['output'];
  /** Its shock in the second. */
  second: Scalars['Decimal']['output'];
};

/** One currency shocked against NZD. */
export type ShockInput = {
  /** A supported currency other than NZD. */
  currency: Currency;
  /** The shock as a fraction from -1 to 1: 0.1 is +10% (the currency is worth 10% more NZD). */
  shock: Scalars['Float']['input'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Pushes the signed-in owner's exposure whenever one of their invoices changes or a rate they use is recorded (over graphql-ws at /graphql, authenticated by the same bearer token). Never another owner's changes. */
  exposureChanged: ExposureUpdate;
  /** Pushes a report job as it is now, then every time its status or progress moves, until the client stops (over graphql-ws at /graphql with the bearer token). NOT_FOUND for another owner's job. */
  reportJobUpdated: ReportJob;
};


export type SubscriptionExposureChangedArgs = {
  includeDrafts?: Scalars['Boolean']['input'];
};


export type SubscriptionReportJobUpdatedArgs = {
  id: Scalars['ID']['input'];
};

/** The rate an invoice was converted to NZD at for GST, frozen at the time of supply (GST Act s77(1)). */
export type SupplyRate = {
  __typename?: 'SupplyRate';
  /** The rate's effective date. */
  date: Scalars['Date']['output'];
  /** NZD per one unit of the invoice currency (1 for NZD). */
  rate: Scalars['Decimal']['output'];
  /** Where the rate came from. */
  source: Scalars['String']['output'];
  /** Spot, mid-month or end-of-month. */
  type: RateType;
};

/** The business's people. */
export type Team = {
  __typename?: 'Team';
  /** Invitations still open, newest first. */
  invitations: Array<Invitation>;
  /** The owner first, then the members. */
  members: Array<Member>;
};

/** Something an invoice lacks to be a lawful tax invoice for its NZD value (Inland Revenue's taxable supply information). */
export type TsiIssue = {
  __typename?: 'TsiIssue';
  /** Which rule: supplier_name, description, supplier_gst_number, recipient_name, recipient_identifier, zero_rating_evidence. */
  code: Scalars['String']['output'];
  /** The field to fix, by its REST name (company_name and gst_number are Settings, Account). */
  field: Scalars['String']['output'];
  /** What to do, in a sentence. */
  message: Scalars['String']['output'];
};

/** Business details to save; a field left out keeps its value, an empty string clears it. */
export type UpdateBusinessDetailsInput = {
  /** Address, at most 400 characters (newlines allowed). */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Bank account, such as 12-3456-0123456-00. */
  bankAccount?: InputMaybe<Scalars['String']['input']>;
  /** The bank's name, at most 80 characters. */
  bankName?: InputMaybe<Scalars['String']['input']>;
  /** Company name, at most 160 characters. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** The month of the balance date, 1 (January) to 12 (December). */
  gstBalanceMonth?: InputMaybe<Scalars['Int']['input']>;
  /** How often GST returns are filed: monthly, two_monthly or six_monthly. */
  gstFilingFrequency?: InputMaybe<Scalars['String']['input']>;
  /** GST number: an IRD number of 8 or 9 digits passing IR's check digit, such as 49-091-850; stored as IR writes it. */
  gstNumber?: InputMaybe<Scalars['String']['input']>;
  /** Whether the business is registered for GST; registered needs a valid GST number. */
  gstRegistered?: InputMaybe<Scalars['Boolean']['input']>;
  /** Logo: a PNG or JPEG data: URL of at most 60,000 characters whose bytes are a readable image at most 4096 pixels a side, or an empty string to remove it. */
  logo?: InputMaybe<Scalars['String']['input']>;
  /** New Zealand Business Number: 13 digits passing the GS1 check digit (spaces dropped), or an empty string to remove it. */
  nzbn?: InputMaybe<Scalars['String']['input']>;
  /** Payment instructions, at most 500 characters (newlines allowed). */
  paymentInstructions?: InputMaybe<Scalars['String']['input']>;
  /** SWIFT/BIC: 4 letters (bank), 2 letters (country), 2 letters or digits (location), optionally 3 more (branch); upper-cased. */
  swiftBic?: InputMaybe<Scalars['String']['input']>;
  /** Trading name, at most 160 characters. */
  tradingName?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a customer; omitted fields stay as they are, null or '' clears a detail. */
export type UpdateCustomerInput = {
  /** Billing address, up to 500 characters; unchanged. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Business number, up to 40 characters; unchanged. */
  businessNumber?: InputMaybe<Scalars['String']['input']>;
  /** Country; unchanged. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** Default currency; unchanged. */
  defaultCurrency?: InputMaybe<Scalars['String']['input']>;
  /** Email, up to 254 characters; unchanged. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Name, 1 to 200 characters; unchanged. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Notes, up to 2,000 characters; unchanged. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Payment terms (days); unchanged. */
  paymentTermsDays?: InputMaybe<Scalars['Int']['input']>;
  /** Phone, up to 40 characters; unchanged. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Tax number, up to 40 characters; unchanged. */
  taxNumber?: InputMaybe<Scalars['String']['input']>;
  /** Trading name, up to 200 characters; unchanged. */
  tradingName?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to an open contract; omitted fields stay as they are. */
export type UpdateHedgeInput = {
  /** The amount. */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** The bank. */
  bank?: InputMaybe<Scalars['String']['input']>;
  /** The currency (not NZD). */
  currency?: InputMaybe<Currency>;
  /** The locked rate. */
  lockedRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** The maturity date. */
  maturityDate?: InputMaybe<Scalars['Date']['input']>;
  /** The reference. */
  reference?: InputMaybe<Scalars['String']['input']>;
  /** The trade date. */
  tradeDate?: InputMaybe<Scalars['Date']['input']>;
};

/** Changes to an invoice; omitted fields stay as they are. */
export type UpdateInvoiceInput = {
  /** Positive, with at most the currency's minor digits (none for JPY and KRW); unchanged when left out. */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** The customer being invoiced, by name: finds the customer record of that name or makes one, 1 to 200 characters; may be left out when customerId is given; unchanged when left out. */
  counterparty?: InputMaybe<Scalars['String']['input']>;
  /** The currency the invoice is issued in; it can change only while a draft; unchanged when left out. */
  currency?: InputMaybe<Currency>;
  /** The customer's postal address (may span lines), up to 400 characters; '' for none; unchanged when left out. */
  customerAddress?: InputMaybe<Scalars['String']['input']>;
  /** The customer's contact email, up to 254 characters; '' for none; unchanged when left out. */
  customerEmail?: InputMaybe<Scalars['String']['input']>;
  /** When payment is due; on or after the issue date; unchanged when left out. */
  dueDate?: InputMaybe<Scalars['Date']['input']>;
  /** For zero-rated goods: the day they left New Zealand; null for none; unchanged when left out. */
  exportDate?: InputMaybe<Scalars['Date']['input']>;
  /** What zero-rated lines supply: 'services' (s11A) or 'goods' (s11); services unless said; unchanged when left out. */
  exportKind?: InputMaybe<Scalars['String']['input']>;
  /** When it was issued; today when a new invoice leaves it out; unchanged when left out. */
  issuedDate?: InputMaybe<Scalars['Date']['input']>;
  /** What was supplied, line by line; the invoice's amount is their total (with GST when prices exclude it). Left out, one line of the amount; unchanged when left out. */
  lines?: InputMaybe<Array<InvoiceLineInput>>;
  /** Notes to the customer (may span lines), up to 1,000 characters; '' for none; unchanged when left out. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Payment terms (for example 'Net 20'), up to 200 characters; '' for none; unchanged when left out. */
  paymentTerms?: InputMaybe<Scalars['String']['input']>;
  /** Whether the unit prices include GST; false (they exclude it) when lines are given without it; unchanged when left out. */
  pricesIncludeGst?: InputMaybe<Scalars['Boolean']['input']>;
  /** The customer's reference or PO number, up to 60 characters; '' for none; unchanged when left out. */
  reference?: InputMaybe<Scalars['String']['input']>;
  /** For zero-rated services, evidence the customer is outside New Zealand beyond their billing country: bank_country, registration, place_of_service; unchanged when left out. */
  residencyEvidence?: InputMaybe<Array<Scalars['String']['input']>>;
  /** A new status, by the rules: DRAFT → SENT → PAID; unchanged when left out. */
  status?: InputMaybe<InvoiceStatus>;
};

/** The preferences to change; omitted ones stay as they are. */
export type UpdatePreferencesInput = {
  /** NZD, USD, EUR, GBP or AUD. */
  baseCurrency?: InputMaybe<Scalars['String']['input']>;
  /** dd/mm/yyyy, mm/dd/yyyy or yyyy-mm-dd. */
  dateFormat?: InputMaybe<Scalars['String']['input']>;
  /** General e-mail notifications. */
  emailNotifications?: InputMaybe<Scalars['Boolean']['input']>;
  /** comma, space or period. */
  numberFormat?: InputMaybe<Scalars['String']['input']>;
  /** Overdue invoice alerts. */
  overdueAlerts?: InputMaybe<Scalars['Boolean']['input']>;
  /** An IANA time zone such as Pacific/Auckland. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
  /** The weekly exposure report, every Monday. */
  weeklyExposureReport?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The profile fields of Settings, Account. */
export type UpdateProfileInput = {
  /** Company name, optional, at most 160 characters. */
  company?: InputMaybe<Scalars['String']['input']>;
  /** Email address, required and valid. */
  email: Scalars['String']['input'];
  /** Full name, required, at most 120 characters. */
  fullName: Scalars['String']['input'];
};

/** A Kea FX account. */
export type User = {
  __typename?: 'User';
  /** The name of the business they sign in to: its trading name, or its owner's address. */
  businessName: Scalars['String']['output'];
  /** Their role in the business they sign in to: owner, accountant or viewer. */
  businessRole: Scalars['String']['output'];
  /** When the account was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The sign-in email, trimmed and lower-cased. */
  email: Scalars['String']['output'];
  /** The account id. */
  id: Scalars['ID']['output'];
  /** The user's role; every account is a 'user'. */
  role: Scalars['String']['output'];
};

/** An endpoint that receives signed webhook deliveries. */
export type Webhook = {
  __typename?: 'Webhook';
  /** When it was registered. */
  createdAt: Scalars['DateTime']['output'];
  /** The event types it receives. */
  events: Array<Scalars['String']['output']>;
  /** Deliveries that failed every attempt since the last success. */
  failedInARow: Scalars['Int']['output'];
  /** The endpoint id. */
  id: Scalars['ID']['output'];
  /** When deliveries were paused after too many failed in a row; resume to restart them. */
  pausedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where deliveries are POSTed. */
  url: Scalars['String']['output'];
};

/** One attempt at a delivery. */
export type WebhookAttempt = {
  __typename?: 'WebhookAttempt';
  /** When it was made. */
  at: Scalars['DateTime']['output'];
  /** Why there was no answer. */
  error?: Maybe<Scalars['String']['output']>;
  /** Milliseconds until the answer (or the failure). */
  latencyMs: Scalars['Int']['output'];
  /** The HTTP status answered; null when there was no answer. */
  statusCode?: Maybe<Scalars['Int']['output']>;
};

/** One event delivered (or being delivered) to one endpoint. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** Attempts made so far. */
  attempts: Scalars['Int']['output'];
  /** When the event was queued for this endpoint. */
  createdAt: Scalars['DateTime']['output'];
  /** The event id (the same on a re-send). */
  eventId: Scalars['String']['output'];
  /** The event type. */
  eventType: Scalars['String']['output'];
  /** Every attempt, oldest first. */
  history: Array<WebhookAttempt>;
  /** The delivery id. */
  id: Scalars['ID']['output'];
  /** Why the last attempt failed, when it had no answer. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** The last attempt's latency in milliseconds. */
  lastLatencyMs?: Maybe<Scalars['Int']['output']>;
  /** The last HTTP status answered. */
  lastStatusCode?: Maybe<Scalars['Int']['output']>;
  /** pending, succeeded or failed. */
  status: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AcceptInvitationInput: ResolverTypeWrapper<Partial<AcceptInvitationInput>>;
  Account: ResolverTypeWrapper<Partial<Account>>;
  AgingBucket: ResolverTypeWrapper<Partial<AgingBucket>>;
  ApiKey: ResolverTypeWrapper<Partial<ApiKey>>;
  AuditEvent: ResolverTypeWrapper<DemoAuditEntry>;
  AuditEventPage: ResolverTypeWrapper<Partial<Omit<AuditEventPage, 'items'> & { items: Array<ResolversTypes['AuditEvent']> }>>;
  AuditFacets: ResolverTypeWrapper<Partial<AuditFacets>>;
  AuditVerification: ResolverTypeWrapper<Partial<AuditVerification>>;
  AuthPayload: ResolverTypeWrapper<Partial<AuthPayload>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  BusinessDetails: ResolverTypeWrapper<Partial<BusinessDetails>>;
  ChangePasswordInput: ResolverTypeWrapper<Partial<ChangePasswordInput>>;
  ChangeRoleInput: ResolverTypeWrapper<Partial<ChangeRoleInput>>;
  ContactMessage: ResolverTypeWrapper<Partial<ContactMessage>>;
  ContractMarkToMarket: ResolverTypeWrapper<Partial<ContractMarkToMarket>>;
  CounterpartyExposure: ResolverTypeWrapper<Partial<CounterpartyExposure>>;
  CounterpartyExposurePage: ResolverTypeWrapper<Partial<CounterpartyExposurePage>>;
  CreateApiKeyInput: ResolverTypeWrapper<Partial<CreateApiKeyInput>>;
  CreateCustomerInput: ResolverTypeWrapper<Partial<CreateCustomerInput>>;
  CreateHedgeInput: ResolverTypeWrapper<Partial<CreateHedgeInput>>;
  CreateInvoiceInput: ResolverTypeWrapper<Partial<CreateInvoiceInput>>;
  CreatedApiKey: ResolverTypeWrapper<Partial<CreatedApiKey>>;
  CredentialsInput: ResolverTypeWrapper<Partial<CredentialsInput>>;
  CreditNote: ResolverTypeWrapper<Partial<CreditNote>>;
  Currency: ResolverTypeWrapper<Partial<Currency>>;
  CurrencyAmount: ResolverTypeWrapper<Partial<CurrencyAmount>>;
  CurrencyBreakdown: ResolverTypeWrapper<Partial<CurrencyBreakdown>>;
  CurrencyMarkToMarket: ResolverTypeWrapper<Partial<CurrencyMarkToMarket>>;
  CurrencyShareRow: ResolverTypeWrapper<Partial<CurrencyShareRow>>;
  CurrentRates: ResolverTypeWrapper<Partial<CurrentRates>>;
  Customer: ResolverTypeWrapper<Partial<Customer>>;
  CustomerOutstanding: ResolverTypeWrapper<Partial<CustomerOutstanding>>;
  CustomerPage: ResolverTypeWrapper<Partial<CustomerPage>>;
  Date: ResolverTypeWrapper<Partial<Scalars['Date']['output']>>;
  DateTime: ResolverTypeWrapper<Partial<Scalars['DateTime']['output']>>;
  Decimal: ResolverTypeWrapper<Partial<Scalars['Decimal']['output']>>;
  DueBucket: ResolverTypeWrapper<Partial<DueBucket>>;
  DueHorizon: ResolverTypeWrapper<Partial<DueHorizon>>;
  EmailInvoiceInput: ResolverTypeWrapper<Partial<EmailInvoiceInput>>;
  Exposure: ResolverTypeWrapper<Partial<Exposure>>;
  ExposureAging: ResolverTypeWrapper<Partial<ExposureAging>>;
  ExposureChangeReason: ResolverTypeWrapper<Partial<ExposureChangeReason>>;
  ExposureCurrency: ResolverTypeWrapper<Partial<ExposureCurrency>>;
  ExposureUpdate: ResolverTypeWrapper<Partial<ExposureUpdate>>;
  Float: ResolverTypeWrapper<Partial<Scalars['Float']['output']>>;
  FxGains: ResolverTypeWrapper<Partial<FxGains>>;
  GroupCurrencyTotal: ResolverTypeWrapper<Partial<GroupCurrencyTotal>>;
  GstPeriod: ResolverTypeWrapper<Partial<GstPeriod>>;
  GstPeriods: ResolverTypeWrapper<Partial<GstPeriods>>;
  GstReturn: ResolverTypeWrapper<Partial<GstReturn>>;
  GstReturnSupply: ResolverTypeWrapper<Partial<GstReturnSupply>>;
  GstSupplyKind: ResolverTypeWrapper<Partial<GstSupplyKind>>;
  GstTreatment: ResolverTypeWrapper<Partial<GstTreatment>>;
  GstUnratedSupply: ResolverTypeWrapper<Partial<GstUnratedSupply>>;
  Guidance: ResolverTypeWrapper<Partial<Guidance>>;
  GuidanceBand: ResolverTypeWrapper<Partial<GuidanceBand>>;
  HedgeBucket: ResolverTypeWrapper<Partial<HedgeBucket>>;
  HedgeBucketCoverage: ResolverTypeWrapper<Partial<HedgeBucketCoverage>>;
  HedgeCompliance: ResolverTypeWrapper<Partial<HedgeCompliance>>;
  HedgeContract: ResolverTypeWrapper<Partial<HedgeContract>>;
  HedgeContractPage: ResolverTypeWrapper<Partial<HedgeContractPage>>;
  HedgeCoverage: ResolverTypeWrapper<Partial<HedgeCoverage>>;
  HedgeCurrencyCoverage: ResolverTypeWrapper<Partial<HedgeCurrencyCoverage>>;
  HedgeMarkToMarket: ResolverTypeWrapper<Partial<HedgeMarkToMarket>>;
  HedgePolicy: ResolverTypeWrapper<Partial<HedgePolicy>>;
  HedgePolicyInput: ResolverTypeWrapper<Partial<HedgePolicyInput>>;
  HedgeSettlementPreview: ResolverTypeWrapper<Partial<HedgeSettlementPreview>>;
  HedgeStatus: ResolverTypeWrapper<Partial<HedgeStatus>>;
  HedgedScenario: ResolverTypeWrapper<Partial<HedgedScenario>>;
  HedgedScenarioLine: ResolverTypeWrapper<Partial<HedgedScenarioLine>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  ImportErrorItem: ResolverTypeWrapper<Partial<ImportErrorItem>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  Invitation: ResolverTypeWrapper<Partial<Invitation>>;
  InvitationDetails: ResolverTypeWrapper<Partial<InvitationDetails>>;
  InviteMemberInput: ResolverTypeWrapper<Partial<InviteMemberInput>>;
  Invoice: ResolverTypeWrapper<DemoInvoice>;
  InvoiceBooking: ResolverTypeWrapper<Partial<InvoiceBooking>>;
  InvoiceCounts: ResolverTypeWrapper<Partial<InvoiceCounts>>;
  InvoiceEmail: ResolverTypeWrapper<Partial<InvoiceEmail>>;
  InvoiceEmailDraft: ResolverTypeWrapper<Partial<InvoiceEmailDraft>>;
  InvoiceGroup: ResolverTypeWrapper<Partial<Omit<InvoiceGroup, 'invoices'> & { invoices: Array<ResolversTypes['Invoice']> }>>;
  InvoiceGroupBy: ResolverTypeWrapper<Partial<InvoiceGroupBy>>;
  InvoiceGroupPage: ResolverTypeWrapper<Partial<Omit<InvoiceGroupPage, 'groups'> & { groups: Array<ResolversTypes['InvoiceGroup']> }>>;
  InvoiceGroupRows: ResolverTypeWrapper<Partial<Omit<InvoiceGroupRows, 'items'> & { items: Array<ResolversTypes['Invoice']> }>>;
  InvoiceImportResult: ResolverTypeWrapper<Partial<InvoiceImportResult>>;
  InvoiceLine: ResolverTypeWrapper<Partial<InvoiceLine>>;
  InvoiceLineInput: ResolverTypeWrapper<Partial<InvoiceLineInput>>;
  InvoicePage: ResolverTypeWrapper<Partial<Omit<InvoicePage, 'items'> & { items: Array<ResolversTypes['Invoice']> }>>;
  InvoiceSort: ResolverTypeWrapper<Partial<InvoiceSort>>;
  InvoiceStatus: ResolverTypeWrapper<Partial<InvoiceStatus>>;
  InvoiceView: ResolverTypeWrapper<Partial<InvoiceView>>;
  IssueCreditNoteInput: ResolverTypeWrapper<Partial<IssueCreditNoteInput>>;
  JSON: ResolverTypeWrapper<Partial<Scalars['JSON']['output']>>;
  Member: ResolverTypeWrapper<Partial<Member>>;
  MonthlyExposureRow: ResolverTypeWrapper<Partial<MonthlyExposureRow>>;
  MultiScenarioResult: ResolverTypeWrapper<Partial<MultiScenarioResult>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NamedShocksInput: ResolverTypeWrapper<Partial<NamedShocksInput>>;
  NewInvitation: ResolverTypeWrapper<Partial<NewInvitation>>;
  OverdueReport: ResolverTypeWrapper<Partial<OverdueReport>>;
  OverdueReportRow: ResolverTypeWrapper<Partial<OverdueReportRow>>;
  PaymentPreview: ResolverTypeWrapper<Partial<PaymentPreview>>;
  PaymentTrendRow: ResolverTypeWrapper<Partial<PaymentTrendRow>>;
  Preferences: ResolverTypeWrapper<Partial<Preferences>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Rate: ResolverTypeWrapper<Partial<Rate>>;
  RateFeedRun: ResolverTypeWrapper<Partial<RateFeedRun>>;
  RateFeedStatus: ResolverTypeWrapper<Partial<RateFeedStatus>>;
  RateType: ResolverTypeWrapper<Partial<RateType>>;
  RecordRateInput: ResolverTypeWrapper<Partial<RecordRateInput>>;
  RegisterWebhookInput: ResolverTypeWrapper<Partial<RegisterWebhookInput>>;
  RegisteredWebhook: ResolverTypeWrapper<Partial<RegisteredWebhook>>;
  ReminderSettings: ResolverTypeWrapper<Partial<ReminderSettings>>;
  ReminderSettingsInput: ResolverTypeWrapper<Partial<ReminderSettingsInput>>;
  ReportAmount: ResolverTypeWrapper<Partial<ReportAmount>>;
  ReportFileFormat: ResolverTypeWrapper<Partial<ReportFileFormat>>;
  ReportFormat: ResolverTypeWrapper<Partial<ReportFormat>>;
  ReportJob: ResolverTypeWrapper<Partial<ReportJob>>;
  ReportJobStatus: ResolverTypeWrapper<Partial<ReportJobStatus>>;
  ReportPreview: ResolverTypeWrapper<Partial<ReportPreview>>;
  ReportSection: ResolverTypeWrapper<Partial<ReportSection>>;
  ReportTemplate: ResolverTypeWrapper<Partial<ReportTemplate>>;
  RequestPasswordResetInput: ResolverTypeWrapper<Partial<RequestPasswordResetInput>>;
  RequestReportInput: ResolverTypeWrapper<Partial<RequestReportInput>>;
  ResetPasswordInput: ResolverTypeWrapper<Partial<ResetPasswordInput>>;
  RunScenarioInput: ResolverTypeWrapper<Partial<RunScenarioInput>>;
  RunScenariosInput: ResolverTypeWrapper<Partial<RunScenariosInput>>;
  SaveScenarioInput: ResolverTypeWrapper<Partial<SaveScenarioInput>>;
  SavedScenario: ResolverTypeWrapper<SavedScenarioView>;
  ScenarioComparison: ResolverTypeWrapper<Partial<Omit<ScenarioComparison, 'scenarios'> & { scenarios: Array<ResolversTypes['SavedScenario']> }>>;
  ScenarioLine: ResolverTypeWrapper<Partial<ScenarioLine>>;
  ScenarioResult: ResolverTypeWrapper<Partial<ScenarioResult>>;
  SendContactMessageInput: ResolverTypeWrapper<Partial<SendContactMessageInput>>;
  Shock: ResolverTypeWrapper<Partial<Shock>>;
  ShockComparison: ResolverTypeWrapper<Partial<ShockComparison>>;
  ShockInput: ResolverTypeWrapper<Partial<ShockInput>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SupplyRate: ResolverTypeWrapper<Partial<SupplyRate>>;
  Team: ResolverTypeWrapper<Partial<Team>>;
  TsiIssue: ResolverTypeWrapper<Partial<TsiIssue>>;
  UpdateBusinessDetailsInput: ResolverTypeWrapper<Partial<UpdateBusinessDetailsInput>>;
  UpdateCustomerInput: ResolverTypeWrapper<Partial<UpdateCustomerInput>>;
  UpdateHedgeInput: ResolverTypeWrapper<Partial<UpdateHedgeInput>>;
  UpdateInvoiceInput: ResolverTypeWrapper<Partial<UpdateInvoiceInput>>;
  UpdatePreferencesInput: ResolverTypeWrapper<Partial<UpdatePreferencesInput>>;
  UpdateProfileInput: ResolverTypeWrapper<Partial<UpdateProfileInput>>;
  User: ResolverTypeWrapper<Partial<User>>;
  Webhook: ResolverTypeWrapper<Partial<Webhook>>;
  WebhookAttempt: ResolverTypeWrapper<Partial<WebhookAttempt>>;
  WebhookDelivery: ResolverTypeWrapper<Partial<WebhookDelivery>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AcceptInvitationInput: Partial<AcceptInvitationInput>;
  Account: Partial<Account>;
  AgingBucket: Partial<AgingBucket>;
  ApiKey: Partial<ApiKey>;
  AuditEvent: DemoAuditEntry;
  AuditEventPage: Partial<Omit<AuditEventPage, 'items'> & { items: Array<ResolversParentTypes['AuditEvent']> }>;
  AuditFacets: Partial<AuditFacets>;
  AuditVerification: Partial<AuditVerification>;
  AuthPayload: Partial<AuthPayload>;
  Boolean: Partial<Scalars['Boolean']['output']>;
  BusinessDetails: Partial<BusinessDetails>;
  ChangePasswordInput: Partial<ChangePasswordInput>;
  ChangeRoleInput: Partial<ChangeRoleInput>;
  ContactMessage: Partial<ContactMessage>;
  ContractMarkToMarket: Partial<ContractMarkToMarket>;
  CounterpartyExposure: Partial<CounterpartyExposure>;
  CounterpartyExposurePage: Partial<CounterpartyExposurePage>;
  CreateApiKeyInput: Partial<CreateApiKeyInput>;
  CreateCustomerInput: Partial<CreateCustomerInput>;
  CreateHedgeInput: Partial<CreateHedgeInput>;
  CreateInvoiceInput: Partial<CreateInvoiceInput>;
  CreatedApiKey: Partial<CreatedApiKey>;
  CredentialsInput: Partial<CredentialsInput>;
  CreditNote: Partial<CreditNote>;
  CurrencyAmount: Partial<CurrencyAmount>;
  CurrencyBreakdown: Partial<CurrencyBreakdown>;
  CurrencyMarkToMarket: Partial<CurrencyMarkToMarket>;
  CurrencyShareRow: Partial<CurrencyShareRow>;
  CurrentRates: Partial<CurrentRates>;
  Customer: Partial<Customer>;
  CustomerOutstanding: Partial<CustomerOutstanding>;
  CustomerPage: Partial<CustomerPage>;
  Date: Partial<Scalars['Date']['output']>;
  DateTime: Partial<Scalars['DateTime']['output']>;
  Decimal: Partial<Scalars['Decimal']['output']>;
  EmailInvoiceInput: Partial<EmailInvoiceInput>;
  Exposure: Partial<Exposure>;
  ExposureAging: Partial<ExposureAging>;
  ExposureCurrency: Partial<ExposureCurrency>;
  ExposureUpdate: Partial<ExposureUpdate>;
  Float: Partial<Scalars['Float']['output']>;
  FxGains: Partial<FxGains>;
  GroupCurrencyTotal: Partial<GroupCurrencyTotal>;
  GstPeriod: Partial<GstPeriod>;
  GstPeriods: Partial<GstPeriods>;
  GstReturn: Partial<GstReturn>;
  GstReturnSupply: Partial<GstReturnSupply>;
  GstUnratedSupply: Partial<GstUnratedSupply>;
  Guidance: Partial<Guidance>;
  HedgeBucketCoverage: Partial<HedgeBucketCoverage>;
  HedgeContract: Partial<HedgeContract>;
  HedgeContractPage: Partial<HedgeContractPage>;
  HedgeCoverage: Partial<HedgeCoverage>;
  HedgeCurrencyCoverage: Partial<HedgeCurrencyCoverage>;
  HedgeMarkToMarket: Partial<HedgeMarkToMarket>;
  HedgePolicy: Partial<HedgePolicy>;
  HedgePolicyInput: Partial<HedgePolicyInput>;
  HedgeSettlementPreview: Partial<HedgeSettlementPreview>;
  HedgedScenario: Partial<HedgedScenario>;
  HedgedScenarioLine: Partial<HedgedScenarioLine>;
  ID: Partial<Scalars['ID']['output']>;
  ImportErrorItem: Partial<ImportErrorItem>;
  Int: Partial<Scalars['Int']['output']>;
  Invitation: Partial<Invitation>;
  InvitationDetails: Partial<InvitationDetails>;
  InviteMemberInput: Partial<InviteMemberInput>;
  Invoice: DemoInvoice;
  InvoiceBooking: Partial<InvoiceBooking>;
  InvoiceCounts: Partial<InvoiceCounts>;
  InvoiceEmail: Partial<InvoiceEmail>;
  InvoiceEmailDraft: Partial<InvoiceEmailDraft>;
  InvoiceGroup: Partial<Omit<InvoiceGroup, 'invoices'> & { invoices: Array<ResolversParentTypes['Invoice']> }>;
  InvoiceGroupPage: Partial<Omit<InvoiceGroupPage, 'groups'> & { groups: Array<ResolversParentTypes['InvoiceGroup']> }>;
  InvoiceGroupRows: Partial<Omit<InvoiceGroupRows, 'items'> & { items: Array<ResolversParentTypes['Invoice']> }>;
  InvoiceImportResult: Partial<InvoiceImportResult>;
  InvoiceLine: Partial<InvoiceLine>;
  InvoiceLineInput: Partial<InvoiceLineInput>;
  InvoicePage: Partial<Omit<InvoicePage, 'items'> & { items: Array<ResolversParentTypes['Invoice']> }>;
  IssueCreditNoteInput: Partial<IssueCreditNoteInput>;
  JSON: Partial<Scalars['JSON']['output']>;
  Member: Partial<Member>;
  MonthlyExposureRow: Partial<MonthlyExposureRow>;
  MultiScenarioResult: Partial<MultiScenarioResult>;
  Mutation: Record<PropertyKey, never>;
  NamedShocksInput: Partial<NamedShocksInput>;
  NewInvitation: Partial<NewInvitation>;
  OverdueReport: Partial<OverdueReport>;
  OverdueReportRow: Partial<OverdueReportRow>;
  PaymentPreview: Partial<PaymentPreview>;
  PaymentTrendRow: Partial<PaymentTrendRow>;
  Preferences: Partial<Preferences>;
  Query: Record<PropertyKey, never>;
  Rate: Partial<Rate>;
  RateFeedRun: Partial<RateFeedRun>;
  RateFeedStatus: Partial<RateFeedStatus>;
  RecordRateInput: Partial<RecordRateInput>;
  RegisterWebhookInput: Partial<RegisterWebhookInput>;
  RegisteredWebhook: Partial<RegisteredWebhook>;
  ReminderSettings: Partial<ReminderSettings>;
  ReminderSettingsInput: Partial<ReminderSettingsInput>;
  ReportAmount: Partial<ReportAmount>;
  ReportJob: Partial<ReportJob>;
  ReportPreview: Partial<ReportPreview>;
  RequestPasswordResetInput: Partial<RequestPasswordResetInput>;
  RequestReportInput: Partial<RequestReportInput>;
  ResetPasswordInput: Partial<ResetPasswordInput>;
  RunScenarioInput: Partial<RunScenarioInput>;
  RunScenariosInput: Partial<RunScenariosInput>;
  SaveScenarioInput: Partial<SaveScenarioInput>;
  SavedScenario: SavedScenarioView;
  ScenarioComparison: Partial<Omit<ScenarioComparison, 'scenarios'> & { scenarios: Array<ResolversParentTypes['SavedScenario']> }>;
  ScenarioLine: Partial<ScenarioLine>;
  ScenarioResult: Partial<ScenarioResult>;
  SendContactMessageInput: Partial<SendContactMessageInput>;
  Shock: Partial<Shock>;
  ShockComparison: Partial<ShockComparison>;
  ShockInput: Partial<ShockInput>;
  String: Partial<Scalars['String']['output']>;
  Subscription: Record<PropertyKey, never>;
  SupplyRate: Partial<SupplyRate>;
  Team: Partial<Team>;
  TsiIssue: Partial<TsiIssue>;
  UpdateBusinessDetailsInput: Partial<UpdateBusinessDetailsInput>;
  UpdateCustomerInput: Partial<UpdateCustomerInput>;
  UpdateHedgeInput: Partial<UpdateHedgeInput>;
  UpdateInvoiceInput: Partial<UpdateInvoiceInput>;
  UpdatePreferencesInput: Partial<UpdatePreferencesInput>;
  UpdateProfileInput: Partial<UpdateProfileInput>;
  User: Partial<User>;
  Webhook: Partial<Webhook>;
  WebhookAttempt: Partial<WebhookAttempt>;
  WebhookDelivery: Partial<WebhookDelivery>;
};

export type AccountResolvers<ContextType = any, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = {
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  monthlyFee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  nextBillingDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type AgingBucketResolvers<ContextType = any, ParentType extends ResolversParentTypes['AgingBucket'] = ResolversParentTypes['AgingBucket']> = {
  bucket?: Resolver<ResolversTypes['DueBucket'], ParentType, ContextType>;
  currencies?: Resolver<Array<ResolversTypes['CurrencyAmount']>, ParentType, ContextType>;
  invoiceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nzdValue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type ApiKeyResolvers<ContextType = any, ParentType extends ResolversParentTypes['ApiKey'] = ResolversParentTypes['ApiKey']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditEventResolvers<ContextType = any, ParentType extends ResolversParentTypes['AuditEvent'] = ResolversParentTypes['AuditEvent']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorUser?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  entityId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  entityType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuditEventPageResolvers<ContextType = any, ParentType extends ResolversParentTypes['AuditEventPage'] = ResolversParentTypes['AuditEventPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['AuditEvent']>, ParentType, ContextType>;
};

export type AuditFacetsResolvers<ContextType = any, ParentType extends ResolversParentTypes['AuditFacets'] = ResolversParentTypes['AuditFacets']> = {
  actions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  entityTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuditVerificationResolvers<ContextType = any, ParentType extends ResolversParentTypes['AuditVerification'] = ResolversParentTypes['AuditVerification']> = {
  brokenAtSeq?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  checked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = any, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type BusinessDetailsResolvers<ContextType = any, ParentType extends ResolversParentTypes['BusinessDetails'] = ResolversParentTypes['BusinessDetails']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankAccount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gstBalanceMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gstFilingFrequency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gstNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gstRegistered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  missing?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  nzbn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentInstructions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  swiftBic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tradingName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactMessageResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContactMessage'] = ResolversParentTypes['ContactMessage']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContractMarkToMarketResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContractMarkToMarket'] = ResolversParentTypes['ContractMarkToMarket']> = {
  contract?: Resolver<ResolversTypes['HedgeContract'], ParentType, ContextType>;
  markToMarket?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  marketRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type CounterpartyExposureResolvers<ContextType = any, ParentType extends ResolversParentTypes['CounterpartyExposure'] = ResolversParentTypes['CounterpartyExposure']> = {
  counterparty?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencies?: Resolver<Array<ResolversTypes['CurrencyAmount']>, ParentType, ContextType>;
  invoiceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nzdValue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type CounterpartyExposurePageResolvers<ContextType = any, ParentType extends ResolversParentTypes['CounterpartyExposurePage'] = ResolversParentTypes['CounterpartyExposurePage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CounterpartyExposure']>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreatedApiKeyResolvers<ContextType = any, ParentType extends ResolversParentTypes['CreatedApiKey'] = ResolversParentTypes['CreatedApiKey']> = {
  apiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreditNoteResolvers<ContextType = any, ParentType extends ResolversParentTypes['CreditNote'] = ResolversParentTypes['CreditNote']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gstAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  gstNzd?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  invoiceLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  issuedDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['InvoiceLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pricesIncludeGst?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  supplyRate?: Resolver<Maybe<ResolversTypes['SupplyRate']>, ParentType, ContextType>;
};

export type CurrencyAmountResolvers<ContextType = any, ParentType extends ResolversParentTypes['CurrencyAmount'] = ResolversParentTypes['CurrencyAmount']> = {
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  invoiceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nzdValue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type CurrencyBreakdownResolvers<ContextType = any, ParentType extends ResolversParentTypes['CurrencyBreakdown'] = ResolversParentTypes['CurrencyBreakdown']> = {
  rows?: Resolver<Array<ResolversTypes['CurrencyShareRow']>, ParentType, ContextType>;
  totalNzd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type CurrencyMarkToMarketResolvers<ContextType = any, ParentType extends ResolversParentTypes['CurrencyMarkToMarket'] = ResolversParentTypes['CurrencyMarkToMarket']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  contractCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  lockedRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  markToMarket?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  marketRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  rateMissing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CurrencyShareRowResolvers<ContextType = any, ParentType extends ResolversParentTypes['CurrencyShareRow'] = ResolversParentTypes['CurrencyShareRow']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nzd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  share?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CurrentRatesResolvers<ContextType = any, ParentType extends ResolversParentTypes['CurrentRates'] = ResolversParentTypes['CurrentRates']> = {
  rates?: Resolver<Array<ResolversTypes['Rate']>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = any, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  averageDaysLate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  businessNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  defaultCurrency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outstanding?: Resolver<Array<ResolversTypes['CustomerOutstanding']>, ParentType, ContextType>;
  paidCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentTermsDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tradingName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CustomerOutstandingResolvers<ContextType = any, ParentType extends ResolversParentTypes['CustomerOutstanding'] = ResolversParentTypes['CustomerOutstanding']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerPageResolvers<ContextType = any, ParentType extends ResolversParentTypes['CustomerPage'] = ResolversParentTypes['CustomerPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type ExposureResolvers<ContextType = any, ParentType extends ResolversParentTypes['Exposure'] = ResolversParentTypes['Exposure']> = {
  asOf?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  currencies?: Resolver<Array<ResolversTypes['ExposureCurrency']>, ParentType, ContextType>;
  dueHorizon?: Resolver<ResolversTypes['DueHorizon'], ParentType, ContextType>;
  dueHorizonText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueWithin30Count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dueWithin90Count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  includeDrafts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invoiceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overdueCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overdueSharePercent?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  rateSnapshotDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  totalNzd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  unrealisedGainLoss?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ExposureAgingResolvers<ContextType = any, ParentType extends ResolversParentTypes['ExposureAging'] = ResolversParentTypes['ExposureAging']> = {
  buckets?: Resolver<Array<ResolversTypes['AgingBucket']>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ExposureCurrencyResolvers<ContextType = any, ParentType extends ResolversParentTypes['ExposureCurrency'] = ResolversParentTypes['ExposureCurrency']> = {
  bookedAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bookedNzdValue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  earliestDue?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  invoiceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nzdPerUnit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  nzdValue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  overdueCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rate?: Resolver<Maybe<ResolversTypes['Rate']>, ParentType, ContextType>;
  rateMissing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rateStale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sharePercent?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  unrealisedGainLoss?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type ExposureUpdateResolvers<ContextType = any, ParentType extends ResolversParentTypes['ExposureUpdate'] = ResolversParentTypes['ExposureUpdate']> = {
  exposure?: Resolver<ResolversTypes['Exposure'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['ExposureChangeReason']>, ParentType, ContextType>;
};

export type FxGainsResolvers<ContextType = any, ParentType extends ResolversParentTypes['FxGains'] = ResolversParentTypes['FxGains']> = {
  paidInvoices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidWithoutGain?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  realisedNzd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  unrealisedNzd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type GroupCurrencyTotalResolvers<ContextType = any, ParentType extends ResolversParentTypes['GroupCurrencyTotal'] = ResolversParentTypes['GroupCurrencyTotal']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
};

export type GstPeriodResolvers<ContextType = any, ParentType extends ResolversParentTypes['GstPeriod'] = ResolversParentTypes['GstPeriod']> = {
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type GstPeriodsResolvers<ContextType = any, ParentType extends ResolversParentTypes['GstPeriods'] = ResolversParentTypes['GstPeriods']> = {
  balanceMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  frequency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periods?: Resolver<Array<ResolversTypes['GstPeriod']>, ParentType, ContextType>;
  registered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GstReturnResolvers<ContextType = any, ParentType extends ResolversParentTypes['GstReturn'] = ResolversParentTypes['GstReturn']> = {
  balanceMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  box5?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  box6?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  box7?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  box8?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  box9?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  box10?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  frequency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  supplies?: Resolver<Array<ResolversTypes['GstReturnSupply']>, ParentType, ContextType>;
  suppliesTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  withoutRate?: Resolver<Array<ResolversTypes['GstUnratedSupply']>, ParentType, ContextType>;
  withoutRateTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GstReturnSupplyResolvers<ContextType = any, ParentType extends ResolversParentTypes['GstReturnSupply'] = ResolversParentTypes['GstReturnSupply']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  box5Nzd?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  box6Nzd?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  box9Nzd?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  boxes?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exempt?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  gst?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  invoiceLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['GstSupplyKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  supplyDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  zeroRated?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type GstUnratedSupplyResolvers<ContextType = any, ParentType extends ResolversParentTypes['GstUnratedSupply'] = ResolversParentTypes['GstUnratedSupply']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['GstSupplyKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  supplyDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type GuidanceResolvers<ContextType = any, ParentType extends ResolversParentTypes['Guidance'] = ResolversParentTypes['Guidance']> = {
  band?: Resolver<ResolversTypes['GuidanceBand'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HedgeBucketCoverageResolvers<ContextType = any, ParentType extends ResolversParentTypes['HedgeBucketCoverage'] = ResolversParentTypes['HedgeBucketCoverage']> = {
  bucket?: Resolver<ResolversTypes['HedgeBucket'], ParentType, ContextType>;
  compliance?: Resolver<ResolversTypes['HedgeCompliance'], ParentType, ContextType>;
  exceedsExposure?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gapAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  gapNzd?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  grossAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  hedgeRatio?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  hedgedAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetRatio?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  unhedgedAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type HedgeContractResolvers<ContextType = any, ParentType extends ResolversParentTypes['HedgeContract'] = ResolversParentTypes['HedgeContract']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bank?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancelledOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lockedRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  maturityDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  realisedGainLoss?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settledOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  settlementRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['HedgeStatus'], ParentType, ContextType>;
  tradeDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type HedgeContractPageResolvers<ContextType = any, ParentType extends ResolversParentTypes['HedgeContractPage'] = ResolversParentTypes['HedgeContractPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['HedgeContract']>, ParentType, ContextType>;
};

export type HedgeCoverageResolvers<ContextType = any, ParentType extends ResolversParentTypes['HedgeCoverage'] = ResolversParentTypes['HedgeCoverage']> = {
  asOf?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  currencies?: Resolver<Array<ResolversTypes['HedgeCurrencyCoverage']>, ParentType, ContextType>;
  includeDrafts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  policy?: Resolver<ResolversTypes['HedgePolicy'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HedgeCurrencyCoverageResolvers<ContextType = any, ParentType extends ResolversParentTypes['HedgeCurrencyCoverage'] = ResolversParentTypes['HedgeCurrencyCoverage']> = {
  buckets?: Resolver<Array<ResolversTypes['HedgeBucketCoverage']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  grossAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  grossNzd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  hedgeRatio?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  hedgedAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  hedgedNzd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  nzdPerUnit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  unhedgedAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  unhedgedNzd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type HedgeMarkToMarketResolvers<ContextType = any, ParentType extends ResolversParentTypes['HedgeMarkToMarket'] = ResolversParentTypes['HedgeMarkToMarket']> = {
  asOf?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  contracts?: Resolver<Array<ResolversTypes['ContractMarkToMarket']>, ParentType, ContextType>;
  currencies?: Resolver<Array<ResolversTypes['CurrencyMarkToMarket']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalNzd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HedgePolicyResolvers<ContextType = any, ParentType extends ResolversParentTypes['HedgePolicy'] = ResolversParentTypes['HedgePolicy']> = {
  m0_3?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  m3_6?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  m6_12?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  m12plus?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
};

export type HedgeSettlementPreviewResolvers<ContextType = any, ParentType extends ResolversParentTypes['HedgeSettlementPreview'] = ResolversParentTypes['HedgeSettlementPreview']> = {
  realisedGainLoss?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  settlementDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  settlementRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type HedgedScenarioResolvers<ContextType = any, ParentType extends ResolversParentTypes['HedgedScenario'] = ResolversParentTypes['HedgedScenario']> = {
  lines?: Resolver<Array<ResolversTypes['HedgedScenarioLine']>, ParentType, ContextType>;
  totalCurrent?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalImpact?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalShocked?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type HedgedScenarioLineResolvers<ContextType = any, ParentType extends ResolversParentTypes['HedgedScenarioLine'] = ResolversParentTypes['HedgedScenarioLine']> = {
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  currentNzd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  impact?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  shockedNzd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  unhedgedAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type ImportErrorItemResolvers<ContextType = any, ParentType extends ResolversParentTypes['ImportErrorItem'] = ResolversParentTypes['ImportErrorItem']> = {
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type InvitationResolvers<ContextType = any, ParentType extends ResolversParentTypes['Invitation'] = ResolversParentTypes['Invitation']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvitationDetailsResolvers<ContextType = any, ParentType extends ResolversParentTypes['InvitationDetails'] = ResolversParentTypes['InvitationDetails']> = {
  businessName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = any, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  auditEvents?: Resolver<Array<ResolversTypes['AuditEvent']>, ParentType, ContextType, RequireFields<InvoiceAuditEventsArgs, 'limit'>>;
  booking?: Resolver<Maybe<ResolversTypes['InvoiceBooking']>, ParentType, ContextType>;
  counterparty?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creditNotes?: Resolver<Array<ResolversTypes['CreditNote']>, ParentType, ContextType>;
  creditedAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  customerAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  exemptAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  exportDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  exportKind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gstAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  gstNzd?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['InvoiceLine']>, ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nzdValue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  outstandingAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  paidDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  paymentTerms?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricesIncludeGst?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  realisedGainNzd?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  residencyEvidence?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sentDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  settlementRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  settlementRateDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  settlementRateSource?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvoiceStatus'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  supplyDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  supplyRate?: Resolver<Maybe<ResolversTypes['SupplyRate']>, ParentType, ContextType>;
  tsiIssues?: Resolver<Array<ResolversTypes['TsiIssue']>, ParentType, ContextType>;
  unrealisedGainLoss?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  writtenOff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  zeroRatedAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type InvoiceBookingResolvers<ContextType = any, ParentType extends ResolversParentTypes['InvoiceBooking'] = ResolversParentTypes['InvoiceBooking']> = {
  effectiveDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  nzdPerUnit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  rateType?: Resolver<ResolversTypes['RateType'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoiceCountsResolvers<ContextType = any, ParentType extends ResolversParentTypes['InvoiceCounts'] = ResolversParentTypes['InvoiceCounts']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  all?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  archive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  draft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  writeoffs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoiceEmailResolvers<ContextType = any, ParentType extends ResolversParentTypes['InvoiceEmail'] = ResolversParentTypes['InvoiceEmail']> = {
  attachmentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attachmentSha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cc?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reminder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sentBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoiceEmailDraftResolvers<ContextType = any, ParentType extends ResolversParentTypes['InvoiceEmailDraft'] = ResolversParentTypes['InvoiceEmailDraft']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoiceGroupResolvers<ContextType = any, ParentType extends ResolversParentTypes['InvoiceGroup'] = ResolversParentTypes['InvoiceGroup']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  earliestDue?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  groupKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  totalCurrency?: Resolver<Maybe<ResolversTypes['Currency']>, ParentType, ContextType>;
  totalsByCurrency?: Resolver<Maybe<Array<ResolversTypes['GroupCurrencyTotal']>>, ParentType, ContextType>;
};

export type InvoiceGroupPageResolvers<ContextType = any, ParentType extends ResolversParentTypes['InvoiceGroupPage'] = ResolversParentTypes['InvoiceGroupPage']> = {
  groupBy?: Resolver<ResolversTypes['InvoiceGroupBy'], ParentType, ContextType>;
  groupOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['InvoiceGroup']>, ParentType, ContextType>;
  hasMoreGroups?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalGroups?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalInvoices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoiceGroupRowsResolvers<ContextType = any, ParentType extends ResolversParentTypes['InvoiceGroupRows'] = ResolversParentTypes['InvoiceGroupRows']> = {
  items?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InvoiceImportResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['InvoiceImportResult'] = ResolversParentTypes['InvoiceImportResult']> = {
  dryRun?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['ImportErrorItem']>, ParentType, ContextType>;
  firstNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  imported?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type InvoiceLineResolvers<ContextType = any, ParentType extends ResolversParentTypes['InvoiceLine'] = ResolversParentTypes['InvoiceLine']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gst?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  gstTreatment?: Resolver<ResolversTypes['GstTreatment'], ParentType, ContextType>;
  lineTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type InvoicePageResolvers<ContextType = any, ParentType extends ResolversParentTypes['InvoicePage'] = ResolversParentTypes['InvoicePage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MemberResolvers<ContextType = any, ParentType extends ResolversParentTypes['Member'] = ResolversParentTypes['Member']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MonthlyExposureRowResolvers<ContextType = any, ParentType extends ResolversParentTypes['MonthlyExposureRow'] = ResolversParentTypes['MonthlyExposureRow']> = {
  amounts?: Resolver<Array<ResolversTypes['ReportAmount']>, ParentType, ContextType>;
  invoices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalNzd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type MultiScenarioResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['MultiScenarioResult'] = ResolversParentTypes['MultiScenarioResult']> = {
  asOf?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  baseCurrency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  includeDrafts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rateSnapshotDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  scenarios?: Resolver<Array<ResolversTypes['ScenarioResult']>, ParentType, ContextType>;
  totalCurrent?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = any, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptInvitation?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationAcceptInvitationArgs, 'input'>>;
  archiveInvoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<MutationArchiveInvoicesArgs, 'ids'>>;
  cancelHedge?: Resolver<ResolversTypes['HedgeContract'], ParentType, ContextType, RequireFields<MutationCancelHedgeArgs, 'id'>>;
  changeMemberRole?: Resolver<ResolversTypes['Member'], ParentType, ContextType, RequireFields<MutationChangeMemberRoleArgs, 'id' | 'input'>>;
  changePassword?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  createApiKey?: Resolver<ResolversTypes['CreatedApiKey'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'input'>>;
  createCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationCreateCustomerArgs, 'input'>>;
  createHedge?: Resolver<ResolversTypes['HedgeContract'], ParentType, ContextType, RequireFields<MutationCreateHedgeArgs, 'input'>>;
  createInvoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationCreateInvoiceArgs, 'input'>>;
  deleteCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationDeleteCustomerArgs, 'id'>>;
  deleteInvoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationDeleteInvoiceArgs, 'id'>>;
  deleteScenario?: Resolver<ResolversTypes['SavedScenario'], ParentType, ContextType, RequireFields<MutationDeleteScenarioArgs, 'id'>>;
  deleteWebhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<MutationDeleteWebhookArgs, 'id'>>;
  emailInvoice?: Resolver<ResolversTypes['InvoiceEmail'], ParentType, ContextType, RequireFields<MutationEmailInvoiceArgs, 'id' | 'input'>>;
  importInvoices?: Resolver<ResolversTypes['InvoiceImportResult'], ParentType, ContextType, RequireFields<MutationImportInvoicesArgs, 'csv' | 'dryRun'>>;
  inviteMember?: Resolver<ResolversTypes['NewInvitation'], ParentType, ContextType, RequireFields<MutationInviteMemberArgs, 'input'>>;
  issueCreditNote?: Resolver<ResolversTypes['CreditNote'], ParentType, ContextType, RequireFields<MutationIssueCreditNoteArgs, 'input' | 'invoiceId'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mergeCustomers?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationMergeCustomersArgs, 'fromId' | 'id'>>;
  payInvoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationPayInvoiceArgs, 'id'>>;
  pinScenario?: Resolver<ResolversTypes['SavedScenario'], ParentType, ContextType, RequireFields<MutationPinScenarioArgs, 'id' | 'pinned'>>;
  recordRate?: Resolver<ResolversTypes['Rate'], ParentType, ContextType, RequireFields<MutationRecordRateArgs, 'input'>>;
  register?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  registerWebhook?: Resolver<ResolversTypes['RegisteredWebhook'], ParentType, ContextType, RequireFields<MutationRegisterWebhookArgs, 'input'>>;
  removeMember?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveMemberArgs, 'id'>>;
  reopenHedge?: Resolver<ResolversTypes['HedgeContract'], ParentType, ContextType, RequireFields<MutationReopenHedgeArgs, 'id'>>;
  requestPasswordReset?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  requestReport?: Resolver<ResolversTypes['ReportJob'], ParentType, ContextType, RequireFields<MutationRequestReportArgs, 'input'>>;
  requestTaxTimeBundle?: Resolver<ResolversTypes['ReportJob'], ParentType, ContextType, RequireFields<MutationRequestTaxTimeBundleArgs, 'from' | 'to'>>;
  resendWebhookDelivery?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<MutationResendWebhookDeliveryArgs, 'deliveryId' | 'webhookId'>>;
  resetPassword?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  restoreInvoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<MutationRestoreInvoicesArgs, 'ids'>>;
  resumeWebhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<MutationResumeWebhookArgs, 'id'>>;
  reversePayment?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationReversePaymentArgs, 'id'>>;
  revokeApiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'id'>>;
  runScenario?: Resolver<ResolversTypes['ScenarioResult'], ParentType, ContextType, RequireFields<MutationRunScenarioArgs, 'input'>>;
  runScenarios?: Resolver<ResolversTypes['MultiScenarioResult'], ParentType, ContextType, RequireFields<MutationRunScenariosArgs, 'input'>>;
  saveScenario?: Resolver<ResolversTypes['SavedScenario'], ParentType, ContextType, RequireFields<MutationSaveScenarioArgs, 'input'>>;
  sendContactMessage?: Resolver<ResolversTypes['ContactMessage'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'input'>>;
  sendInvoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationSendInvoiceArgs, 'id'>>;
  setHedgePolicy?: Resolver<ResolversTypes['HedgePolicy'], ParentType, ContextType, RequireFields<MutationSetHedgePolicyArgs, 'input'>>;
  settleHedge?: Resolver<ResolversTypes['HedgeContract'], ParentType, ContextType, RequireFields<MutationSettleHedgeArgs, 'id'>>;
  unarchiveInvoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<MutationUnarchiveInvoicesArgs, 'ids'>>;
  updateBusinessDetails?: Resolver<ResolversTypes['BusinessDetails'], ParentType, ContextType, RequireFields<MutationUpdateBusinessDetailsArgs, 'input'>>;
  updateCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationUpdateCustomerArgs, 'id' | 'input'>>;
  updateHedge?: Resolver<ResolversTypes['HedgeContract'], ParentType, ContextType, RequireFields<MutationUpdateHedgeArgs, 'id' | 'input'>>;
  updateInvoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationUpdateInvoiceArgs, 'id' | 'input'>>;
  updatePreferences?: Resolver<ResolversTypes['Preferences'], ParentType, ContextType, RequireFields<MutationUpdatePreferencesArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['Account'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateReminderSettings?: Resolver<ResolversTypes['ReminderSettings'], ParentType, ContextType, RequireFields<MutationUpdateReminderSettingsArgs, 'input'>>;
  voidRate?: Resolver<ResolversTypes['Rate'], ParentType, ContextType, RequireFields<MutationVoidRateArgs, 'id'>>;
  withdrawInvitation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationWithdrawInvitationArgs, 'id'>>;
  writeOffInvoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<MutationWriteOffInvoicesArgs, 'ids'>>;
};

export type NewInvitationResolvers<ContextType = any, ParentType extends ResolversParentTypes['NewInvitation'] = ResolversParentTypes['NewInvitation']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OverdueReportResolvers<ContextType = any, ParentType extends ResolversParentTypes['OverdueReport'] = ResolversParentTypes['OverdueReport']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  longestDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['OverdueReportRow']>, ParentType, ContextType>;
  totalNzd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type OverdueReportRowResolvers<ContextType = any, ParentType extends ResolversParentTypes['OverdueReportRow'] = ResolversParentTypes['OverdueReportRow']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  counterparty?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  daysOverdue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nzd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentPreviewResolvers<ContextType = any, ParentType extends ResolversParentTypes['PaymentPreview'] = ResolversParentTypes['PaymentPreview']> = {
  bookedRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  paymentDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  realisedGainNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  realisedGainNzd?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  settlementRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  settlementRateDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  settlementRateSource?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentTrendRowResolvers<ContextType = any, ParentType extends ResolversParentTypes['PaymentTrendRow'] = ResolversParentTypes['PaymentTrendRow']> = {
  averageDays?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  counterparty?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidInvoices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalInvoices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trend?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PreferencesResolvers<ContextType = any, ParentType extends ResolversParentTypes['Preferences'] = ResolversParentTypes['Preferences']> = {
  baseCurrency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateFormat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailNotifications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  numberFormat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overdueAlerts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  weeklyExposureReport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = any, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
  apiKeys?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  auditEvents?: Resolver<ResolversTypes['AuditEventPage'], ParentType, ContextType, RequireFields<QueryAuditEventsArgs, 'limit' | 'offset'>>;
  auditFacets?: Resolver<ResolversTypes['AuditFacets'], ParentType, ContextType>;
  businessDetails?: Resolver<ResolversTypes['BusinessDetails'], ParentType, ContextType>;
  compareScenarios?: Resolver<ResolversTypes['ScenarioComparison'], ParentType, ContextType, RequireFields<QueryCompareScenariosArgs, 'ids'>>;
  contactMessages?: Resolver<Array<ResolversTypes['ContactMessage']>, ParentType, ContextType, RequireFields<QueryContactMessagesArgs, 'limit'>>;
  creditNote?: Resolver<ResolversTypes['CreditNote'], ParentType, ContextType, RequireFields<QueryCreditNoteArgs, 'id'>>;
  creditNotes?: Resolver<Array<ResolversTypes['CreditNote']>, ParentType, ContextType, RequireFields<QueryCreditNotesArgs, 'limit' | 'offset'>>;
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<QueryCustomerArgs, 'id'>>;
  customers?: Resolver<ResolversTypes['CustomerPage'], ParentType, ContextType, RequireFields<QueryCustomersArgs, 'limit' | 'offset'>>;
  exposure?: Resolver<ResolversTypes['Exposure'], ParentType, ContextType, RequireFields<QueryExposureArgs, 'includeDrafts'>>;
  exposureAging?: Resolver<ResolversTypes['ExposureAging'], ParentType, ContextType, RequireFields<QueryExposureAgingArgs, 'includeDrafts'>>;
  exposureByCounterparty?: Resolver<ResolversTypes['CounterpartyExposurePage'], ParentType, ContextType, RequireFields<QueryExposureByCounterpartyArgs, 'includeDrafts' | 'limit' | 'offset'>>;
  gstPeriods?: Resolver<ResolversTypes['GstPeriods'], ParentType, ContextType, Partial<QueryGstPeriodsArgs>>;
  gstReturn?: Resolver<ResolversTypes['GstReturn'], ParentType, ContextType, RequireFields<QueryGstReturnArgs, 'from' | 'to'>>;
  hedge?: Resolver<ResolversTypes['HedgeContract'], ParentType, ContextType, RequireFields<QueryHedgeArgs, 'id'>>;
  hedgeCoverage?: Resolver<ResolversTypes['HedgeCoverage'], ParentType, ContextType, RequireFields<QueryHedgeCoverageArgs, 'includeDrafts'>>;
  hedgeMarkToMarket?: Resolver<ResolversTypes['HedgeMarkToMarket'], ParentType, ContextType, RequireFields<QueryHedgeMarkToMarketArgs, 'limit' | 'offset'>>;
  hedgePolicy?: Resolver<ResolversTypes['HedgePolicy'], ParentType, ContextType>;
  hedgeSettlementPreview?: Resolver<ResolversTypes['HedgeSettlementPreview'], ParentType, ContextType, RequireFields<QueryHedgeSettlementPreviewArgs, 'id'>>;
  hedges?: Resolver<ResolversTypes['HedgeContractPage'], ParentType, ContextType, RequireFields<QueryHedgesArgs, 'limit' | 'offset'>>;
  invitation?: Resolver<ResolversTypes['InvitationDetails'], ParentType, ContextType, RequireFields<QueryInvitationArgs, 'token'>>;
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<QueryInvoiceArgs, 'id'>>;
  invoiceByNumber?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<QueryInvoiceByNumberArgs, 'number'>>;
  invoiceCounts?: Resolver<ResolversTypes['InvoiceCounts'], ParentType, ContextType, RequireFields<QueryInvoiceCountsArgs, 'view'>>;
  invoiceEmailDraft?: Resolver<ResolversTypes['InvoiceEmailDraft'], ParentType, ContextType, RequireFields<QueryInvoiceEmailDraftArgs, 'id'>>;
  invoiceEmails?: Resolver<Array<ResolversTypes['InvoiceEmail']>, ParentType, ContextType, RequireFields<QueryInvoiceEmailsArgs, 'id'>>;
  invoiceGroupRows?: Resolver<ResolversTypes['InvoiceGroupRows'], ParentType, ContextType, RequireFields<QueryInvoiceGroupRowsArgs, 'groupBy' | 'key' | 'limit' | 'view'>>;
  invoiceGroups?: Resolver<ResolversTypes['InvoiceGroupPage'], ParentType, ContextType, RequireFields<QueryInvoiceGroupsArgs, 'groupBy' | 'groupLimit' | 'groupOffset' | 'rows' | 'view'>>;
  invoices?: Resolver<ResolversTypes['InvoicePage'], ParentType, ContextType, RequireFields<QueryInvoicesArgs, 'limit' | 'offset' | 'sort' | 'view'>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  paymentPreview?: Resolver<ResolversTypes['PaymentPreview'], ParentType, ContextType, RequireFields<QueryPaymentPreviewArgs, 'id'>>;
  preferences?: Resolver<ResolversTypes['Preferences'], ParentType, ContextType>;
  rateFeedStatus?: Resolver<ResolversTypes['RateFeedStatus'], ParentType, ContextType>;
  rateHistory?: Resolver<Array<ResolversTypes['Rate']>, ParentType, ContextType, RequireFields<QueryRateHistoryArgs, 'currency' | 'limit'>>;
  rates?: Resolver<ResolversTypes['CurrentRates'], ParentType, ContextType>;
  reminderSettings?: Resolver<ResolversTypes['ReminderSettings'], ParentType, ContextType>;
  reportJob?: Resolver<ResolversTypes['ReportJob'], ParentType, ContextType, RequireFields<QueryReportJobArgs, 'id'>>;
  reportJobs?: Resolver<Array<ResolversTypes['ReportJob']>, ParentType, ContextType, RequireFields<QueryReportJobsArgs, 'limit'>>;
  reportPreview?: Resolver<ResolversTypes['ReportPreview'], ParentType, ContextType, RequireFields<QueryReportPreviewArgs, 'from' | 'template' | 'to'>>;
  scenario?: Resolver<ResolversTypes['SavedScenario'], ParentType, ContextType, RequireFields<QueryScenarioArgs, 'id'>>;
  scenarioAffectedInvoices?: Resolver<ResolversTypes['InvoicePage'], ParentType, ContextType, RequireFields<QueryScenarioAffectedInvoicesArgs, 'id' | 'limit' | 'offset'>>;
  scenarios?: Resolver<Array<ResolversTypes['SavedScenario']>, ParentType, ContextType>;
  team?: Resolver<ResolversTypes['Team'], ParentType, ContextType>;
  tsiShortfall?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  verifyAuditTrail?: Resolver<ResolversTypes['AuditVerification'], ParentType, ContextType>;
  webhookDeliveries?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, RequireFields<QueryWebhookDeliveriesArgs, 'webhookId'>>;
  webhooks?: Resolver<Array<ResolversTypes['Webhook']>, ParentType, ContextType>;
};

export type RateResolvers<ContextType = any, ParentType extends ResolversParentTypes['Rate'] = ResolversParentTypes['Rate']> = {
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  effectiveDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nzdPerUnit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  own?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rateType?: Resolver<ResolversTypes['RateType'], ParentType, ContextType>;
  recordedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  voidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  voidedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RateFeedRunResolvers<ContextType = any, ParentType extends ResolversParentTypes['RateFeedRun'] = ResolversParentTypes['RateFeedRun']> = {
  currencies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feedDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  finishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  missing?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recorded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type RateFeedStatusResolvers<ContextType = any, ParentType extends ResolversParentTypes['RateFeedStatus'] = ResolversParentTypes['RateFeedStatus']> = {
  configured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  failing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  intervalSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastFailure?: Resolver<Maybe<ResolversTypes['RateFeedRun']>, ParentType, ContextType>;
  lastRun?: Resolver<Maybe<ResolversTypes['RateFeedRun']>, ParentType, ContextType>;
  lastSuccess?: Resolver<Maybe<ResolversTypes['RateFeedRun']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RegisteredWebhookResolvers<ContextType = any, ParentType extends ResolversParentTypes['RegisteredWebhook'] = ResolversParentTypes['RegisteredWebhook']> = {
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType>;
};

export type ReminderSettingsResolvers<ContextType = any, ParentType extends ResolversParentTypes['ReminderSettings'] = ResolversParentTypes['ReminderSettings']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstAfterDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mailEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxReminders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  repeatEveryDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type ReportAmountResolvers<ContextType = any, ParentType extends ResolversParentTypes['ReportAmount'] = ResolversParentTypes['ReportAmount']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportJobResolvers<ContextType = any, ParentType extends ResolversParentTypes['ReportJob'] = ResolversParentTypes['ReportJob']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  downloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['ReportFileFormat'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['ReportSection']>, ParentType, ContextType>;
  sizeBytes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReportJobStatus'], ParentType, ContextType>;
  template?: Resolver<Maybe<ResolversTypes['ReportTemplate']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  trigger?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportPreviewResolvers<ContextType = any, ParentType extends ResolversParentTypes['ReportPreview'] = ResolversParentTypes['ReportPreview']> = {
  breakdown?: Resolver<Maybe<ResolversTypes['CurrencyBreakdown']>, ParentType, ContextType>;
  exposure?: Resolver<Maybe<Array<ResolversTypes['MonthlyExposureRow']>>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  fxGains?: Resolver<Maybe<ResolversTypes['FxGains']>, ParentType, ContextType>;
  hedgeCompliance?: Resolver<Maybe<ResolversTypes['HedgeCoverage']>, ParentType, ContextType>;
  inRange?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overdue?: Resolver<Maybe<ResolversTypes['OverdueReport']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['ReportSection']>, ParentType, ContextType>;
  template?: Resolver<ResolversTypes['ReportTemplate'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  trends?: Resolver<Maybe<Array<ResolversTypes['PaymentTrendRow']>>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SavedScenarioResolvers<ContextType = any, ParentType extends ResolversParentTypes['SavedScenario'] = ResolversParentTypes['SavedScenario']> = {
  affectedCurrencies?: Resolver<Array<ResolversTypes['Currency']>, ParentType, ContextType>;
  affectedInvoiceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['ScenarioResult'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  impactAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  includeDrafts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPinned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rateShock?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  rateSnapshotDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  saved?: Resolver<ResolversTypes['ScenarioResult'], ParentType, ContextType>;
  shocks?: Resolver<Array<ResolversTypes['Shock']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  totalExposure?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type ScenarioComparisonResolvers<ContextType = any, ParentType extends ResolversParentTypes['ScenarioComparison'] = ResolversParentTypes['ScenarioComparison']> = {
  current?: Resolver<Array<ResolversTypes['ScenarioResult']>, ParentType, ContextType>;
  impactDifference?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  scenarios?: Resolver<Array<ResolversTypes['SavedScenario']>, ParentType, ContextType>;
  shocks?: Resolver<Array<ResolversTypes['ShockComparison']>, ParentType, ContextType>;
  similar?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  similarNow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ScenarioLineResolvers<ContextType = any, ParentType extends ResolversParentTypes['ScenarioLine'] = ResolversParentTypes['ScenarioLine']> = {
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  currentNzd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  impact?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  invoiceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shock?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  shockedNzd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type ScenarioResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['ScenarioResult'] = ResolversParentTypes['ScenarioResult']> = {
  affectedCurrencies?: Resolver<Array<ResolversTypes['Currency']>, ParentType, ContextType>;
  affectedInvoiceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  asOf?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  baseCurrency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  guidance?: Resolver<ResolversTypes['Guidance'], ParentType, ContextType>;
  includeDrafts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['ScenarioLine']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rateSnapshotDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  shockPercent?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  shocks?: Resolver<Array<ResolversTypes['Shock']>, ParentType, ContextType>;
  totalCurrent?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalImpact?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalShocked?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  withHedges?: Resolver<Maybe<ResolversTypes['HedgedScenario']>, ParentType, ContextType>;
};

export type ShockResolvers<ContextType = any, ParentType extends ResolversParentTypes['Shock'] = ResolversParentTypes['Shock']> = {
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  shock?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type ShockComparisonResolvers<ContextType = any, ParentType extends ResolversParentTypes['ShockComparison'] = ResolversParentTypes['ShockComparison']> = {
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  first?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  second?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = any, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  exposureChanged?: SubscriptionResolver<ResolversTypes['ExposureUpdate'], "exposureChanged", ParentType, ContextType, RequireFields<SubscriptionExposureChangedArgs, 'includeDrafts'>>;
  reportJobUpdated?: SubscriptionResolver<ResolversTypes['ReportJob'], "reportJobUpdated", ParentType, ContextType, RequireFields<SubscriptionReportJobUpdatedArgs, 'id'>>;
};

export type SupplyRateResolvers<ContextType = any, ParentType extends ResolversParentTypes['SupplyRate'] = ResolversParentTypes['SupplyRate']> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['RateType'], ParentType, ContextType>;
};

export type TeamResolvers<ContextType = any, ParentType extends ResolversParentTypes['Team'] = ResolversParentTypes['Team']> = {
  invitations?: Resolver<Array<ResolversTypes['Invitation']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['Member']>, ParentType, ContextType>;
};

export type TsiIssueResolvers<ContextType = any, ParentType extends ResolversParentTypes['TsiIssue'] = ResolversParentTypes['TsiIssue']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = any, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  businessName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  businessRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookResolvers<ContextType = any, ParentType extends ResolversParentTypes['Webhook'] = ResolversParentTypes['Webhook']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  failedInARow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pausedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookAttemptResolvers<ContextType = any, ParentType extends ResolversParentTypes['WebhookAttempt'] = ResolversParentTypes['WebhookAttempt']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latencyMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type WebhookDeliveryResolvers<ContextType = any, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['WebhookAttempt']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastLatencyMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastStatusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = any> = {
  Account?: AccountResolvers<ContextType>;
  AgingBucket?: AgingBucketResolvers<ContextType>;
  ApiKey?: ApiKeyResolvers<ContextType>;
  AuditEvent?: AuditEventResolvers<ContextType>;
  AuditEventPage?: AuditEventPageResolvers<ContextType>;
  AuditFacets?: AuditFacetsResolvers<ContextType>;
  AuditVerification?: AuditVerificationResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  BusinessDetails?: BusinessDetailsResolvers<ContextType>;
  ContactMessage?: ContactMessageResolvers<ContextType>;
  ContractMarkToMarket?: ContractMarkToMarketResolvers<ContextType>;
  CounterpartyExposure?: CounterpartyExposureResolvers<ContextType>;
  CounterpartyExposurePage?: CounterpartyExposurePageResolvers<ContextType>;
  CreatedApiKey?: CreatedApiKeyResolvers<ContextType>;
  CreditNote?: CreditNoteResolvers<ContextType>;
  CurrencyAmount?: CurrencyAmountResolvers<ContextType>;
  CurrencyBreakdown?: CurrencyBreakdownResolvers<ContextType>;
  CurrencyMarkToMarket?: CurrencyMarkToMarketResolvers<ContextType>;
  CurrencyShareRow?: CurrencyShareRowResolvers<ContextType>;
  CurrentRates?: CurrentRatesResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerOutstanding?: CustomerOutstandingResolvers<ContextType>;
  CustomerPage?: CustomerPageResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  Exposure?: ExposureResolvers<ContextType>;
  ExposureAging?: ExposureAgingResolvers<ContextType>;
  ExposureCurrency?: ExposureCurrencyResolvers<ContextType>;
  ExposureUpdate?: ExposureUpdateResolvers<ContextType>;
  FxGains?: FxGainsResolvers<ContextType>;
  GroupCurrencyTotal?: GroupCurrencyTotalResolvers<ContextType>;
  GstPeriod?: GstPeriodResolvers<ContextType>;
  GstPeriods?: GstPeriodsResolvers<ContextType>;
  GstReturn?: GstReturnResolvers<ContextType>;
  GstReturnSupply?: GstReturnSupplyResolvers<ContextType>;
  GstUnratedSupply?: GstUnratedSupplyResolvers<ContextType>;
  Guidance?: GuidanceResolvers<ContextType>;
  HedgeBucketCoverage?: HedgeBucketCoverageResolvers<ContextType>;
  HedgeContract?: HedgeContractResolvers<ContextType>;
  HedgeContractPage?: HedgeContractPageResolvers<ContextType>;
  HedgeCoverage?: HedgeCoverageResolvers<ContextType>;
  HedgeCurrencyCoverage?: HedgeCurrencyCoverageResolvers<ContextType>;
  HedgeMarkToMarket?: HedgeMarkToMarketResolvers<ContextType>;
  HedgePolicy?: HedgePolicyResolvers<ContextType>;
  HedgeSettlementPreview?: HedgeSettlementPreviewResolvers<ContextType>;
  HedgedScenario?: HedgedScenarioResolvers<ContextType>;
  HedgedScenarioLine?: HedgedScenarioLineResolvers<ContextType>;
  ImportErrorItem?: ImportErrorItemResolvers<ContextType>;
  Invitation?: InvitationResolvers<ContextType>;
  InvitationDetails?: InvitationDetailsResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceBooking?: InvoiceBookingResolvers<ContextType>;
  InvoiceCounts?: InvoiceCountsResolvers<ContextType>;
  InvoiceEmail?: InvoiceEmailResolvers<ContextType>;
  InvoiceEmailDraft?: InvoiceEmailDraftResolvers<ContextType>;
  InvoiceGroup?: InvoiceGroupResolvers<ContextType>;
  InvoiceGroupPage?: InvoiceGroupPageResolvers<ContextType>;
  InvoiceGroupRows?: InvoiceGroupRowsResolvers<ContextType>;
  InvoiceImportResult?: InvoiceImportResultResolvers<ContextType>;
  InvoiceLine?: InvoiceLineResolvers<ContextType>;
  InvoicePage?: InvoicePageResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Member?: MemberResolvers<ContextType>;
  MonthlyExposureRow?: MonthlyExposureRowResolvers<ContextType>;
  MultiScenarioResult?: MultiScenarioResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewInvitation?: NewInvitationResolvers<ContextType>;
  OverdueReport?: OverdueReportResolvers<ContextType>;
  OverdueReportRow?: OverdueReportRowResolvers<ContextType>;
  PaymentPreview?: PaymentPreviewResolvers<ContextType>;
  PaymentTrendRow?: PaymentTrendRowResolvers<ContextType>;
  Preferences?: PreferencesResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Rate?: RateResolvers<ContextType>;
  RateFeedRun?: RateFeedRunResolvers<ContextType>;
  RateFeedStatus?: RateFeedStatusResolvers<ContextType>;
  RegisteredWebhook?: RegisteredWebhookResolvers<ContextType>;
  ReminderSettings?: ReminderSettingsResolvers<ContextType>;
  ReportAmount?: ReportAmountResolvers<ContextType>;
  ReportJob?: ReportJobResolvers<ContextType>;
  ReportPreview?: ReportPreviewResolvers<ContextType>;
  SavedScenario?: SavedScenarioResolvers<ContextType>;
  ScenarioComparison?: ScenarioComparisonResolvers<ContextType>;
  ScenarioLine?: ScenarioLineResolvers<ContextType>;
  ScenarioResult?: ScenarioResultResolvers<ContextType>;
  Shock?: ShockResolvers<ContextType>;
  ShockComparison?: ShockComparisonResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SupplyRate?: SupplyRateResolvers<ContextType>;
  Team?: TeamResolvers<ContextType>;
  TsiIssue?: TsiIssueResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Webhook?: WebhookResolvers<ContextType>;
  WebhookAttempt?: WebhookAttemptResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
};

