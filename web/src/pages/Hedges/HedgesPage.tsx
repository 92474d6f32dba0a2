import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { HedgeBookDocument, HedgeCoverageDocument, HedgeMarkToMarketDocument } from '../../generated/graphql';
import { ComplianceChart } from '../../modules/hedges/ComplianceChart';
import { ComplianceTable } from '../../modules/hedges/ComplianceTable';
import { HedgeForm } from '../../modules/hedges/HedgeForm';
import { HedgeList } from '../../modules/hedges/HedgeList';
import { MarkToMarketTable } from '../../modules/hedges/MarkToMarketTable';
import { PolicyEditor } from '../../modules/hedges/PolicyEditor';
import { UndoNotice, type ActionOutcome } from '../../ui/UndoNotice';
import { changeNotice, useDemoMode } from '../../layout/DemoMode';
import { EmptyState, QueryState } from '../../ui/QueryState';
import { OwnerOnlyNote } from '../../modules/settings/OwnerOnlyNote';
import { MEMBER_NOTES } from '../../session/memberNotes';
import { useMayWrite } from '../../session/useBusinessRole';

/**
 * The hedge book (issue 15): book forward contracts, settle or cancel them, set the policy, see
 * compliance. A member reads the book and the policy: booking, settling, cancelling and the policy are the owner's.
 */
export default function HedgesPage() {
  const book = useQuery(HedgeBookDocument);
  const coverage = useQuery(HedgeCoverageDocument, { variables: { includeDrafts: false } });
  const mtm = useQuery(HedgeMarkToMarketDocument);
  const [message, setMessage] = useState<ActionOutcome | null>(null);
  const mode = useDemoMode();
  // In the demo a change lasts for the visit: its notice, and its undo's, say it is not saved (SPEC section 8).
  const show = ({ undo, ...o }: ActionOutcome) =>
    setMessage({
      ...o,
      text: o.kind === 'success' ? changeNotice(mode, o.text) : o.text,
      ...(undo && { undo: async () => changeNotice(mode, await undo()) }),
    });
  const report = (text: string, error?: boolean) => show({ kind: error ? 'error' : 'success', text });
  const owner = useMayWrite('owner');

  useEffect(() => {
    document.title = 'Hedges · Kea FX';
  }, []);

  const contracts = book.data?.hedges.items ?? [];
  const lines = coverage.data?.hedgeCoverage.currencies ?? [];
  return (
    <>
      <div className="page-header">
        <div>
          <h1>Hedges</h1>
          <p className="muted">
            Forward contracts against your live exposure, a policy of target hedge ratios, and how you stand against it.
          </p>
        </div>
      </div>
      {message && <UndoNotice outcome={message} onDismiss={() => setMessage(null)} />}

      <div className="grid-2">
        <section className="card" aria-labelledby="hedge-form-title">
          <h2 id="hedge-form-title">Book a forward contract</h2>
          {owner ? <HedgeForm onBooked={(text) => report(text)} /> : <OwnerOnlyNote text={MEMBER_NOTES.hedgeBooking} />}
        </section>
        <section className="card" aria-labelledby="hedge-policy-title">
          <h2 id="hedge-policy-title">Hedge policy</h2>
          <p className="small muted">
            Target share of each horizon's exposure to cover with contracts. 0 to 3 months counts invoices due within 90 days, overdue
            included.
          </p>
          <QueryState
            loading={book.loading && !book.data}
            error={book.error}
            errorText="Failed to load the hedge policy"
            onRetry={() => void book.refetch()}
          >
            <PolicyEditor policy={book.data?.hedgePolicy} onSaved={report} readOnly={!owner} />
          </QueryState>
        </section>
      </div>

      <section className="card" aria-labelledby="hedge-compliance-title">
        <h2 id="hedge-compliance-title">Compliance</h2>
        <QueryState
          loading={coverage.loading && !coverage.data}
          error={coverage.error}
          errorText="Failed to load hedge compliance"
          loadingText="Loading compliance..."
          onRetry={() => void coverage.refetch()}
          isEmpty={lines.length === 0}
          empty={
            <EmptyState
              title="No exposure or contracts yet"
              text="Send a foreign-currency invoice or book a contract to see hedged against unhedged exposure."
            />
          }
        >
          {coverage.data?.hedgeCoverage.warnings.map((w) => (
            <p key={w} className="alert alert-warning" role="status">
              {w}
            </p>
          ))}
          <ComplianceTable currencies={lines} />
          <ComplianceChart currencies={lines} />
        </QueryState>
      </section>

      <section className="card" aria-labelledby="hedge-mtm-title">
        <h2 id="hedge-mtm-title">Mark to market</h2>
        <p className="small muted">Each open contract valued at today's rate against its locked rate: amount × (locked − market).</p>
        <QueryState
          loading={mtm.loading && !mtm.data}
          error={mtm.error}
          errorText="Failed to load mark to market"
          loadingText="Loading mark to market..."
          onRetry={() => void mtm.refetch()}
          isEmpty={(mtm.data?.hedgeMarkToMarket.currencies.length ?? 0) === 0}
          empty={<EmptyState title="No open contracts" text="Open contracts are valued here at today's rates." />}
        >
          {mtm.data && <MarkToMarketTable mtm={mtm.data.hedgeMarkToMarket} />}
        </QueryState>
      </section>

      <section className="card" aria-labelledby="hedge-list-title">
        <h2 id="hedge-list-title">Contracts</h2>
        <QueryState
          loading={book.loading && !book.data}
          error={book.error}
          errorText="Failed to load your contracts"
          loadingText="Loading contracts..."
          onRetry={() => void book.refetch()}
          isEmpty={contracts.length === 0}
          empty={<EmptyState title="No contracts yet" text={owner ? 'Book your first forward contract above.' : undefined} />}
        >
          <HedgeList contracts={contracts} onDone={show} mayAct={owner} />
          {book.data?.hedges.hasMore && (
            <p className="small muted" role="note">
              Showing the first {contracts.length} contracts, soonest maturity first.
            </p>
          )}
        </QueryState>
      </section>
    </>
  );
}
