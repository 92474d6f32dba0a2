import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { RateFieldsFragment } from '../../generated/graphql';
import { useFormat } from '../preferences/useFormat';

/** A y-axis range around the rates with some air, never below 0, and enough decimals that its ticks differ. */
export function rateAxis(values: readonly number[]): { domain: [number, number]; digits: number } {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const pad = hi > lo ? (hi - lo) * 0.15 : hi * 0.05 || 1;
  const digits = Math.min(6, Math.max(2, Math.ceil(-Math.log10(pad)) + 1));
  return { domain: [Math.max(0, lo - pad), hi + pad], digits };
}

/** recharts, loaded with the Rates screen only: one currency's NZD rate over time, oldest on the left. */
export default function RateHistoryChart({ currency, history }: { currency: string; history: readonly RateFieldsFragment[] }) {
  const fmt = useFormat();
  const data = [...history].reverse().map((r) => ({ date: r.effectiveDate, rate: Number(r.nzdPerUnit), text: r.nzdPerUnit }));
  const { domain, digits } = rateAxis(data.map((d) => d.rate));
  return (
    <figure
      className="chart-box"
      aria-label={`${currency} rate history, NZD per ${currency}, as a line chart`}
      style={{ margin: 0, minHeight: 260 }}
    >
      <ResponsiveContainer width="100%" height={260}>
        <LineChart data={data} margin={{ top: 16, right: 24, left: 4, bottom: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={(d: string) => fmt.date(d)}
            minTickGap={28}
            tick={{ fontSize: 12 }}
            padding={{ left: 16, right: 16 }}
          />
          <YAxis
            domain={domain}
            width={digits > 3 ? 72 : 56}
            tick={{ fontSize: 12 }}
            tickFormatter={(v: number) => fmt.number(v, digits)}
          />
          <Tooltip
            labelFormatter={(d) => fmt.date(String(d))}
            formatter={(_v, _n, entry) => [fmt.decimal((entry.payload as { text: string }).text), `NZD per ${currency}`]}
          />
          <Line type="stepAfter" dataKey="rate" stroke="#0f766e" strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
