import {
  addDays,
  BUILT_IN_RATES,
  detailMap,
  NO_INVOICE_DETAILS,
  type CurrencyCode,
  type ExportKind,
  type GstTreatment,
  type InvoiceDetails,
  type InvoiceLineInput,
  type InvoiceStatus,
  type ResidencyEvidence,
  type ShockVector,
} from '@keafx/schema';

/** One sample line: what was supplied, how many, the price of one (prices exclude GST), and its treatment when it is not the invoice's. */
type SampleLine = [description: string, quantity: string, unitPrice: string, treatment?: GstTreatment];

/** One sample invoice: due and issue dates are days from today, so every due-date group has members whatever the date. */
interface SampleInvoice {
  customer: string;
  currency: CurrencyCode;
  /** The total: the lines' (store.test.ts holds each to invoiceTotals). */
  amount: string;
  dueInDays: number;
  issuedDaysAgo: number;
  status: InvoiceStatus;
  /** What was supplied (issue 27): exports of goods and of services to customers abroad, zero-rated unless said. */
  lines: readonly SampleLine[];
  /** The customer's billing address, so the invoice identifies its recipient (taxable supply information); '' for none. */
  address: string;
  /**
   * What its zero-rated lines export (issue 27 item 4): goods, which left New Zealand this many
   * days after issue; or services, with the residency evidence recorded beyond the customer's
   * country (which counts by itself).
   */
  export: { kind: 'goods'; shippedAfterDays: number } | { kind: 'services'; evidence: readonly ResidencyEvidence[] };
}

/**
 * SPEC section 3's demo invoices: twelve, in USD, EUR, GBP, AUD, JPY, CAD, CHF, SGD, SEK, CNY
 * and BRL. Two are past due (sent, so overdue), one is due today, two within 7 days, three
 * within 30, three later; one is paid, two are drafts.
 */
