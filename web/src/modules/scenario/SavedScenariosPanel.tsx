import { COMPARE_COUNT } from '@keafx/schema';
import { memo, useState, type ReactNode } from 'react';
import { serverMessage } from '../../apollo/errors';
import type { SavedScenarioFieldsFragment } from '../../generated/graphql';
import { Modal } from '../../ui/Modal';
import { Notice } from '../../ui/Notice';
import { EmptyState, QueryState } from '../../ui/QueryState';
import { AffectedInvoicesModal } from './AffectedInvoicesModal';
import { SavedScenarioItem } from './SavedScenarioItem';
import { ScenarioComparison } from './ScenarioComparison';
import { useSavedScenarios } from './useSavedScenarios';
import { useMayWrite } from '../../session/useBusinessRole';

/** SPEC section 5's delete confirmation. */
export const DELETE_CONFIRMATION = 'Are you sure you want to delete this scenario?';
export const COMPARE_REFUSED = `Choose exactly ${COMPARE_COUNT} scenarios to compare: clear one of the two you chose first.`;

interface Props {
  demo: boolean;
  rates: ReadonlyMap<string, string>;
  onLoad(s: SavedScenarioFieldsFragment): void;
  comparisonExports(ids: [string, string]): ReactNode;
}

/** The saved scenarios: Load, Pin, View affected invoices, Delete (confirmed), and choosing two to compare. */
export const SavedScenariosPanel = memo(function SavedScenariosPanel({ demo, rates, onLoad, comparisonExports }: Props) {
  const { list, pin, remove } = useSavedScenarios();
  // Pinning and deleting are the owner's: a member loads, re-runs and compares.
  const owner = useMayWrite('owner');
  const [chosen, setChosen] = useState<string[]>([]);
  const [message, setMessage] = useState<{ kind: 'error' | 'success' | 'info'; text: string } | null>(null);
  const [affected, setAffected] = useState<SavedScenarioFieldsFragment | null>(null);
  const [deleting, setDeleting] = useState<SavedScenarioFieldsFragment | null>(null);
  const items = list.data?.scenarios ?? [];
  const known = chosen.filter((id) => items.some((s) => s.id === id));

  const toggle = (id: string, checked: boolean) => {
    if (!checked) {
      setChosen(known.filter((x) => x !== id));
      return;
    }
    if (known.length >= COMPARE_COUNT) {
      setMessage({ kind: 'error', text: COMPARE_REFUSED });
      return;
    }
    setMessage(null);
    setChosen([...known, id]);
  };
  const fail = (fallback: string) => (e: unknown) => setMessage({ kind: 'error', text: serverMessage(e, fallback) });

  const confirmDelete = (s: SavedScenarioFieldsFragment) => {
    setDeleting(null);
    remove(s.id)
      .then(() => {
        setChosen(known.filter((x) => x !== s.id));
        setMessage({ kind: 'success', text: `Deleted "${s.name}".` });
      })
      .catch(fail('The scenario could not be deleted. Please try again.'));
  };

  const pair = known.length === COMPARE_COUNT ? (known as [string, string]) : null;
  return (
    <>
      <section className="card" aria-labelledby="saved-title">
        <div className="card-header">
          <h2 id="saved-title">Saved scenarios</h2>
          <span className="small muted">
            {known.length === 0 ? 'Tick two to compare them' : `${known.length} of ${COMPARE_COUNT} chosen to compare`}
          </span>
        </div>
        {message && (
          <Notice kind={message.kind} onDismiss={() => setMessage(null)}>
            {message.text}
          </Notice>
        )}
        <QueryState
          loading={list.loading && !list.data}
          error={list.error}
          errorText="Your saved scenarios could not be loaded."
          onRetry={() => void list.refetch()}
          loadingText="Loading saved scenarios..."
          isEmpty={items.length === 0}
          empty={
            <EmptyState
              title="No saved scenarios yet"
              text={
                owner
                  ? 'Set a shock with the slider, give it a name and choose Save Scenario: it will be listed here to load, pin and compare.'
                  : 'Scenarios the owner saves are listed here to load and compare.'
              }
            />
          }
        >
          <ul className="scenario-list">
            {items.map((s) => (
              <SavedScenarioItem
                key={s.id}
                s={s}
                demo={demo}
                selected={known.includes(s.id)}
                onLoad={() => {
                  onLoad(s);
                  setMessage({ kind: 'info', text: `Loaded "${s.name}" into the simulator.` });
                }}
                onPin={
                  owner ? () => void pin(s.id, !s.isPinned).catch(fail('The scenario could not be pinned. Please try again.')) : undefined
                }
                onAffected={() => setAffected(s)}
                onDelete={owner ? () => setDeleting(s) : undefined}
                onToggleCompare={(checked) => toggle(s.id, checked)}
              />
            ))}
          </ul>
        </QueryState>
      </section>

      {pair && <ScenarioComparison ids={pair} exportButtons={comparisonExports(pair)} />}

      {affected && <AffectedInvoicesModal id={affected.id} name={affected.name} rates={rates} onClose={() => setAffected(null)} />}
      {deleting && (
        <Modal
          title="Delete scenario"
          onClose={() => setDeleting(null)}
          footer={
            <>
              <button type="button" className="btn btn-secondary" onClick={() => setDeleting(null)} data-autofocus>
                Cancel
              </button>
              <button type="button" className="btn btn-danger" onClick={() => confirmDelete(deleting)}>
                Delete
              </button>
            </>
          }
        >
          <p>{DELETE_CONFIRMATION}</p>
          <p className="muted">"{deleting.name}" will be removed from your saved scenarios. The audit trail keeps a record of it.</p>
        </Modal>
      )}
    </>
  );
});
