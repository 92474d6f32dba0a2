import { useFormat } from '../preferences/useFormat';
import type { Confirmation } from './useScenarioSimulator';
import type { Simulation } from './simulate';
import { StatValue } from '../../ui/StatValue';
import { useDemoMode } from '../../layout/DemoMode';

/** An NZD impact with its sign in text ("+$1,234", "−$1,234"), not only in colour. */
export function useSignedNzd(): (amount: string) => string {
  const fmt = useFormat();
  return (amount) => {
    const n = Number(amount);
    // Whole dollars are shown: an impact that rounds to $0 carries no sign.
    if (fmt.nzd(Math.abs(n)) === fmt.nzd(0)) return fmt.nzd(0);
    return `${n > 0 ? '+' : '−'}${fmt.nzd(Math.abs(n))}`;
  };
}

export const impactWord = (amount: string): string => (Number(amount) < 0 ? 'Loss' : Number(amount) > 0 ? 'Gain' : 'No change');

interface Props {
  result: Simulation;
  confirmation: Confirmation;
  onRetry(): void;
}

/** In the demo the "server" is the sample data's schema running in this page: nothing is sent, so nothing is confirmed by a server. */
function demoConfirmationText(c: Confirmation): string {
  switch (c.status) {
    case 'checking':
      return 'Calculating on sample data in your browser...';
    case 'agrees':
      return 'Calculated on sample data in your browser.';
    case 'differs':
      return 'The sample data changed; the figures are refreshing.';
    case 'failed':
      return 'This figure could not be recalculated on the sample data.';
    default:
      return '';
  }
}

function confirmationText(c: Confirmation, signed: (a: string) => string): string {
  switch (c.status) {
    case 'checking':
      return 'Checking with the server...';
    case 'agrees':
      return 'Confirmed by the server.';
    case 'differs':
      return `The server now answers ${signed(c.serverImpact)}: your exposure changed; the figures are refreshing.`;
    case 'failed':
      return 'The server could not confirm this figure.';
    default:
      return '';
  }
}

/** The current-exposure and impact cards, and the server's confirmation of the impact (in the demo, what was calculated where). */
export function ImpactCards({ result, confirmation, onRetry }: Props) {
  const fmt = useFormat();
  const signed = useSignedNzd();
  const { demo } = useDemoMode();
  const loss = Number(result.totalImpact) < 0;
  const gain = Number(result.totalImpact) > 0;
  return (
    <>
      <div className="stat-cards scenario-cards">
        <div className="stat-card">
          <h3 className="small muted">Current exposure</h3>
          <StatValue testId="scenario-current">{fmt.nzd(result.totalCurrent)}</StatValue>
          <p className="stat-note">Unpaid foreign invoices in NZD today</p>
        </div>
        <div className={`stat-card${loss ? ' is-alert' : gain ? ' is-gain' : ''}`}>
          <h3 className="small muted">Impact</h3>
          <StatValue testId="scenario-impact">{signed(result.totalImpact)}</StatValue>
          <p className="stat-note">
            {impactWord(result.totalImpact)} · after the shock: {fmt.nzd(result.totalShocked)}
          </p>
        </div>
      </div>
      <p className="small muted" data-testid="scenario-confirmation" data-status={confirmation.status}>
        {demo ? demoConfirmationText(confirmation) : confirmationText(confirmation, signed)}
        {confirmation.status === 'failed' && (
          <>
            {' '}
            <button type="button" className="link-button" onClick={onRetry}>
              Try again
            </button>
          </>
        )}
      </p>
    </>
  );
}
