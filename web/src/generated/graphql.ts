/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The current password and the new one. */
export type ChangePasswordInput = {
  /** The password this person signs in with now, 6 to 1,024 characters. */
  currentPassword: string;
  /** The password from now on, 6 to 1,024 characters; not one of the most common passwords, and not the current one. */
  newPassword: string;
};

/** A new API key. */
export type CreateApiKeyInput = {
  /** When it stops working (ISO date or date-time, in the future, within five years); omit for never. */
  expiresAt?: string | null | undefined;
  /** A name to recognise it by, 1 to 100 characters. */
  name: string;
  /** "read" or "read-write". */
  scope: string;
};

/** A new forward contract. */
export type CreateHedgeInput = {
  /** Positive, at most the currency's minor digits. */
  amount: string;
  /** The bank, 1 to 80 characters. */
  bank: string;
  /** The currency sold forward (not NZD). */
  currency: Currency;
  /** NZD per one unit, positive, at most 10 decimal places. */
  lockedRate: string;
  /** On or after the trade date. */
  maturityDate: string;
  /** The bank's reference, up to 80 characters. */
  reference?: string | null | undefined;
  /** Today when omitted; never in the future. */
  tradeDate?: string | null | undefined;
};

/** A new invoice; it starts as a draft. */
export type CreateInvoiceInput = {
  /** Positive, with at most the currency's minor digits (none for JPY and KRW). */
  amount: string;
  /** The customer being invoiced, 1 to 200 characters. */
  counterparty: string;
  /** The currency the invoice is issued in; it can change only while a draft. */
  currency: Currency;
  /** The customer's postal address (may span lines), up to 400 characters; '' for none; optional. */
  customerAddress?: string | null | undefined;
  /** The customer's contact email, up to 254 characters; '' for none; optional. */
  customerEmail?: string | null | undefined;
  /** When payment is due; on or after the issue date. */
  dueDate: string;
  /** When it was issued; today when a new invoice leaves it out; optional. */
  issuedDate?: string | null | undefined;
  /** Notes to the customer (may span lines), up to 1,000 characters; '' for none; optional. */
  notes?: string | null | undefined;
  /** Payment terms (for example 'Net 20'), up to 200 characters; '' for none; optional. */
  paymentTerms?: string | null | undefined;
  /** The customer's reference or PO number, up to 60 characters; '' for none; optional. */
  reference?: string | null | undefined;
};

