import { HEDGE_COMPLIANCE_WORDS } from '@keafx/schema';
import type { HedgeCoverageQuery } from '../../generated/graphql';
import { useFormat } from '../preferences/useFormat';
import { percentText } from './hedgeQueries';

export type CoverageCurrency = HedgeCoverageQuery['hedgeCoverage']['currencies'][number];
type Cell = CoverageCurrency['buckets'][number];

/** The verdict in words, with the gap in the currency and in NZD ("Under-hedged by USD 15,000.00 (NZD 23,100)"). */
function verdict(cell: Cell, currency: string, fmt: ReturnType<typeof useFormat>): string {
  const gap = cell.gapAmount === null ? null : fmt.money(String(Math.abs(Number(cell.gapAmount))), currency);
  const gapNzd = cell.gapNzd === null ? null : fmt.nzd(Math.abs(Number(cell.gapNzd)));
  switch (cell.compliance) {
    case 'UNDER':
      return `${HEDGE_COMPLIANCE_WORDS.under} by ${gap} (${gapNzd})`;
    case 'OVER':
      return `${HEDGE_COMPLIANCE_WORDS.over} by ${gap} (${gapNzd})`;
    case 'ON_TARGET':
      return HEDGE_COMPLIANCE_WORDS['on-target'];
    default:
      return HEDGE_COMPLIANCE_WORDS['no-target'];
  }
}

/** Compliance by currency and horizon bucket: gross, hedged, unhedged, ratio against the policy's target. */
export function ComplianceTable({ currencies, compact = false }: { currencies: readonly CoverageCurrency[]; compact?: boolean }) {
  const fmt = useFormat();
  // One card per row on a phone (never a table scrolling sideways); compact (a narrower column):
  // no Unhedged column (exposure less hedged).
  return (
    <div className="table-wrap table-stack" tabIndex={0} role="region" aria-label="Hedge compliance by currency and horizon">
      <table className="data" data-testid="compliance-table">
        <caption className="visually-hidden">Hedge compliance by currency and horizon</caption>
        <thead>
          <tr>
            <th scope="col">Currency</th>
            <th scope="col">Horizon</th>
            <th scope="col" className="num">
              Exposure
            </th>
            <th scope="col" className="num">
              Hedged
            </th>
            {!compact && (
              <th scope="col" className="num">
                Unhedged
              </th>
            )}
            <th scope="col" className="num">
              Hedge ratio
            </th>
            <th scope="col" className="num">
              Target
            </th>
            <th scope="col">Compliance</th>
          </tr>
        </thead>
        <tbody>
          {currencies.flatMap((c) =>
            c.buckets
              .filter((b) => Number(b.grossAmount) !== 0 || Number(b.hedgedAmount) !== 0)
              .map((b) => (
                <tr key={`${c.currency}-${b.bucket}`} data-testid="compliance-row" className={b.exceedsExposure ? 'is-alert' : undefined}>
                  <th scope="row" data-label="Currency">
                    {c.currency}
                  </th>
                  <td data-label="Horizon">{b.label}</td>
                  <td className="num" data-label="Exposure">
                    {fmt.money(b.grossAmount, c.currency)}
                  </td>
                  <td className="num" data-label="Hedged">
                    {fmt.money(b.hedgedAmount, c.currency)}
                  </td>
                  {!compact && (
                    <td className="num" data-label="Unhedged">
                      {fmt.money(b.unhedgedAmount, c.currency)}
                    </td>
                  )}
                  <td className="num" data-label="Hedge ratio">
                    {percentText(b.hedgeRatio)}
                  </td>
                  <td className="num" data-label="Target">
                    {percentText(b.targetRatio)}
                  </td>
                  <td data-label="Compliance" className="cell-wide">
                    {verdict(b, c.currency, fmt)}
                  </td>
                </tr>
              )),
          )}
        </tbody>
      </table>
    </div>
  );
}
