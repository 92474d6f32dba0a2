/** Help & Glossary: SPEC's five terms, then the three Kea FX adds for its rates and gains. */
export const GLOSSARY: readonly { term: string; definition: string }[] = [
  {
    term: 'Exposure',
    definition:
      'The value of your unpaid foreign-currency invoices (sent or overdue) converted to NZD at current rates: the money that moves when exchange rates move.',
  },
  {
    term: 'Base Currency',
    definition:
      'The currency your totals are reported in. Kea FX keeps its books in NZD; you can choose to see totals in USD, EUR, GBP or AUD as well.',
  },
  {
    term: 'FX Rate Shock',
    definition: 'A what-if change to every foreign exchange rate, from -20% to +20%, to see how much your exposure would gain or lose.',
  },
  {
    term: 'Outstanding Invoice',
    definition: 'An invoice that has been sent and not yet paid. Only outstanding invoices count toward exposure.',
  },
  { term: 'Overdue', definition: 'A sent invoice whose due date has passed without payment.' },
  {
    term: 'Unrealised gain/loss',
    definition:
      'What your unpaid invoices are worth in NZD today minus what they were worth at the rate booked when sent. It becomes real (realised) only when you are paid.',
  },
  {
    term: 'Rate provenance',
    definition:
      'Where each exchange rate came from, its type (spot, mid-month or end-of-month) and its date. Kea FX keeps them with every invoice, as Inland Revenue asks.',
  },
  {
    term: 'Stale rate',
    definition:
      'A rate older than the configured age (72 hours unless set otherwise). Figures that use it are flagged so you know they may be out of date.',
  },
];

/** Help & Glossary's links, all to the placeholder page (SPEC section 2). */
export const HELP_LINKS = ['User Guide', 'Video Tutorials', 'Release Notes'] as const;
