import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { SavedScenarioFieldsFragment } from '../../generated/graphql';
import { Link } from 'react-router-dom';
import { useDemoMode } from '../../layout/DemoMode';
import { useExposure } from '../../modules/exposure/useExposure';
import { CurrencyShocksTable } from '../../modules/scenario/CurrencyShocksTable';
import { HedgedImpact } from '../../modules/hedges/HedgedImpact';
import { ImpactCards } from '../../modules/scenario/ImpactCards';
import { ImpactChart } from '../../modules/scenario/ImpactChart';
import { SaveScenarioForm } from '../../modules/scenario/SaveScenarioForm';
import { SavedScenariosPanel } from '../../modules/scenario/SavedScenariosPanel';
import { SCENARIO_EXPORTS, type ExportFormat } from '../../modules/scenario/scenarioExports';
import { INITIAL_STATE, stateFromSaved, type SimulatorState } from '../../modules/scenario/simulate';
import { SimulatorControls } from '../../modules/scenario/SimulatorControls';
import { useScenarioSimulator } from '../../modules/scenario/useScenarioSimulator';
import '../../modules/scenario/scenario.css';
import { Notice } from '../../ui/Notice';
import { OwnerOnlyNote } from '../../modules/settings/OwnerOnlyNote';
import { MEMBER_NOTES } from '../../session/memberNotes';
import { useMayWrite } from '../../session/useBusinessRole';
import { EmptyState, QueryState } from '../../ui/QueryState';

type Message = { kind: 'error' | 'success' | 'info'; text: string };
type ExportTarget = { path: string; filename: string; description: string };

