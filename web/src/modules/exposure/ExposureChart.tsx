import { useFormat, type Format } from '../preferences/useFormat';
import { Bar, BarChart, CartesianGrid, Cell, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { PHONE_QUERY, useMediaQuery } from '../../ui/useMediaQuery';
import type { ChartKind, ExposureItem, ExposureView } from './chartData';

interface Props {
  items: ExposureItem[];
  kind: ChartKind;
  view: ExposureView;
}

const valueText = (item: ExposureItem, view: ExposureView, fmt: Format): string =>
  (view === 'normalized' ? fmt.nzd(item.normalizedValue) : fmt.money(item.rawValue, item.name, { whole: true }));

/** recharts, loaded with the dashboard only: a pie (height 400, outer radius 130) or a bar chart. */
export default function ExposureChart({ items, kind, view }: Props) {
  const fmt = useFormat();
  // On a phone the pie is smaller and its outside labels would be clipped: the table below names every slice with its share.
  const phone = useMediaQuery(PHONE_QUERY);
  const label = `Exposure by currency, ${view === 'normalized' ? 'in NZD' : 'in each currency'}, as a ${kind} chart`;
  return (
    <figure className="chart-box" aria-label={label} style={{ margin: 0 }}>
      <ResponsiveContainer width="100%" height={phone ? 300 : 400}>
        {kind === 'pie' ? (
          <PieChart>
            <Pie data={items} dataKey="value" nameKey="name" outerRadius={phone ? 110 : 130} isAnimationActive={false}
              label={phone ? false : ({ name, payload }) => `${name} ${fmt.decimal(String((payload as ExposureItem).share))}%`}>
              {items.map((item) => <Cell key={item.name} fill={item.fill} />)}
            </Pie>
            <Tooltip formatter={(_v, _n, entry) => valueText(entry.payload as ExposureItem, view, fmt)} />
          </PieChart>
        ) : (
          <BarChart data={items} margin={{ top: 16, right: 16, left: 8, bottom: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="name" />
            <YAxis tickFormatter={(v: number) => fmt.axisK(v)} width={56} tick={{ fontSize: phone ? 11 : 12 }} />
            <Tooltip formatter={(_v, _n, entry) => valueText(entry.payload as ExposureItem, view, fmt)} />
            <Bar dataKey="value" isAnimationActive={false}>
              {items.map((item) => <Cell key={item.name} fill={item.fill} />)}
            </Bar>
          </BarChart>
        )}
      </ResponsiveContainer>
    </figure>
  );
}
