import { GST_BOX_LABELS, GST_BOX_NUMBERS, GST_UNRATED_NOTE, gstWithoutRateWarning } from '@keafx/schema';
import type { GstReturnQuery } from '../../generated/graphql';
import { EmptyState } from '../../ui/QueryState';
import { useFormat } from '../preferences/useFormat';

type GstReturnView = GstReturnQuery['gstReturn'];

/** NZD to the cent, as the return states it ("$4,771.50"); a blank cell for a box a supply does not feed. */
function useCents() {
  const f = useFormat();
  return (v: string | null | undefined): string => (v === null || v === undefined ? '' : f.money(v, 'NZD'));
}

/** Boxes 5 to 10 as IR's form lays them out: the box, what it holds, the NZD figure. */
function GstBoxes({ r }: { r: GstReturnView }) {
  const cents = useCents();
  return (
    <div className="table-wrap">
      <table className="data gst-boxes">
        <caption className="visually-hidden">GST return boxes 5 to 10, in NZD</caption>
        <thead>
          <tr>
            <th scope="col">Box</th>
            <th scope="col">Description</th>
            <th scope="col" className="num">
              NZD
            </th>
          </tr>
        </thead>
        <tbody>
          {GST_BOX_NUMBERS.map((n) => (
            <tr key={n} className={n === 10 ? 'gst-box-total' : undefined}>
              <th scope="row">{n}</th>
              <td>{GST_BOX_LABELS[n]}</td>
              <td className="num" data-testid={`gst-box-${n}`}>
                {n === 10 ? <strong>{cents(r.box10)}</strong> : cents(r[`box${n}`])}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The supplies behind the boxes on this page, each with the boxes it feeds and its NZD in each. */
function GstSupplies({ r }: { r: GstReturnView }) {
  const f = useFormat();
  const cents = useCents();
  const fed = (s: GstReturnView['supplies'][number]) =>
    (
      [
        [5, s.box5Nzd],
        [6, s.box6Nzd],
        [9, s.box9Nzd],
      ] as const
    ).filter(([, nzd]) => nzd !== null && nzd !== undefined);
  return (
    <div className="table-wrap table-stack">
      <table className="data gst-supplies">
        <caption className="visually-hidden">Supplies behind the boxes, by supply date</caption>
        <thead>
          <tr>
            <th scope="col">Supply</th>
            <th scope="col">Customer</th>
            <th scope="col">Supply date</th>
            <th scope="col" className="num">
              Amount
            </th>
            <th scope="col" className="num">
              Rate
            </th>
            <th scope="col" className="num">
              In the boxes (NZD)
            </th>
          </tr>
        </thead>
        <tbody>
          {r.supplies.map((s) => (
            <tr key={s.label}>
              <th scope="row" data-label="Supply" className="cell-wide">
                {s.label}
                {s.invoiceLabel && <span className="muted small gst-corrects"> on {s.invoiceLabel}</span>}
              </th>
              <td data-label="Customer">{s.customer}</td>
              <td data-label="Supply date">{f.date(s.supplyDate)}</td>
              <td className="num" data-label="Amount">
                {f.money(s.amount, s.currency)}
              </td>
              <td className="num" data-label="Rate">
                {f.decimal(s.rate)}
              </td>
              <td className="num" data-label="In the boxes (NZD)">
                {fed(s).length === 0 ? (
                  <span className="muted">none</span>
                ) : (
                  <ul className="gst-fed">
                    {fed(s).map(([box, nzd]) => (
                      <li key={box}>
                        Box {box}: {cents(nzd)}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Supplies left out of the boxes: sent, but no rate at their time of supply. */
function NotCounted({ r }: { r: GstReturnView }) {
  const f = useFormat();
  return (
    <section className="gst-not-counted" aria-labelledby="gst-not-counted-title">
      <h4 id="gst-not-counted-title">Not counted</h4>
      <p className="alert alert-warning">{gstWithoutRateWarning(r.withoutRateTotal)}</p>
      <ul>
        {r.withoutRate.map((s) => (
          <li key={s.label}>
            {s.label}, {s.customer}, {f.date(s.supplyDate)}: {f.money(s.amount, s.currency)} ({GST_UNRATED_NOTE.toLowerCase()})
          </li>
        ))}
      </ul>
    </section>
  );
}

interface Props {
  r: GstReturnView;
  /** Moves the supplies' page to `offset`. */
  onPage: (offset: number) => void;
}

/** The GST return's preview: the period, boxes 5 to 10, then the supplies behind them a page at a time. */
export function GstReturnPreview({ r, onPage }: Props) {
  const f = useFormat();
  const first = r.suppliesTotal === 0 ? 0 : r.offset + 1;
  const last = r.offset + r.supplies.length;
  return (
    <>
      <p className="report-banner" role="status">
        GST period {f.date(r.from)} to {f.date(r.to)}: {r.suppliesTotal} {r.suppliesTotal === 1 ? 'supply' : 'supplies'}; GST on sales{' '}
        {f.money(r.box10, 'NZD')}
      </p>
      <GstBoxes r={r} />
      <h4 className="gst-supplies-title">Supplies behind the boxes</h4>
      {r.suppliesTotal === 0 ? (
        <EmptyState
          title="No supplies in this GST period"
          text="Every box is $0.00. Invoices count once sent, by their time of supply; credit notes by the day they are issued."
        />
      ) : (
        <>
          <p className="muted small">
            Invoices by their time of supply and credit notes by the day they were issued, each in NZD at its own frozen time-of-supply
            rate, rounded to the cent once.
          </p>
          <GstSupplies r={r} />
          {r.suppliesTotal > r.supplies.length && (
            <nav className="gst-pages" aria-label="Supplies pages">
              <button
                type="button"
                className="btn btn-secondary btn-small"
                disabled={r.offset === 0}
                onClick={() => onPage(Math.max(0, r.offset - r.limit))}
              >
                Previous
              </button>
              <span aria-live="polite">
                Supplies {first}–{last} of {r.suppliesTotal}; the export lists every one.
              </span>
              <button
                type="button"
                className="btn btn-secondary btn-small"
                disabled={last >= r.suppliesTotal}
                onClick={() => onPage(r.offset + r.limit)}
              >
                Next
              </button>
            </nav>
          )}
        </>
      )}
      {r.withoutRateTotal > 0 && <NotCounted r={r} />}
    </>
  );
}