const SAMPLE_INVOICES: readonly SampleInvoice[] = [
  {
    customer: 'Acme Corporation',
    currency: 'USD',
    amount: '12500.00',
    dueInDays: -18,
    issuedDaysAgo: 48,
    status: 'sent',
    lines: [
      ['Software development, sprint 14 (hours)', '80', '125.00'],
      ['Cloud architecture review', '1', '2500.00'],
    ],
    address: '500 Market St\nSan Francisco CA 94105\nUnited States',
    export: { kind: 'services', evidence: ['bank_country'] },
  },
  {
    customer: 'Global Trade GmbH',
    currency: 'EUR',
    amount: '8750.00',
    dueInDays: -5,
    issuedDaysAgo: 35,
    status: 'sent',
    lines: [
      ['Market entry research: New Zealand dairy', '1', '6250.00'],
      ['Translation of the product catalogue (pages)', '25', '100.00'],
    ],
    address: 'Speicherstadt 12\n20457 Hamburg\nGermany',
    export: { kind: 'services', evidence: ['registration'] },
  },
  {
    customer: 'British Imports Ltd',
    currency: 'GBP',
    amount: '5200.00',
    dueInDays: 0,
    issuedDaysAgo: 30,
    status: 'sent',
    lines: [['Manuka honey UMF 15+, 250 g jars (exported goods)', '400', '13.00']],
    address: '14 Albert Dock\nLiverpool L3 4AF\nUnited Kingdom',
    export: { kind: 'goods', shippedAfterDays: 3 },
  },
  {
    customer: 'Sydney Supplies Pty',
    currency: 'AUD',
    amount: '15000.00',
    dueInDays: 3,
    issuedDaysAgo: 27,
    status: 'sent',
    lines: [
      ['Merino wool throws (exported goods)', '120', '110.00'],
      ['Freight from Auckland to Sydney', '1', '1800.00'],
    ],
    address: '88 George St\nSydney NSW 2000\nAustralia',
    export: { kind: 'goods', shippedAfterDays: 5 },
  },
  {
    customer: 'Tokyo Electronics KK',
    currency: 'JPY',
    amount: '1250000',
    dueInDays: 6,
    issuedDaysAgo: 24,
    status: 'sent',
    lines: [
      ['Firmware localisation for the Japanese market', '1', '1020000'],
      // Services received in New Zealand by visitors are not exports (GST Act s11A(2)): 15% on top.
      ['Staff training delivered in Auckland (days)', '2', '100000', 'standard'],
    ],
    address: '1-2-3 Marunouchi\nChiyoda-ku, Tokyo 100-0005\nJapan',
    export: { kind: 'services', evidence: ['registration', 'bank_country'] },
  },
  {
    customer: 'Maple Leaf Trading',
    currency: 'CAD',
    amount: '9800.00',
    dueInDays: 12,
    issuedDaysAgo: 2,
    status: 'draft',
    // A draft still to finish: its second line says nothing of what it is (a TSI issue before Send).
    lines: [
      ['Supply chain consulting (hours)', '40', '200.00'],
      ['', '1', '1800.00'],
    ],
    address: '200 Bay St\nToronto ON M5J 2J2\nCanada',
    export: { kind: 'services', evidence: ['registration'] },
  },
  {
    customer: 'Swiss Precision AG',
    currency: 'CHF',
    amount: '6400.00',
    dueInDays: 19,
    issuedDaysAgo: 11,
    status: 'sent',
    lines: [['Engineering drawings for a milking robot (hours)', '32', '200.00']],
    address: 'Bahnhofstrasse 21\n8001 Zürich\nSwitzerland',
    export: { kind: 'services', evidence: ['bank_country'] },
  },
  {
    customer: 'Lion City Logistics',
    currency: 'SGD',
    amount: '11200.00',
    dueInDays: 26,
    issuedDaysAgo: 4,
    status: 'sent',
    lines: [
      ['Freight tracking software licence, 12 months', '1', '9600.00'],
      ['Onboarding workshop (online)', '1', '1600.00'],
    ],
    address: '1 Harbourfront Ave\nSingapore 098632',
    export: { kind: 'services', evidence: ['place_of_service'] },
  },
  {
    customer: 'Nordic Design AB',
    currency: 'SEK',
    amount: '85000.00',
    dueInDays: 44,
    issuedDaysAgo: 1,
    status: 'draft',
    // A draft with no address for its customer: over NZD 1,000 it must identify its recipient.
    lines: [['Brand identity design', '1', '85000.00']],
    address: '',
    export: { kind: 'services', evidence: ['bank_country'] },
  },
  {
    customer: 'Shanghai Manufacturing Co',
    currency: 'CNY',
    amount: '68000.00',
    dueInDays: 58,
    issuedDaysAgo: 2,
    status: 'sent',
    lines: [['Wool fibre testing (batches)', '17', '4000.00']],
    address: '100 Century Ave\nPudong, Shanghai 200120\nChina',
    export: { kind: 'services', evidence: ['registration'] },
  },
  {
    customer: 'Rio Coffee Exports',
    currency: 'BRL',
    amount: '32000.00',
    dueInDays: -34,
    issuedDaysAgo: 64,
    status: 'paid',
    lines: [['Coffee roastery fit-out design', '1', '32000.00']],
    address: 'Av. Atlântica 1702\nRio de Janeiro RJ 22021-001\nBrazil',
    export: { kind: 'services', evidence: ['bank_country'] },
  },
  {
    customer: 'Pacific Partners Inc',
    currency: 'USD',
    amount: '7300.00',
    dueInDays: 85,
    issuedDaysAgo: 5,
    status: 'sent',
    lines: [
      ['Export advisory retainer, quarterly', '1', '6000.00'],
      ['Market visit days (online)', '2', '650.00'],
    ],
    address: '1201 3rd Ave\nSeattle WA 98101\nUnited States',
    export: { kind: 'services', evidence: ['registration'] },
  },
];

