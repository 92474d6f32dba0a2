import { useQuery } from '@apollo/client/react';
import { Exact, SIMILAR_IMPACT_NZD } from '@keafx/schema';
import { CompareScenariosDocument } from '../../generated/graphql';
import { QueryState } from '../../ui/QueryState';
import { useFormat } from '../preferences/useFormat';
import { useSignedNzd } from './ImpactCards';
import { signedPercent } from './simulate';

interface Props {
  ids: [string, string];
  exportButtons: React.ReactNode;
}

/** Two saved scenarios side by side: exposure, impact, each currency's difference, and SPEC's 'similar' flag. */
export function ScenarioComparison({ ids, exportButtons }: Props) {
  const fmt = useFormat();
  const signed = useSignedNzd();
  const q = useQuery(CompareScenariosDocument, { variables: { ids }, fetchPolicy: 'network-only' });
  const c = q.data?.compareScenarios;
  return (
    <section className="card scenario-wide" aria-labelledby="compare-title" data-testid="comparison">
      <div className="card-header">
        <h2 id="compare-title">Comparison</h2>
        <div className="btn-row">{exportButtons}</div>
      </div>
      <QueryState
        loading={q.loading && !c}
        error={q.error}
        errorText="The comparison could not be loaded."
        onRetry={() => void q.refetch()}
        loadingText="Comparing..."
      >
        {c &&
          (() => {
            const [a, b] = c.scenarios;
            const [nowA, nowB] = c.current;
            if (!a || !b || !nowA || !nowB) return null;
            const lineOf = (run: typeof nowA, currency: string) => run.lines.find((l) => l.currency === currency);
            const currencies = [...new Set([...a.saved.lines, ...b.saved.lines].map((l) => l.currency))].filter((x) => x !== 'NZD');
            return (
              <>
                <p className={`alert ${c.similar ? 'alert-info' : 'alert-warning'}`} role="status" data-testid="similar-flag">
                  {c.similar
                    ? `Similar: the impacts differ by under ${fmt.nzd(SIMILAR_IMPACT_NZD)} (${fmt.nzd(new Exact(c.impactDifference).abs().toFixed())}).`
                    : `Not similar: the impacts differ by ${fmt.nzd(new Exact(c.impactDifference).abs().toFixed())} (${fmt.nzd(SIMILAR_IMPACT_NZD)} or more).`}
                </p>
                <div className="table-wrap">
                  <table className="data">
                    <caption className="visually-hidden">The two scenarios side by side</caption>
                    <thead>
                      <tr>
                        <th scope="col"></th>
                        <th scope="col" className="num">
                          {a.name}
                        </th>
                        <th scope="col" className="num">
                          {b.name}
                        </th>
                        <th scope="col" className="num">
                          Difference
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      <tr>
                        <th scope="row">Exposure (saved)</th>
                        <td className="num">{fmt.nzd(a.totalExposure)}</td>
                        <td className="num">{fmt.nzd(b.totalExposure)}</td>
                        <td className="num">{signed(new Exact(b.totalExposure).minus(a.totalExposure).toFixed())}</td>
                      </tr>
                      <tr>
                        <th scope="row">Impact (saved)</th>
                        <td className="num">{signed(a.impactAmount)}</td>
                        <td className="num">{signed(b.impactAmount)}</td>
                        <td className="num" data-testid="impact-difference">
                          {signed(c.impactDifference)}
                        </td>
                      </tr>
                      <tr>
                        <th scope="row">Impact at today's rates</th>
                        <td className="num">{signed(nowA.totalImpact)}</td>
                        <td className="num">{signed(nowB.totalImpact)}</td>
                        <td className="num">{signed(new Exact(nowB.totalImpact).minus(nowA.totalImpact).toFixed())}</td>
                      </tr>
                      <tr>
                        <th scope="row">Rates of</th>
                        <td className="num">{a.saved.rateSnapshotDate ? fmt.date(a.saved.rateSnapshotDate) : '—'}</td>
                        <td className="num">{b.saved.rateSnapshotDate ? fmt.date(b.saved.rateSnapshotDate) : '—'}</td>
                        <td />
                      </tr>
                    </tbody>
                  </table>
                </div>
                <h3 className="small">Per currency (as saved)</h3>
                <div className="table-wrap">
                  <table className="data">
                    <caption className="visually-hidden">Per-currency shock and impact of both scenarios</caption>
                    <thead>
                      <tr>
                        <th scope="col">Currency</th>
                        <th scope="col" className="num">
                          {a.name}
                        </th>
                        <th scope="col" className="num">
                          {b.name}
                        </th>
                        <th scope="col" className="num">
                          Impact difference
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {currencies.map((cur) => {
                        const la = lineOf(a.saved, cur);
                        const lb = lineOf(b.saved, cur);
                        const ia = la?.impact ?? '0';
                        const ib = lb?.impact ?? '0';
                        return (
                          <tr key={cur}>
                            <th scope="row">{cur}</th>
                            <td className="num">
                              {signedPercent(Number(new Exact(la?.shock ?? 0).times(100)))} · {signed(ia)}
                            </td>
                            <td className="num">
                              {signedPercent(Number(new Exact(lb?.shock ?? 0).times(100)))} · {signed(ib)}
                            </td>
                            <td className="num">{signed(new Exact(ib).minus(ia).toFixed())}</td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
                <p className="small muted">At today's rates they are {c.similarNow ? 'similar' : 'not similar'}.</p>
              </>
            );
          })()}
      </QueryState>
    </section>
  );
}
