import { command, commands, flag, pageFields } from './command';

/** The exposure answers' one parameter: whether drafts count (`?include_drafts=true`, false when left out). */
export const EXPOSURE_QUERY = /* @__PURE__ */ commands((naming) =>
  command(naming, { includeDrafts: (w) => flag(w) }, { ignoreUnknown: true }),
);

/** The most counterparties one page holds. */
export const COUNTERPARTY_PAGE_MAX = 1000;

/** Exposure by counterparty: whether drafts count, and a page of the counterparties (100 unless said). */
export const COUNTERPARTY_QUERY = /* @__PURE__ */ commands((naming) =>
  command(naming, { includeDrafts: (w) => flag(w), ...pageFields(COUNTERPARTY_PAGE_MAX, 100) }, { ignoreUnknown: true }),
);