export interface DemoInvoice {
  /** In the demo the id and the invoice number are the same (SPEC: a new id is the highest plus 1). */
  number: number;
  customer: string;
  currency: CurrencyCode;
  amount: string;
  issuedDate: string;
  dueDate: string;
  /** As stored: a sent invoice past its due date reads as overdue (the shared rule). */
  status: InvoiceStatus;
  archived: boolean;
  writtenOff: boolean;
  sentDate: string | null;
  paidDate: string | null;
  /** NZD per unit when it was issued (the booking rate). */
  bookedRate: string;
  createdAt: string;
  /** The customer's details (email, address, reference, terms, notes) when the demo's create was given them. */
  details?: InvoiceDetails;
  /** Once paid in the demo: the rate it settled at (given in the Mark Paid dialog, or the demo's rate). */
  settlementRate?: string | null;
  /** What was supplied, line by line (issue 27); the amount is their total (invoiceTotals). */
  lines: InvoiceLineInput[];
  pricesIncludeGst: boolean;
  /** The time of supply, frozen when it is sent (the earlier of its issue date and the day it went out); null before. */
  supplyDate: string | null;
  /** NZD per unit at the time of supply, frozen with it (1 for NZD); null before. */
  supplyRate: string | null;
  /** What its zero-rated lines export, the day exported goods left New Zealand, and the residency evidence for services. */
  exportKind: ExportKind;
  exportDate: string | null;
  residencyEvidence: ResidencyEvidence[];
}

/** The demo seller: the sample business (demoProfile's company), registered for GST under IR's published example number. */
export const DEMO_GST_NUMBER = '49-091-850';

/** Every sample customer is abroad, so a line's treatment is zero-rated unless its sample says otherwise. */
const EXPORT: GstTreatment = 'zero_rated';

/** A sample invoice's lines, prices excluding GST. */
function sampleLines(s: Pick<SampleInvoice, 'lines'>): InvoiceLineInput[] {
  return s.lines.map(([description, quantity, unitPrice, treatment]) => ({
    description,
    quantity,
    unitPrice,
    gstTreatment: treatment ?? EXPORT,
  }));
}

export function sampleInvoices(today: string, now: Date): DemoInvoice[] {
  return SAMPLE_INVOICES.map((s, i) => {
    const issuedDate = addDays(today, -s.issuedDaysAgo);
    const dueDate = addDays(today, s.dueInDays);
    const lines = sampleLines(s);
    const sent = s.status !== 'draft';
    return {
      number: i + 1,
      customer: s.customer,
      currency: s.currency,
      // The lines' total (store.test.ts holds each sample's amount to invoiceTotals).
      amount: s.amount,
      issuedDate,
      dueDate,
      status: s.status,
      archived: false,
      writtenOff: false,
      sentDate: s.status === 'draft' ? null : issuedDate,
      paidDate: s.status === 'paid' ? addDays(dueDate, -2) : null,
      bookedRate: BUILT_IN_RATES[s.currency],
      createdAt: new Date(now.getTime() - s.issuedDaysAgo * 86_400_000).toISOString(),
      details: detailMap((_, key) => (key === 'customerAddress' ? s.address : NO_INVOICE_DETAILS[key])),
      lines,
      pricesIncludeGst: false,
      // Sent on the day they were issued: the time of supply, at that day's (the demo's) rate.
      supplyDate: sent ? issuedDate : null,
      supplyRate: sent ? BUILT_IN_RATES[s.currency] : null,
      exportKind: s.export.kind,
      exportDate: s.export.kind === 'goods' ? addDays(issuedDate, s.export.shippedAfterDays) : null,
      residencyEvidence: s.export.kind === 'services' ? [...s.export.evidence] : [],
    };
  });
}

