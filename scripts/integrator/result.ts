/** What the integrator flow (flow.ts) answers: kept apart so the end-to-end spec reads it without the generated client. */
export interface FlowResult {
  invoiceNumbers: string[];
  exposureCurrencies: string[];
  scenarioImpact: number;
  csvHeader: string;
  webhookSecretPrefix: string;
  nextPage: string | null;
}
