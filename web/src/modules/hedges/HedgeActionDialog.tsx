import { useMutation, useQuery } from '@apollo/client/react';
import { nzdValue, roundToMinor } from '@keafx/schema';
import type { FormEvent } from 'react';
import {
  CancelHedgeDocument,
  HedgeSettlementPreviewDocument,
  SettleHedgeDocument,
  type HedgeFieldsFragment,
} from '../../generated/graphql';
import { Modal } from '../../ui/Modal';
import { DateAndRateFields, RecordedFigures } from '../../ui/SettlementFields';
import { useDatedAction } from '../../ui/useDatedAction';
import { businessToday } from '../invoice/invoiceModel';
import { gainWords } from '../invoice/gainWords';
import { readSettlement, SETTLEMENT_LABELS } from '../invoice/paymentInput';
import { useFormat } from '../preferences/useFormat';
import { HEDGE_QUERIES } from './hedgeQueries';

/**
 * Settle or Cancel a forward contract, asking first. Settle shows the contract, its amount and
 * locked rate, and lets the date (today unless changed; not in the future, not before the trade
 * date) and the bank's rate (blank: the rate recorded for that date) be set, with the figures the
 * api would record (hedgeSettlementPreview: the same code as the settlement). Cancel says what it
 * gives up. Nothing changes until the button is pressed; errors are said by the fields' labels.
 */
export function HedgeActionDialog({
  kind,
  contract,
  onClose,
  onDone,
}: {
  kind: 'settle' | 'cancel';
  contract: HedgeFieldsFragment;
  onClose(): void;
  onDone(after: HedgeFieldsFragment): void;
}) {
  const fmt = useFormat();
  const today = businessToday();
  const numberFormat = fmt.preferences?.numberFormat ?? 'comma';
  const form = useDatedAction({
    initial: { settlementDate: today, settlementRate: '' },
    read: (typed) => readSettlement(typed, { today, tradeDate: contract.tradeDate, numberFormat, showDate: fmt.date }),
    labels: SETTLEMENT_LABELS,
    idPrefix: 'settle',
    previewWanted: kind === 'settle',
  });
  const { typed, read, errors, set, failure } = form;
  const preview = useQuery(HedgeSettlementPreviewDocument, {
    variables: { id: contract.id, ...(form.asked ?? {}) },
    skip: form.asked === null,
    fetchPolicy: 'network-only',
  });
  const opts = { refetchQueries: HEDGE_QUERIES, awaitRefetchQueries: true };
  const [settle, settling] = useMutation(SettleHedgeDocument, opts);
  const [cancel, cancelling] = useMutation(CancelHedgeDocument, opts);
  const p = read.ok ? preview.data?.hedgeSettlementPreview : undefined;
  const busy = settling.loading || cancelling.loading;
  const name = `contract #${contract.id}`;

  async function submit(e?: FormEvent): Promise<void> {
    e?.preventDefault();
    form.setFailure(null);
    try {
      if (kind === 'cancel') {
        const { data } = await cancel({ variables: { id: contract.id } });
        if (data) onDone(data.cancelHedge);
        return;
      }
      if (form.focusFirstError() || !read.ok) return;
      const { data } = await settle({ variables: { id: contract.id, ...read.value } });
      if (data) onDone(data.settleHedge);
    } catch (err) {
      console.error(`Failed to ${kind} ${name}`, err);
      form.refused(err, `Failed to ${kind} ${name}`);
    }
  }

  const lockedNzd = roundToMinor(nzdValue(contract.amount, contract.lockedRate), 'NZD');
  return (
    <Modal
      title={kind === 'settle' ? `Settle ${name}?` : `Cancel ${name}?`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {kind === 'settle' ? "Don't settle" : 'Keep it open'}
          </button>
          <button type="submit" form="hedge-action-form" className={`btn${kind === 'cancel' ? ' btn-danger' : ''}`} disabled={busy}>
            {busy ? 'Working…' : kind === 'settle' ? 'Settle' : `Cancel ${name}`}
          </button>
        </>
      }
    >
      <form id="hedge-action-form" noValidate onSubmit={(e) => void submit(e)}>
        <dl className="details">
          <dt>Contract</dt>
          <dd>
            #{contract.id} · {contract.bank}
            {contract.reference ? ` · ${contract.reference}` : ''}
          </dd>
          <dt>Amount</dt>
          <dd>{fmt.money(contract.amount, contract.currency)}</dd>
          <dt>Locked rate</dt>
          <dd>
            {fmt.decimal(contract.lockedRate)} NZD per {contract.currency} ({fmt.money(lockedNzd, 'NZD')})
          </dd>
          <dt>Traded · matures</dt>
          <dd>
            {fmt.date(contract.tradeDate)} · {fmt.date(contract.maturityDate)}
          </dd>
        </dl>
        {kind === 'cancel' ? (
          <p>The contract stops counting as cover, and no gain or loss is recorded. You can reopen it for 7 days.</p>
        ) : (
          <>
            <DateAndRateFields
              idPrefix="settle"
              min={contract.tradeDate}
              max={today}
              numberFormat={numberFormat}
              date={{
                name: 'settlementDate',
                label: SETTLEMENT_LABELS.settlementDate,
                error: errors.settlementDate,
                hint: `From the trade date (${fmt.date(contract.tradeDate)}) to today.`,
                value: typed.settlementDate,
                onChange: (v) => set('settlementDate', v),
              }}
              rate={{
                name: 'settlementRate',
                label: `${SETTLEMENT_LABELS.settlementRate} (NZD per 1 ${contract.currency})`,
                error: errors.settlementRate,
                hint: "Optional: the bank's rate. Blank uses the rate recorded for the settlement date.",
                value: typed.settlementRate,
                onChange: (v) => set('settlementRate', v),
              }}
            />
            <RecordedFigures fieldsOk={read.ok} error={preview.error} labels={SETTLEMENT_LABELS} figures={p}>
              {(p) => (
                <dl className="details" data-testid="settlement-figures">
                  <dt>Settled on</dt>
                  <dd>{fmt.date(p.settlementDate)}</dd>
                  <dt>Rate</dt>
                  <dd>
                    {fmt.decimal(p.settlementRate)} NZD per {contract.currency}
                    {read.ok && read.value.settlementRate
                      ? ' (the rate you gave)'
                      : p.settlementDate === today
                        ? " (today's rate)"
                        : ` (the rate recorded for ${fmt.date(p.settlementDate)})`}
                  </dd>
                  <dt>At that rate</dt>
                  <dd>{fmt.money(roundToMinor(nzdValue(contract.amount, p.settlementRate), 'NZD'), 'NZD')}</dd>
                  <dt>Realised</dt>
                  <dd>
                    <strong>{gainWords(p.realisedGainLoss, fmt)}</strong> against the locked rate
                  </dd>
                </dl>
              )}
            </RecordedFigures>
            <p className="muted small">You can reopen the contract for 7 days after settling it.</p>
          </>
        )}
        {failure && (
          <div className="alert alert-error" role="alert">
            <p>{failure}</p>
          </div>
        )}
      </form>
    </Modal>
  );
}