/** SPEC section 2's Scenario Analysis page: simulator, per-currency shocks, saved scenarios, comparison, exports. */
export default function ScenarioAnalysisPage() {
  const mode = useDemoMode();
  // Running a scenario changes nothing and is everyone's; saving, pinning and deleting are the owner's.
  const owner = useMayWrite('owner');
  const [state, setState] = useState<SimulatorState>(INITIAL_STATE);
  const [message, setMessage] = useState<Message | null>(null);
  const exposureQuery = useExposure(state.includeDrafts);
  const exposure = exposureQuery.data?.exposure;
  const { foreign, vector, result, confirmation, retry } = useScenarioSimulator(exposure, state);
  const rates = useMemo(() => new Map((exposure?.currencies ?? []).map((c) => [c.currency as string, c.nzdPerUnit])), [exposure]);
  const stale = (exposure?.currencies ?? []).filter((c) => c.rateStale && c.currency !== 'NZD').map((c) => c.currency);
  const foreignLines = useMemo(() => result.lines.filter((l) => l.currency !== 'NZD'), [result]);
  // The cards answer a slider step at once; the table and the chart follow a moment later, without holding up that paint.
  const deferredLines = useDeferredValue(foreignLines);
  const deferredState = useDeferredValue(state);

  useEffect(() => {
    document.title = 'Scenario Analysis · Kea FX';
  }, []);

  const exportButtons = useCallback(
    (make: (f: ExportFormat) => ExportTarget, label: string, disabled = false) => {
      const download = (target: ExportTarget) => {
        mode
          .download(target.path, target.filename, target.description)
          .then((notice) => setMessage({ kind: 'success', text: notice ?? `Downloaded ${target.filename}.` }))
          .catch((e: unknown) =>
            setMessage({
              kind: 'error',
              text: e instanceof Error && 'userFacing' in e ? e.message : 'The export failed. Please try again.',
            }),
          );
      };
      return (['csv', 'pdf'] as const).map((f) => (
        <button
          key={f}
          type="button"
          className="btn btn-secondary btn-small"
          disabled={disabled}
          onClick={() => download(make(f))}
          aria-label={`Export ${f.toUpperCase()} of ${label}`}
        >
          Export {f.toUpperCase()}
        </button>
      ));
    },
    [mode],
  );
  const onLoad = useCallback((s: SavedScenarioFieldsFragment) => setState(stateFromSaved(s.shocks, foreign, s.includeDrafts)), [foreign]);
  const comparisonExports = useCallback(
    (ids: [string, string]) => exportButtons((f) => SCENARIO_EXPORTS.comparison(f, ids), 'the comparison'),
    [exportButtons],
  );
  const onSaved = useCallback((name: string) => setMessage({ kind: 'success', text: `Saved "${name}".` }), []);

  return (
    <div className="scenario-page">
      <div className="page-header">
        <div>
          <h1>Scenario Analysis</h1>
          <p className="muted">Shock the exchange rates and see what your unpaid foreign invoices would be worth in NZD.</p>
        </div>
        <div className="btn-row" role="group" aria-label="Export this scenario">
          {exportButtons((f) => SCENARIO_EXPORTS.current(f, vector, state.includeDrafts), 'this scenario', foreign.length === 0)}
        </div>
      </div>
      {message && (
        <Notice kind={message.kind} onDismiss={() => setMessage(null)}>
          {message.text}
        </Notice>
      )}

      <QueryState
        loading={exposureQuery.loading && !exposure}
        error={exposureQuery.error}
        errorText="Failed to load exposure data"
        onRetry={() => void exposureQuery.refetch()}
        loadingText="Loading your exposure..."
        isEmpty={foreign.length === 0}
        empty={
          <section className="card">
            <SimulatorControls state={state} onChange={setState} />
            <EmptyState
              title="No foreign-currency exposure to shock yet"
              text={
                state.includeDrafts
                  ? 'Add an invoice in a foreign currency to see what a rate shock would do.'
                  : 'Send an invoice in a foreign currency (or include drafts) to see what a rate shock would do.'
              }
              action={
                mode.demo || !owner ? undefined : (
                  <Link to="/invoices/new" className="btn btn-small">
                    New Invoice
                  </Link>
                )
              }
            />
          </section>
        }
      >
        <div className="grid-2 scenario-top">
          <section className="card" aria-labelledby="simulator-title">
            <h2 id="simulator-title">Simulator</h2>
            <SimulatorControls state={state} onChange={setState} />
          </section>
          <section className="card" aria-labelledby="result-title">
            <h2 id="result-title">Result</h2>
            <div aria-live="polite" aria-atomic="true">
              <ImpactCards result={result} confirmation={confirmation} onRetry={retry} />
              {!mode.demo && <HedgedImpact exposure={exposure} vector={vector} includeDrafts={state.includeDrafts} />}
              <p data-testid="scenario-guidance">{result.guidance}</p>
            </div>
            {exposure?.dueHorizonText && (
              <p className="small" data-testid="due-horizon">
                {exposure.dueHorizonText}
              </p>
            )}
            {exposure?.warnings.map((w) => (
              <p key={w} className="alert alert-warning" role="status">
                {w}
              </p>
            ))}
          </section>
        </div>

        <section className="card" aria-labelledby="per-currency-title">
          <h2 id="per-currency-title">Per currency</h2>
          {stale.length > 0 && (
            <p className="alert alert-warning" role="status" data-testid="stale-warning">
              Stale rate{stale.length === 1 ? '' : 's'}: {stale.join(', ')} {stale.length === 1 ? 'uses a rate' : 'use rates'} older than
              the configured age, so today's market may differ.
            </p>
          )}
          <CurrencyShocksTable lines={deferredLines} state={deferredState} onChange={setState} />
          <ImpactChart lines={deferredLines} />
        </section>
      </QueryState>

      <div className="scenario-bottom">
        <section className="card scenario-save" aria-labelledby="save-title">
          <h2 id="save-title">Save this scenario</h2>
          {owner ? (
            <SaveScenarioForm
              vector={vector}
              includeDrafts={state.includeDrafts}
              disabled={mode.demo}
              ready={Boolean(exposure)}
              onSaved={onSaved}
            />
          ) : (
            <OwnerOnlyNote text={MEMBER_NOTES.saveScenario} />
          )}
        </section>
        <SavedScenariosPanel demo={mode.demo} rates={rates} onLoad={onLoad} comparisonExports={comparisonExports} />
      </div>
    </div>
  );
}