/** Email and password, for registering or signing in. */
export type CredentialsInput = {
  /** A valid email address. */
  email: string;
  /** At least 6 characters. */
  password: string;
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

/** What changed: invoices, or rates. */
export type ExposureChangeReason =
  | 'INVOICES'
  | 'RATES';

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

/** A bucket against the policy's target ratio. */
export type HedgeCompliance =
  | 'NO_TARGET'
  | 'ON_TARGET'
  | 'OVER'
  | 'UNDER';

/** The whole policy: each bucket a fraction from 0 to 1, or null for no target. */
export type HedgePolicyInput = {
  /** 0 to 3 months. */
  m0_3?: string | null | undefined;
  /** 3 to 6 months. */
  m3_6?: string | null | undefined;
  /** 6 to 12 months. */
  m6_12?: string | null | undefined;
  /** Over 12 months. */
  m12plus?: string | null | undefined;
};

/** open → settled (Settle) or cancelled (Cancel); only an open contract changes. */
export type HedgeStatus =
  | 'CANCELLED'
  | 'OPEN'
  | 'SETTLED';

/** SPEC's invoice views: ID (one group, by number), CUSTOMER (Company), CURRENCY, STATUS, DUE_DATE (the due buckets). */
export type InvoiceGroupBy =
  | 'CURRENCY'
  | 'CUSTOMER'
  | 'DUE_DATE'
  | 'ID'
  | 'STATUS';

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

/** How a rate was taken: a spot rate, a mid-month rate or an end-of-month rate. */
export type RateType =
  | 'END_OF_MONTH'
  | 'MID_MONTH'
  | 'SPOT';

/** A rate the signed-in owner records; it is their own (audited) and wins over a shared rate of the same date. */
export type RecordRateInput = {
  /** The currency; not NZD, whose rate is always 1. */
  currency: Currency;
  /** The date it applies from; today when omitted; never in the future. */
  effectiveDate?: string | null | undefined;
  /** NZD per one unit: positive, at most 10 decimal places. */
  nzdPerUnit: string;
  /** Spot (default), mid-month or end-of-month. */
  rateType?: RateType | null | undefined;
  /** Where the rate came from (1 to 60 characters); 'manual' when omitted. */
  source?: string | null | undefined;
};

/** A webhook endpoint to register. */
export type RegisterWebhookInput = {
  /** One or more of invoice.status_changed, exposure.changed, exposure.threshold_crossed, report.completed. */
  events: Array<string>;
  /** An http(s) URL. */
  url: string;
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

/** queued (also between retries) → running → completed or failed. */
export type ReportJobStatus =
  | 'COMPLETED'
  | 'FAILED'
  | 'QUEUED'
  | 'RUNNING';

/** The custom report's sections: Invoices Summary, Monthly Exposure by Currency, Overdue Invoices Summary, Saved Scenarios Overview. */
export type ReportSection =
  | 'EXPOSURE'
  | 'INVOICES'
  | 'OVERDUE'
  | 'SCENARIOS';

/** The Reports page's templates (SPEC section 2). */
export type ReportTemplate =
  | 'CURRENCY_BREAKDOWN'
  | 'CUSTOM_REPORT'
  | 'EXPOSURE_SUMMARY'
  | 'OVERDUE_SUMMARY'
  | 'PAYMENT_TRENDS';

/** What report to make, for which dates, and as what file. */
export type RequestReportInput = {
  /** PDF (the default) or CSV. */
  format?: ReportFormat;
  /** First day of the range (invoices issued on or after it). */
  from: string;
  /** The custom report's sections, at least one; ignored by other templates. */
  sections?: Array<ReportSection> | null | undefined;
  /** The template. */
  template: ReportTemplate;
  /** Last day of the range (inclusive). */
  to: string;
};

/** A scenario: shocks on today's exposure. */
export type RunScenarioInput = {
  /** The base currency; only NZD (the default). */
  baseCurrency?: Currency | null | undefined;
  /** Also count drafts (default false). */
  includeDrafts?: boolean | null | undefined;
  /** 1 to 22 currencies, each at most once. */
  shocks: Array<ShockInput>;
};

/** A scenario to save with what it computes now. */
export type SaveScenarioInput = {
  /** The base currency; only NZD (the default). */
  baseCurrency?: Currency | null | undefined;
  /** Also count drafts (default false). */
  includeDrafts?: boolean | null | undefined;
  /** A non-blank name, at most 120 characters ('Please enter a name for this scenario'). */
  name: string;
  /** 1 to 22 currencies, each at most once. */
  shocks: Array<ShockInput>;
  /** Tags from: Board Report, Worst Case, Best Case, Pricing Review, Hedge Decision. */
  tags?: Array<string> | null | undefined;
};

/** Contact Support: every field required, email in valid format (SPEC section 5). */
export type SendContactMessageInput = {
  /** Your email address. */
  email: string;
  /** Message, at most 5000 characters. */
  message: string;
  /** Your name. */
  name: string;
  /** Subject, at most 200 characters. */
  subject: string;
};

/** One currency shocked against NZD. */
export type ShockInput = {
  /** A supported currency other than NZD. */
  currency: Currency;
  /** The shock as a fraction from -1 to 1: 0.1 is +10% (the currency is worth 10% more NZD). */
  shock: number;
};

/** Business details to save; a field left out keeps its value, an empty string clears it. */
export type UpdateBusinessDetailsInput = {
  /** Address, at most 400 characters (newlines allowed). */
  address?: string | null | undefined;
  /** Bank account, such as 12-3456-0123456-00. */
  bankAccount?: string | null | undefined;
  /** Company name, at most 160 characters. */
  companyName?: string | null | undefined;
  /** NZ GST number: 8 or 9 digits, such as 123-456-789. */
  gstNumber?: string | null | undefined;
  /** Logo: a PNG or JPEG data: URL of at most 60,000 characters, or an empty string to remove it. */
  logo?: string | null | undefined;
  /** Trading name, at most 160 characters. */
  tradingName?: string | null | undefined;
};

/** Changes to an invoice; omitted fields stay as they are. */
export type UpdateInvoiceInput = {
  /** Positive, with at most the currency's minor digits (none for JPY and KRW); unchanged when left out. */
  amount?: string | null | undefined;
  /** The customer being invoiced, 1 to 200 characters; unchanged when left out. */
  counterparty?: string | null | undefined;
  /** The currency the invoice is issued in; it can change only while a draft; unchanged when left out. */
  currency?: Currency | null | undefined;
  /** The customer's postal address (may span lines), up to 400 characters; '' for none; unchanged when left out. */
  customerAddress?: string | null | undefined;
  /** The customer's contact email, up to 254 characters; '' for none; unchanged when left out. */
  customerEmail?: string | null | undefined;
  /** When payment is due; on or after the issue date; unchanged when left out. */
  dueDate?: string | null | undefined;
  /** When it was issued; today when a new invoice leaves it out; unchanged when left out. */
  issuedDate?: string | null | undefined;
  /** Notes to the customer (may span lines), up to 1,000 characters; '' for none; unchanged when left out. */
  notes?: string | null | undefined;
  /** Payment terms (for example 'Net 20'), up to 200 characters; '' for none; unchanged when left out. */
  paymentTerms?: string | null | undefined;
  /** The customer's reference or PO number, up to 60 characters; '' for none; unchanged when left out. */
  reference?: string | null | undefined;
  /** A new status, by the rules: DRAFT → SENT → PAID; unchanged when left out. */
  status?: InvoiceStatus | null | undefined;
};

/** The preferences to change; omitted ones stay as they are. */
export type UpdatePreferencesInput = {
  /** NZD, USD, EUR, GBP or AUD. */
  baseCurrency?: string | null | undefined;
  /** dd/mm/yyyy, mm/dd/yyyy or yyyy-mm-dd. */
  dateFormat?: string | null | undefined;
  /** General e-mail notifications. */
  emailNotifications?: boolean | null | undefined;
  /** comma, space or period. */
  numberFormat?: string | null | undefined;
  /** Overdue invoice alerts. */
  overdueAlerts?: boolean | null | undefined;
  /** The weekly exposure report, every Monday. */
  weeklyExposureReport?: boolean | null | undefined;
};

/** The profile fields of Settings, Account. */
export type UpdateProfileInput = {
  /** Company name, optional, at most 160 characters. */
  company?: string | null | undefined;
  /** Email address, required and valid. */
  email: string;
  /** Full name, required, at most 120 characters. */
  fullName: string;
};

export type ApiKeyFieldsFragment = { id: string, name: string, scope: string, prefix: string, createdAt: string, expiresAt: string | null, lastUsedAt: string | null, revokedAt: string | null };

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { apiKeys: Array<{ id: string, name: string, scope: string, prefix: string, createdAt: string, expiresAt: string | null, lastUsedAt: string | null, revokedAt: string | null }> };

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { createApiKey: { key: string, apiKey: { id: string, name: string, scope: string, prefix: string, createdAt: string, expiresAt: string | null, lastUsedAt: string | null, revokedAt: string | null } } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: { id: string, name: string, scope: string, prefix: string, createdAt: string, expiresAt: string | null, lastUsedAt: string | null, revokedAt: string | null } };

export type WebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksQuery = { webhooks: Array<{ id: string, url: string, events: Array<string>, createdAt: string, pausedAt: string | null, failedInARow: number }> };

export type ResumeWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type ResumeWebhookMutation = { resumeWebhook: { id: string, pausedAt: string | null, failedInARow: number } };

export type WebhookDeliveriesQueryVariables = Exact<{
  webhookId: string | number;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: Array<{ id: string, eventId: string, eventType: string, status: string, attempts: number, lastStatusCode: number | null, lastLatencyMs: number | null, lastError: string | null, createdAt: string }> };

export type RegisterWebhookMutationVariables = Exact<{
  input: RegisterWebhookInput;
}>;


export type RegisterWebhookMutation = { registerWebhook: { secret: string, webhook: { id: string, url: string, events: Array<string>, createdAt: string } } };

export type DeleteWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWebhookMutation = { deleteWebhook: { id: string } };

export type ResendWebhookDeliveryMutationVariables = Exact<{
  webhookId: string | number;
  deliveryId: string | number;
}>;


export type ResendWebhookDeliveryMutation = { resendWebhookDelivery: { id: string, status: string } };

export type AuditEventsQueryVariables = Exact<{
  limit: number;
  offset: number;
}>;


export type AuditEventsQuery = { auditEvents: { hasMore: boolean, items: Array<{ id: string, seq: number, action: string, actor: string, message: string, createdAt: string, entityType: string, entityId: string | null }> } };

export type LoginMutationVariables = Exact<{
  input: CredentialsInput;
}>;


export type LoginMutation = { login: { accessToken: string, expiresAt: string, user: { id: string, email: string, role: string, createdAt: string } } };

export type RegisterMutationVariables = Exact<{
  input: CredentialsInput;
}>;


export type RegisterMutation = { register: { accessToken: string, expiresAt: string, user: { id: string, email: string, role: string, createdAt: string } } };

export type ExposureFieldsFragment = { asOf: string, includeDrafts: boolean, totalNzd: string, invoiceCount: number, overdueCount: number, rateSnapshotDate: string | null, dueHorizonText: string, warnings: Array<string>, currencies: Array<{ currency: Currency, totalAmount: string, nzdValue: string, nzdPerUnit: string, sharePercent: string, invoiceCount: number, rateMissing: boolean, rateStale: boolean }> };

export type ExposureQueryVariables = Exact<{
  includeDrafts: boolean;
}>;


export type ExposureQuery = { exposure: { asOf: string, includeDrafts: boolean, totalNzd: string, invoiceCount: number, overdueCount: number, rateSnapshotDate: string | null, dueHorizonText: string, warnings: Array<string>, currencies: Array<{ currency: Currency, totalAmount: string, nzdValue: string, nzdPerUnit: string, sharePercent: string, invoiceCount: number, rateMissing: boolean, rateStale: boolean }> } };

export type ExposureChangedSubscriptionVariables = Exact<{
  includeDrafts: boolean;
}>;


export type ExposureChangedSubscription = { exposureChanged: { reasons: Array<ExposureChangeReason>, exposure: { asOf: string, includeDrafts: boolean, totalNzd: string, invoiceCount: number, overdueCount: number, rateSnapshotDate: string | null, dueHorizonText: string, warnings: Array<string>, currencies: Array<{ currency: Currency, totalAmount: string, nzdValue: string, nzdPerUnit: string, sharePercent: string, invoiceCount: number, rateMissing: boolean, rateStale: boolean }> } } };

export type RunScenarioMutationVariables = Exact<{
  input: RunScenarioInput;
}>;


export type RunScenarioMutation = { runScenario: { totalCurrent: string, totalShocked: string, totalImpact: string, shockPercent: string, affectedInvoiceCount: number, affectedCurrencies: Array<Currency>, warnings: Array<string>, guidance: { band: GuidanceBand, text: string } } };

export type HedgeFieldsFragment = { id: string, currency: Currency, amount: string, lockedRate: string, tradeDate: string, maturityDate: string, bank: string, reference: string, status: HedgeStatus, settledOn: string | null, settlementRate: string | null, realisedGainLoss: string | null, cancelledOn: string | null };

export type HedgePolicyFieldsFragment = { m0_3: string | null, m3_6: string | null, m6_12: string | null, m12plus: string | null };

export type HedgeBookQueryVariables = Exact<{ [key: string]: never; }>;


export type HedgeBookQuery = { hedges: { hasMore: boolean, items: Array<{ id: string, currency: Currency, amount: string, lockedRate: string, tradeDate: string, maturityDate: string, bank: string, reference: string, status: HedgeStatus, settledOn: string | null, settlementRate: string | null, realisedGainLoss: string | null, cancelledOn: string | null }> }, hedgePolicy: { m0_3: string | null, m3_6: string | null, m6_12: string | null, m12plus: string | null } };

export type HedgeCoverageFieldsFragment = { asOf: string, warnings: Array<string>, currencies: Array<{ currency: Currency, nzdPerUnit: string, grossAmount: string, hedgedAmount: string, unhedgedAmount: string, hedgeRatio: string | null, grossNzd: string, hedgedNzd: string, unhedgedNzd: string, buckets: Array<{ bucket: HedgeBucket, label: string, grossAmount: string, hedgedAmount: string, unhedgedAmount: string, hedgeRatio: string | null, targetRatio: string | null, gapAmount: string | null, gapNzd: string | null, compliance: HedgeCompliance, exceedsExposure: boolean }> }> };

export type HedgeCoverageQueryVariables = Exact<{
  includeDrafts?: boolean;
}>;


export type HedgeCoverageQuery = { hedgeCoverage: { asOf: string, warnings: Array<string>, currencies: Array<{ currency: Currency, nzdPerUnit: string, grossAmount: string, hedgedAmount: string, unhedgedAmount: string, hedgeRatio: string | null, grossNzd: string, hedgedNzd: string, unhedgedNzd: string, buckets: Array<{ bucket: HedgeBucket, label: string, grossAmount: string, hedgedAmount: string, unhedgedAmount: string, hedgeRatio: string | null, targetRatio: string | null, gapAmount: string | null, gapNzd: string | null, compliance: HedgeCompliance, exceedsExposure: boolean }> }> } };

export type HedgeMarkToMarketQueryVariables = Exact<{ [key: string]: never; }>;


export type HedgeMarkToMarketQuery = { hedgeMarkToMarket: { totalNzd: string, currencies: Array<{ currency: Currency, contractCount: number, amount: string, lockedRate: string, marketRate: string, rateMissing: boolean, markToMarket: string }> } };

export type CreateHedgeMutationVariables = Exact<{
  input: CreateHedgeInput;
}>;


export type CreateHedgeMutation = { createHedge: { id: string, currency: Currency, amount: string, lockedRate: string, tradeDate: string, maturityDate: string, bank: string, reference: string, status: HedgeStatus, settledOn: string | null, settlementRate: string | null, realisedGainLoss: string | null, cancelledOn: string | null } };

export type SettleHedgeMutationVariables = Exact<{
  id: string | number;
}>;


export type SettleHedgeMutation = { settleHedge: { id: string, currency: Currency, amount: string, lockedRate: string, tradeDate: string, maturityDate: string, bank: string, reference: string, status: HedgeStatus, settledOn: string | null, settlementRate: string | null, realisedGainLoss: string | null, cancelledOn: string | null } };

export type CancelHedgeMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelHedgeMutation = { cancelHedge: { id: string, currency: Currency, amount: string, lockedRate: string, tradeDate: string, maturityDate: string, bank: string, reference: string, status: HedgeStatus, settledOn: string | null, settlementRate: string | null, realisedGainLoss: string | null, cancelledOn: string | null } };

export type SetHedgePolicyMutationVariables = Exact<{
  input: HedgePolicyInput;
}>;


export type SetHedgePolicyMutation = { setHedgePolicy: { m0_3: string | null, m3_6: string | null, m6_12: string | null, m12plus: string | null } };

export type MarketRateDatesQueryVariables = Exact<{ [key: string]: never; }>;


export type MarketRateDatesQuery = { rates: { rates: Array<{ currency: Currency, effectiveDate: string, source: string }> } };

export type InvoiceFieldsFragment = { id: string, number: number, label: string, counterparty: string, currency: Currency, amount: string, issuedDate: string, dueDate: string, status: InvoiceStatus, archived: boolean, writtenOff: boolean, sentDate: string | null, paidDate: string | null };

export type InvoicesQueryVariables = Exact<{
  view: InvoiceView;
  status?: InvoiceStatus | null | undefined;
  search?: string | null | undefined;
  sort: InvoiceSort;
  limit: number;
  offset: number;
}>;


export type InvoicesQuery = { invoices: { hasMore: boolean, limit: number, offset: number, items: Array<{ id: string, number: number, label: string, counterparty: string, currency: Currency, amount: string, issuedDate: string, dueDate: string, status: InvoiceStatus, archived: boolean, writtenOff: boolean, sentDate: string | null, paidDate: string | null }> } };

export type InvoiceCountsQueryVariables = Exact<{
  view: InvoiceView;
  search?: string | null | undefined;
}>;


export type InvoiceCountsQuery = { invoiceCounts: { all: number, draft: number, sent: number, overdue: number, paid: number, active: number, archive: number, writeoffs: number } };

export type InvoiceQueryVariables = Exact<{
  number: string;
}>;


export type InvoiceQuery = { invoiceByNumber: { createdAt: string, updatedAt: string, customerEmail: string, customerAddress: string, reference: string, paymentTerms: string, notes: string, id: string, number: number, label: string, counterparty: string, currency: Currency, amount: string, issuedDate: string, dueDate: string, status: InvoiceStatus, archived: boolean, writtenOff: boolean, sentDate: string | null, paidDate: string | null, auditEvents: Array<{ id: string, seq: number, action: string, actor: string, message: string, createdAt: string }> } };

export type CreateInvoiceMutationVariables = Exact<{
  input: CreateInvoiceInput;
}>;


export type CreateInvoiceMutation = { createInvoice: { id: string, number: number, label: string, counterparty: string, currency: Currency, amount: string, issuedDate: string, dueDate: string, status: InvoiceStatus, archived: boolean, writtenOff: boolean, sentDate: string | null, paidDate: string | null } };

export type UpdateInvoiceMutationVariables = Exact<{
  id: string | number;
  input: UpdateInvoiceInput;
}>;


export type UpdateInvoiceMutation = { updateInvoice: { updatedAt: string, customerEmail: string, customerAddress: string, reference: string, paymentTerms: string, notes: string, id: string, number: number, label: string, counterparty: string, currency: Currency, amount: string, issuedDate: string, dueDate: string, status: InvoiceStatus, archived: boolean, writtenOff: boolean, sentDate: string | null, paidDate: string | null } };

export type DeleteInvoiceMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteInvoiceMutation = { deleteInvoice: { id: string } };

export type SendInvoiceMutationVariables = Exact<{
  id: string | number;
}>;


export type SendInvoiceMutation = { sendInvoice: { id: string, number: number, label: string, counterparty: string, currency: Currency, amount: string, issuedDate: string, dueDate: string, status: InvoiceStatus, archived: boolean, writtenOff: boolean, sentDate: string | null, paidDate: string | null } };

export type PayInvoiceMutationVariables = Exact<{
  id: string | number;
  settlementRate?: string | null | undefined;
}>;


export type PayInvoiceMutation = { payInvoice: { settlementRate: string | null, settlementRateSource: string | null, realisedGainNzd: string | null, id: string, number: number, label: string, counterparty: string, currency: Currency, amount: string, issuedDate: string, dueDate: string, status: InvoiceStatus, archived: boolean, writtenOff: boolean, sentDate: string | null, paidDate: string | null } };

export type ArchiveInvoicesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type ArchiveInvoicesMutation = { archiveInvoices: Array<{ id: string, number: number, label: string, counterparty: string, currency: Currency, amount: string, issuedDate: string, dueDate: string, status: InvoiceStatus, archived: boolean, writtenOff: boolean, sentDate: string | null, paidDate: string | null }> };

export type UnarchiveInvoicesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type UnarchiveInvoicesMutation = { unarchiveInvoices: Array<{ id: string, number: number, label: string, counterparty: string, currency: Currency, amount: string, issuedDate: string, dueDate: string, status: InvoiceStatus, archived: boolean, writtenOff: boolean, sentDate: string | null, paidDate: string | null }> };

export type WriteOffInvoicesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type WriteOffInvoicesMutation = { writeOffInvoices: Array<{ id: string, number: number, label: string, counterparty: string, currency: Currency, amount: string, issuedDate: string, dueDate: string, status: InvoiceStatus, archived: boolean, writtenOff: boolean, sentDate: string | null, paidDate: string | null }> };

export type RestoreInvoicesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type RestoreInvoicesMutation = { restoreInvoices: Array<{ id: string, number: number, label: string, counterparty: string, currency: Currency, amount: string, issuedDate: string, dueDate: string, status: InvoiceStatus, archived: boolean, writtenOff: boolean, sentDate: string | null, paidDate: string | null }> };

export type ImportInvoicesMutationVariables = Exact<{
  csv: string;
  dryRun: boolean;
}>;


export type ImportInvoicesMutation = { importInvoices: { imported: number, dryRun: boolean, firstNumber: number | null, lastNumber: number | null, errors: Array<{ row: number | null, field: string | null, message: string }> } };

export type InvoiceGroupFieldsFragment = { groupKey: string, groupLabel: string, count: number, totalAmount: string | null, totalCurrency: Currency | null, earliestDue: string | null, nextCursor: string | null, totalsByCurrency: Array<{ currency: Currency, amount: string }> | null, invoices: Array<{ id: string, number: number, label: string, counterparty: string, currency: Currency, amount: string, issuedDate: string, dueDate: string, status: InvoiceStatus, archived: boolean, writtenOff: boolean, sentDate: string | null, paidDate: string | null }> };

export type InvoiceGroupsQueryVariables = Exact<{
  groupBy: InvoiceGroupBy;
  rows: number;
  groupOffset: number;
  groupLimit: number;
  rowBudget?: number | null | undefined;
}>;


export type InvoiceGroupsQuery = { invoiceGroups: { groupBy: InvoiceGroupBy, totalGroups: number, totalInvoices: number, groupOffset: number, hasMoreGroups: boolean, groups: Array<{ groupKey: string, groupLabel: string, count: number, totalAmount: string | null, totalCurrency: Currency | null, earliestDue: string | null, nextCursor: string | null, totalsByCurrency: Array<{ currency: Currency, amount: string }> | null, invoices: Array<{ id: string, number: number, label: string, counterparty: string, currency: Currency, amount: string, issuedDate: string, dueDate: string, status: InvoiceStatus, archived: boolean, writtenOff: boolean, sentDate: string | null, paidDate: string | null }> }> } };

export type InvoiceGroupRowsQueryVariables = Exact<{
  groupBy: InvoiceGroupBy;
  key: string;
  after?: string | null | undefined;
  limit: number;
}>;


export type InvoiceGroupRowsQuery = { invoiceGroupRows: { nextCursor: string | null, items: Array<{ id: string, number: number, label: string, counterparty: string, currency: Currency, amount: string, issuedDate: string, dueDate: string, status: InvoiceStatus, archived: boolean, writtenOff: boolean, sentDate: string | null, paidDate: string | null }> } };

export type PreferencesFieldsFragment = { baseCurrency: string, emailNotifications: boolean, overdueAlerts: boolean, weeklyExposureReport: boolean, dateFormat: string, numberFormat: string, updatedAt: string | null };

export type PreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type PreferencesQuery = { preferences: { baseCurrency: string, emailNotifications: boolean, overdueAlerts: boolean, weeklyExposureReport: boolean, dateFormat: string, numberFormat: string, updatedAt: string | null } };

export type UpdatePreferencesMutationVariables = Exact<{
  input: UpdatePreferencesInput;
}>;


export type UpdatePreferencesMutation = { updatePreferences: { baseCurrency: string, emailNotifications: boolean, overdueAlerts: boolean, weeklyExposureReport: boolean, dateFormat: string, numberFormat: string, updatedAt: string | null } };

export type BaseCurrencyRateQueryVariables = Exact<{ [key: string]: never; }>;


export type BaseCurrencyRateQuery = { rates: { rates: Array<{ currency: Currency, nzdPerUnit: string, effectiveDate: string }> } };

export type RateFieldsFragment = { id: string, currency: Currency, nzdPerUnit: string, source: string, rateType: RateType, effectiveDate: string, recordedAt: string, stale: boolean, own: boolean };

export type FeedRunFieldsFragment = { startedAt: string, finishedAt: string, ok: boolean, feedDate: string | null, recorded: number, currencies: Array<string>, missing: Array<string>, error: string | null };

export type RatesScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type RatesScreenQuery = { rates: { warnings: Array<string>, rates: Array<{ id: string, currency: Currency, nzdPerUnit: string, source: string, rateType: RateType, effectiveDate: string, recordedAt: string, stale: boolean, own: boolean }> }, rateFeedStatus: { configured: boolean, url: string | null, intervalSeconds: number, failing: boolean, message: string, lastRun: { startedAt: string, finishedAt: string, ok: boolean, feedDate: string | null, recorded: number, currencies: Array<string>, missing: Array<string>, error: string | null } | null, lastSuccess: { startedAt: string, finishedAt: string, ok: boolean, feedDate: string | null, recorded: number, currencies: Array<string>, missing: Array<string>, error: string | null } | null, lastFailure: { startedAt: string, finishedAt: string, ok: boolean, feedDate: string | null, recorded: number, currencies: Array<string>, missing: Array<string>, error: string | null } | null } };

export type RateHistoryQueryVariables = Exact<{
  currency: Currency;
  limit: number;
}>;


export type RateHistoryQuery = { rateHistory: Array<{ id: string, currency: Currency, nzdPerUnit: string, source: string, rateType: RateType, effectiveDate: string, recordedAt: string, stale: boolean, own: boolean }> };

export type RecordRateMutationVariables = Exact<{
  input: RecordRateInput;
}>;


export type RecordRateMutation = { recordRate: { id: string, currency: Currency, nzdPerUnit: string, source: string, rateType: RateType, effectiveDate: string, recordedAt: string, stale: boolean, own: boolean } };

export type ReportPreviewQueryVariables = Exact<{
  template: ReportTemplate;
  from: string;
  to: string;
  sections?: Array<ReportSection> | ReportSection | null | undefined;
}>;


export type ReportPreviewQuery = { reportPreview: { template: ReportTemplate, from: string, to: string, inRange: number, warnings: Array<string>, sections: Array<ReportSection>, exposure: Array<{ month: string, label: string, totalNzd: string, invoices: number, amounts: Array<{ currency: string, amount: string }> }> | null, fxGains: { realisedNzd: string, paidInvoices: number, paidWithoutGain: number, unrealisedNzd: string } | null, hedgeCompliance: { asOf: string, warnings: Array<string>, currencies: Array<{ currency: Currency, nzdPerUnit: string, grossAmount: string, hedgedAmount: string, unhedgedAmount: string, hedgeRatio: string | null, grossNzd: string, hedgedNzd: string, unhedgedNzd: string, buckets: Array<{ bucket: HedgeBucket, label: string, grossAmount: string, hedgedAmount: string, unhedgedAmount: string, hedgeRatio: string | null, targetRatio: string | null, gapAmount: string | null, gapNzd: string | null, compliance: HedgeCompliance, exceedsExposure: boolean }> }> } | null, overdue: { count: number, longestDays: number, totalNzd: string, rows: Array<{ id: string, label: string, counterparty: string, currency: string, amount: string, dueDate: string, daysOverdue: number, priority: string, nzd: string }> } | null, breakdown: { totalNzd: string, rows: Array<{ currency: string, amount: string, nzd: string, share: number, invoices: number }> } | null, trends: Array<{ counterparty: string, averageDays: number, paidInvoices: number, totalInvoices: number, trend: string }> | null } };

export type ReportJobFieldsFragment = { id: string, kind: string, template: ReportTemplate | null, format: ReportFileFormat, status: ReportJobStatus, progress: number, attempts: number, error: string | null, fileName: string | null, downloadUrl: string | null };

export type RequestReportMutationVariables = Exact<{
  input: RequestReportInput;
}>;


export type RequestReportMutation = { requestReport: { id: string, kind: string, template: ReportTemplate | null, format: ReportFileFormat, status: ReportJobStatus, progress: number, attempts: number, error: string | null, fileName: string | null, downloadUrl: string | null } };

export type RequestTaxTimeBundleMutationVariables = Exact<{
  from: string;
  to: string;
}>;


export type RequestTaxTimeBundleMutation = { requestTaxTimeBundle: { id: string, kind: string, template: ReportTemplate | null, format: ReportFileFormat, status: ReportJobStatus, progress: number, attempts: number, error: string | null, fileName: string | null, downloadUrl: string | null } };

export type ReportJobUpdatedSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type ReportJobUpdatedSubscription = { reportJobUpdated: { id: string, kind: string, template: ReportTemplate | null, format: ReportFileFormat, status: ReportJobStatus, progress: number, attempts: number, error: string | null, fileName: string | null, downloadUrl: string | null } };

export type ScenarioRunFieldsFragment = { asOf: string, rateSnapshotDate: string | null, includeDrafts: boolean, totalCurrent: string, totalShocked: string, totalImpact: string, shockPercent: string, affectedInvoiceCount: number, affectedCurrencies: Array<Currency>, warnings: Array<string>, guidance: { band: GuidanceBand, text: string }, lines: Array<{ currency: Currency, shock: string, currentNzd: string, shockedNzd: string, impact: string, invoiceCount: number }> };

export type SavedScenarioFieldsFragment = { id: string, name: string, date: string, tags: Array<string>, rateShock: string, includeDrafts: boolean, totalExposure: string, impactAmount: string, affectedInvoiceCount: number, affectedCurrencies: Array<Currency>, isPinned: boolean, rateSnapshotDate: string, shocks: Array<{ currency: Currency, shock: string, percent: string }> };

export type SavedScenariosQueryVariables = Exact<{ [key: string]: never; }>;


export type SavedScenariosQuery = { scenarios: Array<{ id: string, name: string, date: string, tags: Array<string>, rateShock: string, includeDrafts: boolean, totalExposure: string, impactAmount: string, affectedInvoiceCount: number, affectedCurrencies: Array<Currency>, isPinned: boolean, rateSnapshotDate: string, shocks: Array<{ currency: Currency, shock: string, percent: string }> }> };

export type SavedScenarioCurrentQueryVariables = Exact<{
  id: string | number;
}>;


export type SavedScenarioCurrentQuery = { scenario: { id: string, name: string, date: string, tags: Array<string>, rateShock: string, includeDrafts: boolean, totalExposure: string, impactAmount: string, affectedInvoiceCount: number, affectedCurrencies: Array<Currency>, isPinned: boolean, rateSnapshotDate: string, saved: { asOf: string, rateSnapshotDate: string | null, includeDrafts: boolean, totalCurrent: string, totalShocked: string, totalImpact: string, shockPercent: string, affectedInvoiceCount: number, affectedCurrencies: Array<Currency>, warnings: Array<string>, guidance: { band: GuidanceBand, text: string }, lines: Array<{ currency: Currency, shock: string, currentNzd: string, shockedNzd: string, impact: string, invoiceCount: number }> }, current: { asOf: string, rateSnapshotDate: string | null, includeDrafts: boolean, totalCurrent: string, totalShocked: string, totalImpact: string, shockPercent: string, affectedInvoiceCount: number, affectedCurrencies: Array<Currency>, warnings: Array<string>, guidance: { band: GuidanceBand, text: string }, lines: Array<{ currency: Currency, shock: string, currentNzd: string, shockedNzd: string, impact: string, invoiceCount: number }> }, shocks: Array<{ currency: Currency, shock: string, percent: string }> } };

export type ScenarioAffectedInvoicesQueryVariables = Exact<{
  id: string | number;
}>;


export type ScenarioAffectedInvoicesQuery = { scenarioAffectedInvoices: { hasMore: boolean, items: Array<{ id: string, label: string, counterparty: string, currency: Currency, amount: string, dueDate: string, status: InvoiceStatus }> } };

export type CompareScenariosQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type CompareScenariosQuery = { compareScenarios: { impactDifference: string, similar: boolean, similarNow: boolean, scenarios: Array<{ id: string, name: string, date: string, tags: Array<string>, rateShock: string, includeDrafts: boolean, totalExposure: string, impactAmount: string, affectedInvoiceCount: number, affectedCurrencies: Array<Currency>, isPinned: boolean, rateSnapshotDate: string, saved: { asOf: string, rateSnapshotDate: string | null, includeDrafts: boolean, totalCurrent: string, totalShocked: string, totalImpact: string, shockPercent: string, affectedInvoiceCount: number, affectedCurrencies: Array<Currency>, warnings: Array<string>, guidance: { band: GuidanceBand, text: string }, lines: Array<{ currency: Currency, shock: string, currentNzd: string, shockedNzd: string, impact: string, invoiceCount: number }> }, shocks: Array<{ currency: Currency, shock: string, percent: string }> }>, current: Array<{ asOf: string, rateSnapshotDate: string | null, includeDrafts: boolean, totalCurrent: string, totalShocked: string, totalImpact: string, shockPercent: string, affectedInvoiceCount: number, affectedCurrencies: Array<Currency>, warnings: Array<string>, guidance: { band: GuidanceBand, text: string }, lines: Array<{ currency: Currency, shock: string, currentNzd: string, shockedNzd: string, impact: string, invoiceCount: number }> }>, shocks: Array<{ currency: Currency, first: string, second: string }> } };

export type RunScenarioConfirmMutationVariables = Exact<{
  input: RunScenarioInput;
}>;


export type RunScenarioConfirmMutation = { runScenario: { asOf: string, rateSnapshotDate: string | null, includeDrafts: boolean, totalCurrent: string, totalShocked: string, totalImpact: string, shockPercent: string, affectedInvoiceCount: number, affectedCurrencies: Array<Currency>, warnings: Array<string>, guidance: { band: GuidanceBand, text: string }, lines: Array<{ currency: Currency, shock: string, currentNzd: string, shockedNzd: string, impact: string, invoiceCount: number }> } };

export type SaveScenarioMutationVariables = Exact<{
  input: SaveScenarioInput;
}>;


export type SaveScenarioMutation = { saveScenario: { id: string, name: string, date: string, tags: Array<string>, rateShock: string, includeDrafts: boolean, totalExposure: string, impactAmount: string, affectedInvoiceCount: number, affectedCurrencies: Array<Currency>, isPinned: boolean, rateSnapshotDate: string, shocks: Array<{ currency: Currency, shock: string, percent: string }> } };

export type PinScenarioMutationVariables = Exact<{
  id: string | number;
  pinned: boolean;
}>;


export type PinScenarioMutation = { pinScenario: { id: string, name: string, date: string, tags: Array<string>, rateShock: string, includeDrafts: boolean, totalExposure: string, impactAmount: string, affectedInvoiceCount: number, affectedCurrencies: Array<Currency>, isPinned: boolean, rateSnapshotDate: string, shocks: Array<{ currency: Currency, shock: string, percent: string }> } };

export type DeleteScenarioMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteScenarioMutation = { deleteScenario: { id: string } };

export type AccountFieldsFragment = { fullName: string, email: string, company: string, plan: string, monthlyFee: string, nextBillingDate: string, paymentMethod: string | null, updatedAt: string | null };

export type AccountQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountQuery = { account: { fullName: string, email: string, company: string, plan: string, monthlyFee: string, nextBillingDate: string, paymentMethod: string | null, updatedAt: string | null } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { fullName: string, email: string, company: string, plan: string, monthlyFee: string, nextBillingDate: string, paymentMethod: string | null, updatedAt: string | null } };

export type SendContactMessageMutationVariables = Exact<{
  input: SendContactMessageInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: { id: string, subject: string, createdAt: string } };

export type AuditTrailQueryVariables = Exact<{
  limit: number;
  offset: number;
  entityType?: string | null | undefined;
  action?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type AuditTrailQuery = { auditEvents: { hasMore: boolean, items: Array<{ id: string, seq: number, action: string, actor: string, message: string, createdAt: string, entityType: string, entityId: string | null }> } };

export type AuditFacetsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditFacetsQuery = { auditFacets: { entityTypes: Array<string>, actions: Array<string> } };

export type VerifyAuditTrailQueryVariables = Exact<{ [key: string]: never; }>;


export type VerifyAuditTrailQuery = { verifyAuditTrail: { ok: boolean, checked: number, brokenAtSeq: number | null, reason: string | null } };

export type BusinessDetailsFieldsFragment = { companyName: string, tradingName: string, address: string, gstNumber: string, bankAccount: string, logo: string, missing: Array<string> };

export type BusinessDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type BusinessDetailsQuery = { businessDetails: { companyName: string, tradingName: string, address: string, gstNumber: string, bankAccount: string, logo: string, missing: Array<string> } };

export type UpdateBusinessDetailsMutationVariables = Exact<{
  input: UpdateBusinessDetailsInput;
}>;


export type UpdateBusinessDetailsMutation = { updateBusinessDetails: { companyName: string, tradingName: string, address: string, gstNumber: string, bankAccount: string, logo: string, missing: Array<string> } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { accessToken: string, user: { id: string, email: string, role: string, createdAt: string } } };

export const ApiKeyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ApiKeyFieldsFragment, unknown>;
export const ExposureFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExposureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exposure"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"includeDrafts"}},{"kind":"Field","name":{"kind":"Name","value":"totalNzd"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"overdueCount"}},{"kind":"Field","name":{"kind":"Name","value":"rateSnapshotDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueHorizonText"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"currencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"nzdValue"}},{"kind":"Field","name":{"kind":"Name","value":"nzdPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"sharePercent"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"rateMissing"}},{"kind":"Field","name":{"kind":"Name","value":"rateStale"}}]}}]}}]} as unknown as DocumentNode<ExposureFieldsFragment, unknown>;
export const HedgeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HedgeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HedgeContract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"lockedRate"}},{"kind":"Field","name":{"kind":"Name","value":"tradeDate"}},{"kind":"Field","name":{"kind":"Name","value":"maturityDate"}},{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"settledOn"}},{"kind":"Field","name":{"kind":"Name","value":"settlementRate"}},{"kind":"Field","name":{"kind":"Name","value":"realisedGainLoss"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledOn"}}]}}]} as unknown as DocumentNode<HedgeFieldsFragment, unknown>;
export const HedgePolicyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HedgePolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HedgePolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"m0_3"}},{"kind":"Field","name":{"kind":"Name","value":"m3_6"}},{"kind":"Field","name":{"kind":"Name","value":"m6_12"}},{"kind":"Field","name":{"kind":"Name","value":"m12plus"}}]}}]} as unknown as DocumentNode<HedgePolicyFieldsFragment, unknown>;
export const HedgeCoverageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HedgeCoverageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HedgeCoverage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"currencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"nzdPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"grossAmount"}},{"kind":"Field","name":{"kind":"Name","value":"hedgedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"unhedgedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"hedgeRatio"}},{"kind":"Field","name":{"kind":"Name","value":"grossNzd"}},{"kind":"Field","name":{"kind":"Name","value":"hedgedNzd"}},{"kind":"Field","name":{"kind":"Name","value":"unhedgedNzd"}},{"kind":"Field","name":{"kind":"Name","value":"buckets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"grossAmount"}},{"kind":"Field","name":{"kind":"Name","value":"hedgedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"unhedgedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"hedgeRatio"}},{"kind":"Field","name":{"kind":"Name","value":"targetRatio"}},{"kind":"Field","name":{"kind":"Name","value":"gapAmount"}},{"kind":"Field","name":{"kind":"Name","value":"gapNzd"}},{"kind":"Field","name":{"kind":"Name","value":"compliance"}},{"kind":"Field","name":{"kind":"Name","value":"exceedsExposure"}}]}}]}}]}}]} as unknown as DocumentNode<HedgeCoverageFieldsFragment, unknown>;
export const InvoiceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"issuedDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"writtenOff"}},{"kind":"Field","name":{"kind":"Name","value":"sentDate"}},{"kind":"Field","name":{"kind":"Name","value":"paidDate"}}]}}]} as unknown as DocumentNode<InvoiceFieldsFragment, unknown>;
export const InvoiceGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupKey"}},{"kind":"Field","name":{"kind":"Name","value":"groupLabel"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"totalsByCurrency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"earliestDue"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"issuedDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"writtenOff"}},{"kind":"Field","name":{"kind":"Name","value":"sentDate"}},{"kind":"Field","name":{"kind":"Name","value":"paidDate"}}]}}]} as unknown as DocumentNode<InvoiceGroupFieldsFragment, unknown>;
export const PreferencesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Preferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"overdueAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyExposureReport"}},{"kind":"Field","name":{"kind":"Name","value":"dateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"numberFormat"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PreferencesFieldsFragment, unknown>;
export const RateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"nzdPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"rateType"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"own"}}]}}]} as unknown as DocumentNode<RateFieldsFragment, unknown>;
export const FeedRunFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedRunFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateFeedRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"feedDate"}},{"kind":"Field","name":{"kind":"Name","value":"recorded"}},{"kind":"Field","name":{"kind":"Name","value":"currencies"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<FeedRunFieldsFragment, unknown>;
export const ReportJobFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<ReportJobFieldsFragment, unknown>;
export const ScenarioRunFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScenarioRunFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScenarioResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"rateSnapshotDate"}},{"kind":"Field","name":{"kind":"Name","value":"includeDrafts"}},{"kind":"Field","name":{"kind":"Name","value":"totalCurrent"}},{"kind":"Field","name":{"kind":"Name","value":"totalShocked"}},{"kind":"Field","name":{"kind":"Name","value":"totalImpact"}},{"kind":"Field","name":{"kind":"Name","value":"shockPercent"}},{"kind":"Field","name":{"kind":"Name","value":"affectedInvoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"affectedCurrencies"}},{"kind":"Field","name":{"kind":"Name","value":"guidance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"band"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"shock"}},{"kind":"Field","name":{"kind":"Name","value":"currentNzd"}},{"kind":"Field","name":{"kind":"Name","value":"shockedNzd"}},{"kind":"Field","name":{"kind":"Name","value":"impact"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}}]}}]}}]} as unknown as DocumentNode<ScenarioRunFieldsFragment, unknown>;
export const SavedScenarioFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedScenarioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedScenario"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"rateShock"}},{"kind":"Field","name":{"kind":"Name","value":"includeDrafts"}},{"kind":"Field","name":{"kind":"Name","value":"totalExposure"}},{"kind":"Field","name":{"kind":"Name","value":"impactAmount"}},{"kind":"Field","name":{"kind":"Name","value":"affectedInvoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"affectedCurrencies"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"rateSnapshotDate"}},{"kind":"Field","name":{"kind":"Name","value":"shocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"shock"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]} as unknown as DocumentNode<SavedScenarioFieldsFragment, unknown>;
export const AccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFee"}},{"kind":"Field","name":{"kind":"Name","value":"nextBillingDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AccountFieldsFragment, unknown>;
export const BusinessDetailsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"tradingName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"gstNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}}]} as unknown as DocumentNode<BusinessDetailsFieldsFragment, unknown>;
export const ApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ApiKeysQuery, ApiKeysQueryVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const WebhooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Webhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pausedAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedInARow"}}]}}]}}]} as unknown as DocumentNode<WebhooksQuery, WebhooksQueryVariables>;
export const ResumeWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pausedAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedInARow"}}]}}]}}]} as unknown as DocumentNode<ResumeWebhookMutation, ResumeWebhookMutationVariables>;
export const WebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"webhookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastLatencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const RegisterWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterWebhookMutation, RegisterWebhookMutationVariables>;
export const DeleteWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteWebhookMutation, DeleteWebhookMutationVariables>;
export const ResendWebhookDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendWebhookDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendWebhookDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"webhookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"deliveryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ResendWebhookDeliveryMutation, ResendWebhookDeliveryMutationVariables>;
export const AuditEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}}]} as unknown as DocumentNode<AuditEventsQuery, AuditEventsQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CredentialsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CredentialsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const ExposureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Exposure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeDrafts"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exposure"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeDrafts"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeDrafts"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExposureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExposureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exposure"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"includeDrafts"}},{"kind":"Field","name":{"kind":"Name","value":"totalNzd"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"overdueCount"}},{"kind":"Field","name":{"kind":"Name","value":"rateSnapshotDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueHorizonText"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"currencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"nzdValue"}},{"kind":"Field","name":{"kind":"Name","value":"nzdPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"sharePercent"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"rateMissing"}},{"kind":"Field","name":{"kind":"Name","value":"rateStale"}}]}}]}}]} as unknown as DocumentNode<ExposureQuery, ExposureQueryVariables>;
export const ExposureChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ExposureChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeDrafts"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exposureChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeDrafts"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeDrafts"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"exposure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExposureFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExposureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exposure"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"includeDrafts"}},{"kind":"Field","name":{"kind":"Name","value":"totalNzd"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"overdueCount"}},{"kind":"Field","name":{"kind":"Name","value":"rateSnapshotDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueHorizonText"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"currencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"nzdValue"}},{"kind":"Field","name":{"kind":"Name","value":"nzdPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"sharePercent"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"rateMissing"}},{"kind":"Field","name":{"kind":"Name","value":"rateStale"}}]}}]}}]} as unknown as DocumentNode<ExposureChangedSubscription, ExposureChangedSubscriptionVariables>;
export const RunScenarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RunScenario"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RunScenarioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runScenario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCurrent"}},{"kind":"Field","name":{"kind":"Name","value":"totalShocked"}},{"kind":"Field","name":{"kind":"Name","value":"totalImpact"}},{"kind":"Field","name":{"kind":"Name","value":"shockPercent"}},{"kind":"Field","name":{"kind":"Name","value":"affectedInvoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"affectedCurrencies"}},{"kind":"Field","name":{"kind":"Name","value":"guidance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"band"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}}]}}]} as unknown as DocumentNode<RunScenarioMutation, RunScenarioMutationVariables>;
export const HedgeBookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HedgeBook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hedges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HedgeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hedgePolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HedgePolicyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HedgeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HedgeContract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"lockedRate"}},{"kind":"Field","name":{"kind":"Name","value":"tradeDate"}},{"kind":"Field","name":{"kind":"Name","value":"maturityDate"}},{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"settledOn"}},{"kind":"Field","name":{"kind":"Name","value":"settlementRate"}},{"kind":"Field","name":{"kind":"Name","value":"realisedGainLoss"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HedgePolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HedgePolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"m0_3"}},{"kind":"Field","name":{"kind":"Name","value":"m3_6"}},{"kind":"Field","name":{"kind":"Name","value":"m6_12"}},{"kind":"Field","name":{"kind":"Name","value":"m12plus"}}]}}]} as unknown as DocumentNode<HedgeBookQuery, HedgeBookQueryVariables>;
export const HedgeCoverageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HedgeCoverage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeDrafts"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hedgeCoverage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeDrafts"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeDrafts"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HedgeCoverageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HedgeCoverageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HedgeCoverage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"currencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"nzdPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"grossAmount"}},{"kind":"Field","name":{"kind":"Name","value":"hedgedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"unhedgedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"hedgeRatio"}},{"kind":"Field","name":{"kind":"Name","value":"grossNzd"}},{"kind":"Field","name":{"kind":"Name","value":"hedgedNzd"}},{"kind":"Field","name":{"kind":"Name","value":"unhedgedNzd"}},{"kind":"Field","name":{"kind":"Name","value":"buckets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"grossAmount"}},{"kind":"Field","name":{"kind":"Name","value":"hedgedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"unhedgedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"hedgeRatio"}},{"kind":"Field","name":{"kind":"Name","value":"targetRatio"}},{"kind":"Field","name":{"kind":"Name","value":"gapAmount"}},{"kind":"Field","name":{"kind":"Name","value":"gapNzd"}},{"kind":"Field","name":{"kind":"Name","value":"compliance"}},{"kind":"Field","name":{"kind":"Name","value":"exceedsExposure"}}]}}]}}]}}]} as unknown as DocumentNode<HedgeCoverageQuery, HedgeCoverageQueryVariables>;
export const HedgeMarkToMarketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HedgeMarkToMarket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hedgeMarkToMarket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalNzd"}},{"kind":"Field","name":{"kind":"Name","value":"currencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"contractCount"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"lockedRate"}},{"kind":"Field","name":{"kind":"Name","value":"marketRate"}},{"kind":"Field","name":{"kind":"Name","value":"rateMissing"}},{"kind":"Field","name":{"kind":"Name","value":"markToMarket"}}]}}]}}]}}]} as unknown as DocumentNode<HedgeMarkToMarketQuery, HedgeMarkToMarketQueryVariables>;
export const CreateHedgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateHedge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateHedgeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHedge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HedgeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HedgeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HedgeContract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"lockedRate"}},{"kind":"Field","name":{"kind":"Name","value":"tradeDate"}},{"kind":"Field","name":{"kind":"Name","value":"maturityDate"}},{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"settledOn"}},{"kind":"Field","name":{"kind":"Name","value":"settlementRate"}},{"kind":"Field","name":{"kind":"Name","value":"realisedGainLoss"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledOn"}}]}}]} as unknown as DocumentNode<CreateHedgeMutation, CreateHedgeMutationVariables>;
export const SettleHedgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettleHedge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settleHedge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HedgeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HedgeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HedgeContract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"lockedRate"}},{"kind":"Field","name":{"kind":"Name","value":"tradeDate"}},{"kind":"Field","name":{"kind":"Name","value":"maturityDate"}},{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"settledOn"}},{"kind":"Field","name":{"kind":"Name","value":"settlementRate"}},{"kind":"Field","name":{"kind":"Name","value":"realisedGainLoss"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledOn"}}]}}]} as unknown as DocumentNode<SettleHedgeMutation, SettleHedgeMutationVariables>;
export const CancelHedgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelHedge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelHedge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HedgeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HedgeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HedgeContract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"lockedRate"}},{"kind":"Field","name":{"kind":"Name","value":"tradeDate"}},{"kind":"Field","name":{"kind":"Name","value":"maturityDate"}},{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"settledOn"}},{"kind":"Field","name":{"kind":"Name","value":"settlementRate"}},{"kind":"Field","name":{"kind":"Name","value":"realisedGainLoss"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledOn"}}]}}]} as unknown as DocumentNode<CancelHedgeMutation, CancelHedgeMutationVariables>;
export const SetHedgePolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetHedgePolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HedgePolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setHedgePolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HedgePolicyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HedgePolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HedgePolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"m0_3"}},{"kind":"Field","name":{"kind":"Name","value":"m3_6"}},{"kind":"Field","name":{"kind":"Name","value":"m6_12"}},{"kind":"Field","name":{"kind":"Name","value":"m12plus"}}]}}]} as unknown as DocumentNode<SetHedgePolicyMutation, SetHedgePolicyMutationVariables>;
export const MarketRateDatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketRateDates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}}]}}]} as unknown as DocumentNode<MarketRateDatesQuery, MarketRateDatesQueryVariables>;
export const InvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Invoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"view"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceView"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceSort"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"Variable","name":{"kind":"Name","value":"view"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"issuedDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"writtenOff"}},{"kind":"Field","name":{"kind":"Name","value":"sentDate"}},{"kind":"Field","name":{"kind":"Name","value":"paidDate"}}]}}]} as unknown as DocumentNode<InvoicesQuery, InvoicesQueryVariables>;
export const InvoiceCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"view"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceView"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"Variable","name":{"kind":"Name","value":"view"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"all"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"archive"}},{"kind":"Field","name":{"kind":"Name","value":"writeoffs"}}]}}]}}]} as unknown as DocumentNode<InvoiceCountsQuery, InvoiceCountsQueryVariables>;
export const InvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Invoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceByNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFields"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"issuedDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"writtenOff"}},{"kind":"Field","name":{"kind":"Name","value":"sentDate"}},{"kind":"Field","name":{"kind":"Name","value":"paidDate"}}]}}]} as unknown as DocumentNode<InvoiceQuery, InvoiceQueryVariables>;
export const CreateInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"issuedDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"writtenOff"}},{"kind":"Field","name":{"kind":"Name","value":"sentDate"}},{"kind":"Field","name":{"kind":"Name","value":"paidDate"}}]}}]} as unknown as DocumentNode<CreateInvoiceMutation, CreateInvoiceMutationVariables>;
export const UpdateInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFields"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"issuedDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"writtenOff"}},{"kind":"Field","name":{"kind":"Name","value":"sentDate"}},{"kind":"Field","name":{"kind":"Name","value":"paidDate"}}]}}]} as unknown as DocumentNode<UpdateInvoiceMutation, UpdateInvoiceMutationVariables>;
export const DeleteInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteInvoiceMutation, DeleteInvoiceMutationVariables>;
export const SendInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"issuedDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"writtenOff"}},{"kind":"Field","name":{"kind":"Name","value":"sentDate"}},{"kind":"Field","name":{"kind":"Name","value":"paidDate"}}]}}]} as unknown as DocumentNode<SendInvoiceMutation, SendInvoiceMutationVariables>;
export const PayInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"settlementRate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"settlementRate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"settlementRate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFields"}},{"kind":"Field","name":{"kind":"Name","value":"settlementRate"}},{"kind":"Field","name":{"kind":"Name","value":"settlementRateSource"}},{"kind":"Field","name":{"kind":"Name","value":"realisedGainNzd"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"issuedDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"writtenOff"}},{"kind":"Field","name":{"kind":"Name","value":"sentDate"}},{"kind":"Field","name":{"kind":"Name","value":"paidDate"}}]}}]} as unknown as DocumentNode<PayInvoiceMutation, PayInvoiceMutationVariables>;
export const ArchiveInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"issuedDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"writtenOff"}},{"kind":"Field","name":{"kind":"Name","value":"sentDate"}},{"kind":"Field","name":{"kind":"Name","value":"paidDate"}}]}}]} as unknown as DocumentNode<ArchiveInvoicesMutation, ArchiveInvoicesMutationVariables>;
export const UnarchiveInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnarchiveInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unarchiveInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"issuedDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"writtenOff"}},{"kind":"Field","name":{"kind":"Name","value":"sentDate"}},{"kind":"Field","name":{"kind":"Name","value":"paidDate"}}]}}]} as unknown as DocumentNode<UnarchiveInvoicesMutation, UnarchiveInvoicesMutationVariables>;
export const WriteOffInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WriteOffInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"writeOffInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"issuedDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"writtenOff"}},{"kind":"Field","name":{"kind":"Name","value":"sentDate"}},{"kind":"Field","name":{"kind":"Name","value":"paidDate"}}]}}]} as unknown as DocumentNode<WriteOffInvoicesMutation, WriteOffInvoicesMutationVariables>;
export const RestoreInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"issuedDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"writtenOff"}},{"kind":"Field","name":{"kind":"Name","value":"sentDate"}},{"kind":"Field","name":{"kind":"Name","value":"paidDate"}}]}}]} as unknown as DocumentNode<RestoreInvoicesMutation, RestoreInvoicesMutationVariables>;
export const ImportInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}},{"kind":"Argument","name":{"kind":"Name","value":"dryRun"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"firstNumber"}},{"kind":"Field","name":{"kind":"Name","value":"lastNumber"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ImportInvoicesMutation, ImportInvoicesMutationVariables>;
export const InvoiceGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceGroupBy"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rows"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupOffset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupLimit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rowBudget"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"ACTIVE"}},{"kind":"Argument","name":{"kind":"Name","value":"rows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rows"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupOffset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupOffset"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupLimit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupLimit"}}},{"kind":"Argument","name":{"kind":"Name","value":"rowBudget"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rowBudget"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupBy"}},{"kind":"Field","name":{"kind":"Name","value":"totalGroups"}},{"kind":"Field","name":{"kind":"Name","value":"totalInvoices"}},{"kind":"Field","name":{"kind":"Name","value":"groupOffset"}},{"kind":"Field","name":{"kind":"Name","value":"hasMoreGroups"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceGroupFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"issuedDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"writtenOff"}},{"kind":"Field","name":{"kind":"Name","value":"sentDate"}},{"kind":"Field","name":{"kind":"Name","value":"paidDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupKey"}},{"kind":"Field","name":{"kind":"Name","value":"groupLabel"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"totalsByCurrency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"earliestDue"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFields"}}]}}]}}]} as unknown as DocumentNode<InvoiceGroupsQuery, InvoiceGroupsQueryVariables>;
export const InvoiceGroupRowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceGroupRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceGroupBy"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceGroupRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"ACTIVE"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"issuedDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"writtenOff"}},{"kind":"Field","name":{"kind":"Name","value":"sentDate"}},{"kind":"Field","name":{"kind":"Name","value":"paidDate"}}]}}]} as unknown as DocumentNode<InvoiceGroupRowsQuery, InvoiceGroupRowsQueryVariables>;
export const PreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreferencesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Preferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"overdueAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyExposureReport"}},{"kind":"Field","name":{"kind":"Name","value":"dateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"numberFormat"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PreferencesQuery, PreferencesQueryVariables>;
export const UpdatePreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreferencesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Preferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"overdueAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyExposureReport"}},{"kind":"Field","name":{"kind":"Name","value":"dateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"numberFormat"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdatePreferencesMutation, UpdatePreferencesMutationVariables>;
export const BaseCurrencyRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BaseCurrencyRate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"nzdPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}}]}}]}}]}}]} as unknown as DocumentNode<BaseCurrencyRateQuery, BaseCurrencyRateQueryVariables>;
export const RatesScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RatesScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rateFeedStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"intervalSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"failing"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"lastRun"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedRunFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedRunFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastFailure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedRunFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"nzdPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"rateType"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"own"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedRunFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateFeedRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"feedDate"}},{"kind":"Field","name":{"kind":"Name","value":"recorded"}},{"kind":"Field","name":{"kind":"Name","value":"currencies"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<RatesScreenQuery, RatesScreenQueryVariables>;
export const RateHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RateHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Currency"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"nzdPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"rateType"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"own"}}]}}]} as unknown as DocumentNode<RateHistoryQuery, RateHistoryQueryVariables>;
export const RecordRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordRateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"nzdPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"rateType"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"own"}}]}}]} as unknown as DocumentNode<RecordRateMutation, RecordRateMutationVariables>;
export const ReportPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"template"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportTemplate"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sections"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportSection"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"template"},"value":{"kind":"Variable","name":{"kind":"Name","value":"template"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"sections"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sections"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"inRange"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"sections"}},{"kind":"Field","name":{"kind":"Name","value":"exposure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalNzd"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fxGains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realisedNzd"}},{"kind":"Field","name":{"kind":"Name","value":"paidInvoices"}},{"kind":"Field","name":{"kind":"Name","value":"paidWithoutGain"}},{"kind":"Field","name":{"kind":"Name","value":"unrealisedNzd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hedgeCompliance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HedgeCoverageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"overdue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"longestDays"}},{"kind":"Field","name":{"kind":"Name","value":"totalNzd"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"daysOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"nzd"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"breakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalNzd"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"nzd"}},{"kind":"Field","name":{"kind":"Name","value":"share"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"trends"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"averageDays"}},{"kind":"Field","name":{"kind":"Name","value":"paidInvoices"}},{"kind":"Field","name":{"kind":"Name","value":"totalInvoices"}},{"kind":"Field","name":{"kind":"Name","value":"trend"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HedgeCoverageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HedgeCoverage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"currencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"nzdPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"grossAmount"}},{"kind":"Field","name":{"kind":"Name","value":"hedgedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"unhedgedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"hedgeRatio"}},{"kind":"Field","name":{"kind":"Name","value":"grossNzd"}},{"kind":"Field","name":{"kind":"Name","value":"hedgedNzd"}},{"kind":"Field","name":{"kind":"Name","value":"unhedgedNzd"}},{"kind":"Field","name":{"kind":"Name","value":"buckets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"grossAmount"}},{"kind":"Field","name":{"kind":"Name","value":"hedgedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"unhedgedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"hedgeRatio"}},{"kind":"Field","name":{"kind":"Name","value":"targetRatio"}},{"kind":"Field","name":{"kind":"Name","value":"gapAmount"}},{"kind":"Field","name":{"kind":"Name","value":"gapNzd"}},{"kind":"Field","name":{"kind":"Name","value":"compliance"}},{"kind":"Field","name":{"kind":"Name","value":"exceedsExposure"}}]}}]}}]}}]} as unknown as DocumentNode<ReportPreviewQuery, ReportPreviewQueryVariables>;
export const RequestReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<RequestReportMutation, RequestReportMutationVariables>;
export const RequestTaxTimeBundleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestTaxTimeBundle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestTaxTimeBundle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<RequestTaxTimeBundleMutation, RequestTaxTimeBundleMutationVariables>;
export const ReportJobUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ReportJobUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportJobUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<ReportJobUpdatedSubscription, ReportJobUpdatedSubscriptionVariables>;
export const SavedScenariosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedScenarios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scenarios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedScenarioFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedScenarioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedScenario"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"rateShock"}},{"kind":"Field","name":{"kind":"Name","value":"includeDrafts"}},{"kind":"Field","name":{"kind":"Name","value":"totalExposure"}},{"kind":"Field","name":{"kind":"Name","value":"impactAmount"}},{"kind":"Field","name":{"kind":"Name","value":"affectedInvoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"affectedCurrencies"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"rateSnapshotDate"}},{"kind":"Field","name":{"kind":"Name","value":"shocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"shock"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]} as unknown as DocumentNode<SavedScenariosQuery, SavedScenariosQueryVariables>;
export const SavedScenarioCurrentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedScenarioCurrent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scenario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedScenarioFields"}},{"kind":"Field","name":{"kind":"Name","value":"saved"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScenarioRunFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScenarioRunFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedScenarioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedScenario"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"rateShock"}},{"kind":"Field","name":{"kind":"Name","value":"includeDrafts"}},{"kind":"Field","name":{"kind":"Name","value":"totalExposure"}},{"kind":"Field","name":{"kind":"Name","value":"impactAmount"}},{"kind":"Field","name":{"kind":"Name","value":"affectedInvoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"affectedCurrencies"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"rateSnapshotDate"}},{"kind":"Field","name":{"kind":"Name","value":"shocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"shock"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScenarioRunFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScenarioResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"rateSnapshotDate"}},{"kind":"Field","name":{"kind":"Name","value":"includeDrafts"}},{"kind":"Field","name":{"kind":"Name","value":"totalCurrent"}},{"kind":"Field","name":{"kind":"Name","value":"totalShocked"}},{"kind":"Field","name":{"kind":"Name","value":"totalImpact"}},{"kind":"Field","name":{"kind":"Name","value":"shockPercent"}},{"kind":"Field","name":{"kind":"Name","value":"affectedInvoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"affectedCurrencies"}},{"kind":"Field","name":{"kind":"Name","value":"guidance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"band"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"shock"}},{"kind":"Field","name":{"kind":"Name","value":"currentNzd"}},{"kind":"Field","name":{"kind":"Name","value":"shockedNzd"}},{"kind":"Field","name":{"kind":"Name","value":"impact"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}}]}}]}}]} as unknown as DocumentNode<SavedScenarioCurrentQuery, SavedScenarioCurrentQueryVariables>;
export const ScenarioAffectedInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScenarioAffectedInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scenarioAffectedInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}}]} as unknown as DocumentNode<ScenarioAffectedInvoicesQuery, ScenarioAffectedInvoicesQueryVariables>;
export const CompareScenariosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompareScenarios"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"compareScenarios"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scenarios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedScenarioFields"}},{"kind":"Field","name":{"kind":"Name","value":"saved"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScenarioRunFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScenarioRunFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"impactDifference"}},{"kind":"Field","name":{"kind":"Name","value":"similar"}},{"kind":"Field","name":{"kind":"Name","value":"similarNow"}},{"kind":"Field","name":{"kind":"Name","value":"shocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"first"}},{"kind":"Field","name":{"kind":"Name","value":"second"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedScenarioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedScenario"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"rateShock"}},{"kind":"Field","name":{"kind":"Name","value":"includeDrafts"}},{"kind":"Field","name":{"kind":"Name","value":"totalExposure"}},{"kind":"Field","name":{"kind":"Name","value":"impactAmount"}},{"kind":"Field","name":{"kind":"Name","value":"affectedInvoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"affectedCurrencies"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"rateSnapshotDate"}},{"kind":"Field","name":{"kind":"Name","value":"shocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"shock"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScenarioRunFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScenarioResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"rateSnapshotDate"}},{"kind":"Field","name":{"kind":"Name","value":"includeDrafts"}},{"kind":"Field","name":{"kind":"Name","value":"totalCurrent"}},{"kind":"Field","name":{"kind":"Name","value":"totalShocked"}},{"kind":"Field","name":{"kind":"Name","value":"totalImpact"}},{"kind":"Field","name":{"kind":"Name","value":"shockPercent"}},{"kind":"Field","name":{"kind":"Name","value":"affectedInvoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"affectedCurrencies"}},{"kind":"Field","name":{"kind":"Name","value":"guidance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"band"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"shock"}},{"kind":"Field","name":{"kind":"Name","value":"currentNzd"}},{"kind":"Field","name":{"kind":"Name","value":"shockedNzd"}},{"kind":"Field","name":{"kind":"Name","value":"impact"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}}]}}]}}]} as unknown as DocumentNode<CompareScenariosQuery, CompareScenariosQueryVariables>;
export const RunScenarioConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RunScenarioConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RunScenarioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runScenario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScenarioRunFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScenarioRunFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScenarioResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"rateSnapshotDate"}},{"kind":"Field","name":{"kind":"Name","value":"includeDrafts"}},{"kind":"Field","name":{"kind":"Name","value":"totalCurrent"}},{"kind":"Field","name":{"kind":"Name","value":"totalShocked"}},{"kind":"Field","name":{"kind":"Name","value":"totalImpact"}},{"kind":"Field","name":{"kind":"Name","value":"shockPercent"}},{"kind":"Field","name":{"kind":"Name","value":"affectedInvoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"affectedCurrencies"}},{"kind":"Field","name":{"kind":"Name","value":"guidance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"band"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"shock"}},{"kind":"Field","name":{"kind":"Name","value":"currentNzd"}},{"kind":"Field","name":{"kind":"Name","value":"shockedNzd"}},{"kind":"Field","name":{"kind":"Name","value":"impact"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}}]}}]}}]} as unknown as DocumentNode<RunScenarioConfirmMutation, RunScenarioConfirmMutationVariables>;
export const SaveScenarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveScenario"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveScenarioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveScenario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedScenarioFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedScenarioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedScenario"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"rateShock"}},{"kind":"Field","name":{"kind":"Name","value":"includeDrafts"}},{"kind":"Field","name":{"kind":"Name","value":"totalExposure"}},{"kind":"Field","name":{"kind":"Name","value":"impactAmount"}},{"kind":"Field","name":{"kind":"Name","value":"affectedInvoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"affectedCurrencies"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"rateSnapshotDate"}},{"kind":"Field","name":{"kind":"Name","value":"shocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"shock"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]} as unknown as DocumentNode<SaveScenarioMutation, SaveScenarioMutationVariables>;
export const PinScenarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PinScenario"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pinned"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pinScenario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"pinned"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pinned"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedScenarioFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedScenarioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedScenario"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"rateShock"}},{"kind":"Field","name":{"kind":"Name","value":"includeDrafts"}},{"kind":"Field","name":{"kind":"Name","value":"totalExposure"}},{"kind":"Field","name":{"kind":"Name","value":"impactAmount"}},{"kind":"Field","name":{"kind":"Name","value":"affectedInvoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"affectedCurrencies"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"rateSnapshotDate"}},{"kind":"Field","name":{"kind":"Name","value":"shocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"shock"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]} as unknown as DocumentNode<PinScenarioMutation, PinScenarioMutationVariables>;
export const DeleteScenarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteScenario"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteScenario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteScenarioMutation, DeleteScenarioMutationVariables>;
export const AccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFee"}},{"kind":"Field","name":{"kind":"Name","value":"nextBillingDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AccountQuery, AccountQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFee"}},{"kind":"Field","name":{"kind":"Name","value":"nextBillingDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const SendContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const AuditTrailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditTrail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"entityType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityType"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}}]} as unknown as DocumentNode<AuditTrailQuery, AuditTrailQueryVariables>;
export const AuditFacetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditFacets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditFacets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityTypes"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}}]}}]}}]} as unknown as DocumentNode<AuditFacetsQuery, AuditFacetsQueryVariables>;
export const VerifyAuditTrailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerifyAuditTrail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyAuditTrail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"brokenAtSeq"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<VerifyAuditTrailQuery, VerifyAuditTrailQueryVariables>;
export const BusinessDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BusinessDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"tradingName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"gstNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}}]} as unknown as DocumentNode<BusinessDetailsQuery, BusinessDetailsQueryVariables>;
export const UpdateBusinessDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBusinessDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBusinessDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBusinessDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"tradingName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"gstNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}}]} as unknown as DocumentNode<UpdateBusinessDetailsMutation, UpdateBusinessDetailsMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;