/** SPEC section 4: sample audit entries 5 minutes (300,000 ms) apart going back from now, newest first, after the started entry. */
export const DEMO_AUDIT_SPACING_MS = 300_000;
export const DEMO_STARTED_MESSAGE = 'Demo mode started: sample data loaded';
const SAMPLE_AUDIT_MESSAGES = [
  'Exchange rates updated: USD, EUR, GBP, JPY, AUD',
  'Updated demo invoice #3 to sent',
  'Saved scenario "USD amounts +15%"',
  'Updated demo invoice #11 to paid',
  'Added demo invoice #12 for Pacific Partners Inc',
  'Demo export: CSV report (simulated)',
];

export interface DemoAuditEntry {
  id: number;
  action: string;
  message: string;
  createdAt: string;
  entityType: string;
  entityId: string | null;
}

export function sampleAudit(now: Date): DemoAuditEntry[] {
  const messages = [DEMO_STARTED_MESSAGE, ...SAMPLE_AUDIT_MESSAGES];
  return messages.map((message, i) => ({
    id: messages.length - i,
    action: i === 0 ? 'demo.started' : 'demo.sample',
    message,
    createdAt: new Date(now.getTime() - i * DEMO_AUDIT_SPACING_MS).toISOString(),
    entityType: 'demo',
    entityId: null,
  }));
}

/** SPEC section 9's fixed demo scenarios: USD amounts +15%, EUR amounts -10%, NZD ±10% (every foreign currency moved 10%). */
export interface SampleScenario {
  name: string;
  tags: string[];
  shocks: ShockVector;
  daysAgo: number;
  pinned: boolean;
}

export const FOREIGN_SAMPLE_CURRENCIES = [...new Set(SAMPLE_INVOICES.map((s) => s.currency))];

export const SAMPLE_SCENARIOS: readonly SampleScenario[] = [
  { name: 'USD amounts +15%', tags: ['Best Case'], shocks: { USD: '0.15' }, daysAgo: 1, pinned: true },
  { name: 'EUR amounts -10%', tags: ['Worst Case'], shocks: { EUR: '-0.1' }, daysAgo: 2, pinned: false },
  {
    name: 'NZD ±10%: every foreign currency -10%',
    tags: ['Board Report', 'Hedge Decision'],
    shocks: Object.fromEntries(FOREIGN_SAMPLE_CURRENCIES.map((c) => [c, '-0.1'])),
    daysAgo: 3,
    pinned: false,
  },
];

/** SPEC section 3's demo user profile; the next billing date is the 15th of next month. */
export interface DemoProfile {
  name: string;
  email: string;
  company: string;
  baseCurrency: 'NZD';
  plan: 'Professional';
  planLimit: string;
  nextBillingDate: string;
  monthlyFee: number;
  paymentMethod: string;
}

