import { memo } from 'react';
import { formatAxisK } from '@keafx/schema';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat } from '../preferences/useFormat';
import type { SimulatedLine } from './simulate';

/** recharts: current against shocked NZD per currency. */
export const ImpactChart = memo(function ImpactChart({ lines }: { lines: readonly SimulatedLine[] }) {
  const fmt = useFormat();
  const data = lines.map((l) => ({ currency: l.currency, current: Number(l.currentNzd), shocked: Number(l.shockedNzd) }));
  return (
    <figure
      className="chart-box scenario-chart"
      aria-label="Current against shocked NZD value per currency, as a bar chart"
      style={{ margin: 0 }}
    >
      <ResponsiveContainer width="100%" height={300}>
        <BarChart data={data} margin={{ top: 16, right: 16, left: 8, bottom: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="currency" />
          <YAxis tickFormatter={(v: number) => formatAxisK(v)} width={56} />
          <Tooltip formatter={(v) => fmt.nzd(Number(v))} />
          <Legend />
          <Bar dataKey="current" name="Current (NZD)" fill="#64748b" isAnimationActive={false} />
          <Bar dataKey="shocked" name="Shocked (NZD)" fill="#0f766e" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
});
