import { useFormat, type Format } from '../preferences/useFormat';
import { Bar, BarChart, CartesianGrid, Cell, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { PHONE_QUERY, useMediaQuery } from '../../ui/useMediaQuery';
import { ownScaleMax, type ChartKind, type ExposureItem, type ExposureView, type PieSlice } from './chartData';
import './exposure.css';

interface Props {
  items: ExposureItem[];
  slices: PieSlice[];
  kind: ChartKind;
  view: ExposureView;
}

/** "Other (CHF, SGD)" for the grouped slice, the code for a currency's own. */
const sliceName = (s: PieSlice): string => (s.name === 'Other' ? `Other (${s.currencies.join(', ')})` : s.name);

/**
 * Native amounts, one bar per currency, each against its own axis (0 to a round amount of that
 * currency). Yen and dollars are never added (no pie) nor drawn on one axis, where 1,000,000 yen
 * would dwarf 12,000 dollars worth more: a bar says only how an amount sits on its own scale.
 */
function OwnScaleBars({ items, fmt }: { items: ExposureItem[]; fmt: Format }) {
  return (
    <figure
      className="chart-box own-scale"
      aria-label="Exposure by currency, in each currency, each on its own scale"
      style={{ margin: 0 }}
    >
      <ul className="own-scale-list">
        {items.map((i) => {
          const max = ownScaleMax(i.rawValue);
          const end = fmt.money(max, i.name, { whole: true });
          return (
            <li key={i.name}>
              <div className="own-scale-head">
                <span>
                  <span className="swatch" style={{ background: i.fill }} aria-hidden="true" />
                  <strong>{i.name}</strong>
                </span>
                <span className="num">
                  {fmt.money(i.rawValue, i.name, { whole: true })}
                  <span className="visually-hidden">
                    , on a scale of {fmt.money(0, i.name, { whole: true })} to {end}
                  </span>
                </span>
              </div>
              <div className="own-scale-track" aria-hidden="true">
                <div
                  className="own-scale-bar"
                  style={{ width: `${Math.max(0, Math.min(100, (i.rawValue / max) * 100))}%`, background: i.fill }}
                />
              </div>
              <div className="own-scale-axis" aria-hidden="true">
                <span>{fmt.money(0, i.name, { whole: true })}</span>
                <span>{fmt.money(max / 2, i.name, { whole: true })}</span>
                <span>{end}</span>
              </div>
            </li>
          );
        })}
      </ul>
      <figcaption className="small muted">
        Each currency on its own scale: amounts in different currencies are not added or compared by length. Switch to NZD to compare them.
      </figcaption>
    </figure>
  );
}

/** recharts, loaded with the dashboard only: the NZD pie (height 400, outer radius 130) or bars; native amounts as own-scale bars. */
export default function ExposureChart({ items, slices, kind, view }: Props) {
  const fmt = useFormat();
  const phone = useMediaQuery(PHONE_QUERY);
  if (view === 'native') return <OwnScaleBars items={items} fmt={fmt} />;
  const label = `Exposure by currency, in NZD, as a ${kind} chart`;
  return (
    <figure className="chart-box" aria-label={label} style={{ margin: 0 }}>
      {kind === 'pie' ? (
        <>
          {/* No labels on the slices (neighbours' labels collide): the legend below names each slice, and slices under 3% are one "Other". */}
          <ResponsiveContainer width="100%" height={phone ? 260 : 400}>
            <PieChart>
              <Pie data={slices} dataKey="value" nameKey="name" outerRadius={phone ? 110 : 130} isAnimationActive={false} label={false}>
                {slices.map((s) => (
                  <Cell key={s.name} fill={s.fill} />
                ))}
              </Pie>
              <Tooltip formatter={(_v, _n, entry) => [fmt.nzd((entry.payload as PieSlice).nzd), sliceName(entry.payload as PieSlice)]} />
            </PieChart>
          </ResponsiveContainer>
          <ul className="chart-legend" aria-label="Chart legend">
            {slices.map((s) => (
              <li key={s.name}>
                <span className="swatch" style={{ background: s.fill }} aria-hidden="true" />
                {sliceName(s)} {fmt.decimal(s.share)}%
              </li>
            ))}
          </ul>
        </>
      ) : (
        <ResponsiveContainer width="100%" height={phone ? 300 : 400}>
          <BarChart data={items} margin={{ top: 16, right: 16, left: 8, bottom: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="name" interval={0} tick={{ fontSize: phone ? 11 : 12 }} />
            <YAxis tickFormatter={(v: number) => fmt.axisK(v)} width={56} tick={{ fontSize: phone ? 11 : 12 }} />
            <Tooltip formatter={(_v, _n, entry) => [fmt.nzd((entry.payload as ExposureItem).normalizedValue), 'NZD value']} />
            <Bar dataKey="value" isAnimationActive={false}>
              {items.map((item) => (
                <Cell key={item.name} fill={item.fill} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      )}
    </figure>
  );
}
