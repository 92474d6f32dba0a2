import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CoverageCurrency } from './ComplianceTable';

/** recharts: hedge ratio against the policy's target, in percent, per currency and horizon with exposure or contracts. */
export function ComplianceChart({ currencies }: { currencies: readonly CoverageCurrency[] }) {
  const data = currencies.flatMap((c) =>
    c.buckets
      .filter((b) => Number(b.grossAmount) !== 0 || Number(b.hedgedAmount) !== 0)
      .map((b) => ({
        name: `${c.currency} ${b.label.replace(' months', 'm').replace('Over 12m', '12m+')}`,
        hedged: b.hedgeRatio === null ? 0 : Math.round(Number(b.hedgeRatio) * 1000) / 10,
        target: b.targetRatio === null ? 0 : Math.round(Number(b.targetRatio) * 1000) / 10,
      })),
  );
  return (
    <figure
      className="chart-box"
      aria-label="Hedge ratio against target per currency and horizon, in percent, as a bar chart"
      style={{ margin: 0 }}
    >
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={data} margin={{ top: 16, right: 16, left: 8, bottom: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" />
          <YAxis tickFormatter={(v: number) => `${v}%`} width={56} />
          <Tooltip formatter={(v) => `${Number(v)}%`} />
          <Legend />
          <Bar dataKey="hedged" name="Hedged (%)" fill="#0f766e" isAnimationActive={false} />
          <Bar dataKey="target" name="Target (%)" fill="#94a3b8" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
