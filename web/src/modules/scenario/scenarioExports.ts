import type { ShockVector } from '@keafx/schema';
import { scenarioExportQuery } from './simulate';

export type ExportFormat = 'csv' | 'pdf';

/** The api's scenario exports (README, "Exports and reports"): the current unsaved scenario, and a comparison of two saved ones. */
export const SCENARIO_EXPORTS = {
  current: (format: ExportFormat, vector: ShockVector, includeDrafts: boolean) => ({
    path: `/me/scenarios/export/${format}?${scenarioExportQuery(vector, includeDrafts)}`,
    filename: `scenario.${format}`,
    description: `scenario ${format.toUpperCase()}`,
  }),
  comparison: (format: ExportFormat, ids: readonly [string, string]) => ({
    path: `/me/scenarios/compare/export/${format}?ids=${ids.map(encodeURIComponent).join(',')}`,
    filename: `scenario_comparison.${format}`,
    description: `scenario comparison ${format.toUpperCase()}`,
  }),
} as const;
