import type { HedgeMarkToMarketQuery } from '../../generated/graphql';
import { useFormat } from '../preferences/useFormat';

type Mtm = HedgeMarkToMarketQuery['hedgeMarkToMarket'];

/** Open contracts at today's rate against their locked rate, per currency, with the NZD total (positive is a gain). */
export function MarkToMarketTable({ mtm }: { mtm: Mtm }) {
  const fmt = useFormat();
  const signed = (v: string) => `${Number(v) > 0 ? '+' : Number(v) < 0 ? '−' : ''}${fmt.money(String(Math.abs(Number(v))), 'NZD')}`;
  return (
    <div className="table-wrap table-stack" tabIndex={0} role="region" aria-label="Mark to market by currency">
      <table className="data" data-testid="mtm-table">
        <caption className="visually-hidden">Mark to market of open contracts by currency</caption>
        <thead>
          <tr>
            <th scope="col">Currency</th>
            <th scope="col" className="num">
              Open contracts
            </th>
            <th scope="col" className="num">
              Amount
            </th>
            <th scope="col" className="num">
              Locked rate
            </th>
            <th scope="col" className="num">
              Market rate
            </th>
            <th scope="col" className="num">
              Gain or loss (NZD)
            </th>
          </tr>
        </thead>
        <tbody>
          {mtm.currencies.map((c) => (
            <tr key={c.currency} data-testid="mtm-row">
              <th scope="row" data-label="Currency">
                {c.currency}
              </th>
              <td className="num" data-label="Open contracts">
                {c.contractCount}
              </td>
              <td className="num" data-label="Amount">
                {fmt.money(c.amount, c.currency)}
              </td>
              <td className="num" data-label="Locked rate">
                {fmt.decimal(Number(c.lockedRate).toFixed(4))}
              </td>
              <td className="num" data-label="Market rate">
                {fmt.decimal(c.marketRate)}
                {c.rateMissing ? ' (no rate: 1.0 used)' : ''}
              </td>
              <td className="num" data-label="Gain or loss (NZD)">
                {signed(c.markToMarket)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={5}>
              Total
            </th>
            <td className="num" data-testid="mtm-total">
              {signed(mtm.totalNzd)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
