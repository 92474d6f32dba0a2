import type { Currency } from '../../generated/graphql';
import { render, screen, within } from '@testing-library/react';
import { buildFormat, FormatContext } from '../preferences/format';
import ExposureChart from './ExposureChart';
import { exposureItems, pieSlices } from './chartData';

const row = (currency: Currency, totalAmount: string, nzdValue: string, sharePercent: string) => ({
  currency,
  totalAmount,
  nzdValue,
  nzdPerUnit: '1',
  sharePercent,
  invoiceCount: 1,
  rateMissing: false,
  rateStale: false,
});
const exposure = {
  currencies: [
    row('USD', '12000.50', '18480.77', '62.28'),
    row('JPY', '1000000', '10300.00', '34.71'),
    row('CHF', '480.40', '893.54', '3.01'),
  ],
};
const fmt = buildFormat(null);

function renderChart(view: 'native' | 'normalized', data = exposure) {
  return render(
    <FormatContext.Provider value={fmt}>
      <ExposureChart items={exposureItems(data, view)} slices={pieSlices(data)} kind="pie" view={view} />
    </FormatContext.Provider>,
  );
}

describe('ExposureChart', () => {
  it('draws native amounts as one bar per currency on its own scale, never a pie, rounded as the table rounds them', () => {
    const { container } = renderChart('native');
    const figure = screen.getByRole('figure', { name: 'Exposure by currency, in each currency, each on its own scale' });
    const bars = within(figure).getAllByRole('listitem');
    expect(bars).toHaveLength(3);
    // The table shows fmt.money(amount, currency, { whole: true }): the bars say the same.
    expect(bars[0]).toHaveTextContent(
      `USD${fmt.money('12000.50', 'USD', { whole: true })}, on a scale of ${fmt.money(0, 'USD', { whole: true })} to ${fmt.money(20000, 'USD', { whole: true })}`,
    );
    expect(bars[1]).toHaveTextContent(
      `JPY${fmt.money('1000000', 'JPY', { whole: true })}, on a scale of ${fmt.money(0, 'JPY', { whole: true })} to ${fmt.money(1000000, 'JPY', { whole: true })}`,
    );
    expect((bars[0]?.querySelector('.own-scale-bar') as HTMLElement).style.width).toBe(`${(12000.5 / 20000) * 100}%`);
    expect((bars[1]?.querySelector('.own-scale-bar') as HTMLElement).style.width).toBe('100%');
    expect(container.querySelector('.recharts-pie')).toBeNull();
    expect(figure).toHaveTextContent('amounts in different currencies are not added or compared by length');
  });

  it('names every NZD pie slice in a legend, small currencies grouped as Other, shares as in the table', () => {
    renderChart('normalized', {
      currencies: [
        row('USD', '50000', '77000', '80.21'),
        row('EUR', '9000', '15120', '15.75'),
        row('CHF', '1000', '1850', '1.93'),
        row('HKD', '2500', '540.60', '2.11'),
      ],
    });
    const legend = screen.getByRole('list', { name: 'Chart legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['USD 80.2%', 'EUR 15.8%', 'Other (CHF, HKD) 4.0%']);
  });
});
