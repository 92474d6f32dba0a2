import { render, screen } from '@testing-library/react';
import { DemoModeProvider, REAL_MODE } from '../../layout/DemoMode';
import { ImpactCards } from './ImpactCards';
import type { Simulation } from './simulate';

const result = {
  lines: [],
  totalCurrent: '1000.00',
  totalShocked: '900.00',
  totalImpact: '-100.00',
  affectedInvoiceCount: 2,
} as unknown as Simulation;

const cards = (demo: boolean, status: 'checking' | 'agrees') => (
  <DemoModeProvider value={{ ...REAL_MODE, demo }}>
    <ImpactCards result={result} confirmation={{ status }} onRetry={() => undefined} />
  </DemoModeProvider>
);

describe('ImpactCards: what confirmed the impact', () => {
  it('signed in, the api confirms the figure', () => {
    render(cards(false, 'agrees'));
    expect(screen.getByTestId('scenario-confirmation')).toHaveTextContent('Confirmed by the server.');
  });

  it('in the demo nothing is sent: it says the figure was calculated on sample data in the browser', () => {
    const { rerender } = render(cards(true, 'checking'));
    expect(screen.getByTestId('scenario-confirmation')).toHaveTextContent('Calculating on sample data in your browser...');
    rerender(cards(true, 'agrees'));
    const text = screen.getByTestId('scenario-confirmation');
    expect(text).toHaveTextContent('Calculated on sample data in your browser.');
    expect(text.textContent).not.toMatch(/server/i);
  });
});