export function demoProfile(today: string): DemoProfile {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-15` : `${y}-${String(m + 1).padStart(2, '0')}-15`;
  return {
    name: 'Alex Morgan',
    email: 'demo@keafx.co.nz',
    company: 'Kiwi Exports Ltd',
    baseCurrency: 'NZD',
    plan: 'Professional',
    planLimit: 'up to 500 invoices/month',
    nextBillingDate: next,
    monthlyFee: 99,
    paymentMethod: 'Visa •••• •••• •••• 4242',
  };
}

/** SPEC section 3's rate pairs for the FX Meter: the rate a hedge locked in against today's market rate. */
export interface RatePair {
  pair: string;
  locked: number;
  market: number;
}

export const SAMPLE_RATE_PAIRS: readonly RatePair[] = [
  { pair: 'NZD/USD', locked: 0.6125, market: 0.5948 },
  { pair: 'NZD/EUR', locked: 0.548, market: 0.5612 },
  { pair: 'NZD/GBP', locked: 0.471, market: 0.4655 },
  { pair: 'NZD/AUD', locked: 0.905, market: 0.9181 },
  { pair: 'NZD/JPY', locked: 92.4, market: 89.75 },
];

/**
 * The demo's hedge book: forward contracts selling the sample invoices' currencies for NZD, days
 * from today (open ones maturing within 3 months and one in 3 to 6 months, one settled, one
 * cancelled); the settled one's rate is the bank's. Kept small: it ships with the demo's code.
 */
interface SampleHedge {
  currency: CurrencyCode;
  amount: string;
  lockedRate: string;
  tradedDaysAgo: number;
  maturesInDays: number;
  bank: string;
  reference: string;
  /** Settled (at `settlementRate`) or cancelled this many days ago; open when absent. */
  closed?: { status: 'settled' | 'cancelled'; daysAgo: number; settlementRate?: string };
}

const SAMPLE_HEDGES: readonly SampleHedge[] = [
  // In the order they were booked, so their numbers follow their trade dates.
  {
    currency: 'AUD',
    amount: '10000.00',
    lockedRate: '1.0240',
    tradedDaysAgo: 95,
    maturesInDays: -12,
    bank: 'BNZ',
    reference: 'BNZ-7702',
    closed: { status: 'settled', daysAgo: 12, settlementRate: '1.0150' },
  },
  { currency: 'USD', amount: '8000.00', lockedRate: '1.5625', tradedDaysAgo: 40, maturesInDays: 25, bank: 'ANZ', reference: 'FX-24117' },
  {
    currency: 'JPY',
    amount: '900000',
    lockedRate: '0.0106',
    tradedDaysAgo: 30,
    maturesInDays: 35,
    bank: 'Westpac',
    reference: 'WBC-88291',
    closed: { status: 'cancelled', daysAgo: 3 },
  },
  {
    currency: 'EUR',
    amount: '4375.00',
    lockedRate: '1.7010',
    tradedDaysAgo: 21,
    maturesInDays: 50,
    bank: 'Westpac',
    reference: 'WBC-88310',
  },
  {
    currency: 'GBP',
    amount: '3000.00',
    lockedRate: '1.9550',
    tradedDaysAgo: 14,
    maturesInDays: 78,
    bank: 'ASB',
    reference: 'ASB-FWD-5521',
  },
  { currency: 'USD', amount: '5000.00', lockedRate: '1.5480', tradedDaysAgo: 7, maturesInDays: 140, bank: 'ANZ', reference: 'FX-24163' },
];

/** One forward contract in the demo's store, as the api keeps it (money and rates exact strings). */
export interface DemoHedge {
  id: string;
  currency: CurrencyCode;
  amount: string;
  lockedRate: string;
  tradeDate: string;
  maturityDate: string;
  bank: string;
  reference: string;
  status: 'open' | 'settled' | 'cancelled';
  settledOn: string | null;
  settlementRate: string | null;
  cancelledOn: string | null;
  /** When it was settled or cancelled: it may be reopened for 7 days after. */
  closedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export function sampleHedges(today: string, now: Date): DemoHedge[] {
  const at = (daysAgo: number): string => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
  return SAMPLE_HEDGES.map((s, i) => ({
    id: String(i + 1),
    currency: s.currency,
    amount: s.amount,
    lockedRate: s.lockedRate,
    tradeDate: addDays(today, -s.tradedDaysAgo),
    maturityDate: addDays(today, s.maturesInDays),
    bank: s.bank,
    reference: s.reference,
    status: s.closed?.status ?? 'open',
    settledOn: s.closed?.status === 'settled' ? addDays(today, -s.closed.daysAgo) : null,
    settlementRate: s.closed?.settlementRate ?? null,
    cancelledOn: s.closed?.status === 'cancelled' ? addDays(today, -s.closed.daysAgo) : null,
    closedAt: s.closed ? at(s.closed.daysAgo) : null,
    createdAt: at(s.tradedDaysAgo),
    updatedAt: at(s.closed?.daysAgo ?? s.tradedDaysAgo),
  }));
}

/** The demo's hedge policy: half of the next 3 months covered, less further out, no target past a year. */
export const SAMPLE_HEDGE_POLICY = { m0_3: '0.5', m3_6: '0.3', m6_12: '0.2', m12plus: null } as const;
