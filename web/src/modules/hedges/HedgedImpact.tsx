import { useQuery } from '@apollo/client/react';
import { runScenario, unhedgedScenarioLines, type ShockVector } from '@keafx/schema';
import { useMemo } from 'react';
import { HedgeCoverageDocument, type ExposureFieldsFragment } from '../../generated/graphql';
import { useSignedNzd } from '../scenario/ImpactCards';
import { useFormat } from '../preferences/useFormat';

/**
 * The impact with hedges beside the impact without: the same shocks on each currency's unhedged
 * part only (schema/src's arithmetic, the api's twin). Shows nothing until the owner has contracts.
 */
export function HedgedImpact({
  exposure,
  vector,
  includeDrafts,
}: {
  exposure: ExposureFieldsFragment | undefined;
  vector: ShockVector;
  includeDrafts: boolean;
}) {
  const fmt = useFormat();
  const signed = useSignedNzd();
  const { data } = useQuery(HedgeCoverageDocument, { variables: { includeDrafts }, fetchPolicy: 'cache-and-network' });
  const hedged = useMemo(() => (data?.hedgeCoverage.currencies ?? []).filter((c) => Number(c.hedgedAmount) !== 0), [data]);
  const result = useMemo(() => {
    if (!exposure || hedged.length === 0) return null;
    const lines = unhedgedScenarioLines(
      exposure.currencies.map((c) => ({
        currency: c.currency,
        amount: c.totalAmount,
        nzdPerUnit: c.nzdPerUnit,
        invoiceCount: c.invoiceCount,
      })),
      hedged.map((h) => ({ currency: h.currency, amount: h.hedgedAmount, nzdPerUnit: h.nzdPerUnit })),
    );
    return { run: runScenario(lines, vector), lines };
  }, [exposure, hedged, vector]);
  if (!result) return null;
  const shocked = result.lines.filter((l) => Number(vector[l.currency as keyof ShockVector] ?? 0) !== 0);
  return (
    <div className="stat-card" data-testid="hedged-impact" style={{ marginBottom: 'var(--space-3)' }}>
      <h3 className="small muted">Impact with hedges</h3>
      <p className="stat-value">{signed(result.run.totalImpact)}</p>
      <p className="stat-note">
        Only the unhedged part moves
        {shocked.length > 0 ? `: ${shocked.map((l) => fmt.money(l.unhedgedAmount, l.currency)).join(', ')}` : ''}. Unhedged now:{' '}
        {fmt.nzd(result.run.totalCurrent)}
      </p>
    </div>
  );
}
