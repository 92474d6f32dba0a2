import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { TsiShortfallDocument } from '../../generated/graphql';
import { useDemoMode } from '../../layout/DemoMode';

/** The notice's sentence for a count of sent invoices that fall short. */
export const shortfallText = (n: number): string =>
  n === 1 ? '1 sent invoice lacks what a tax invoice must show.' : `${n} sent invoices lack what a tax invoice must show.`;

/**
 * The dashboard's count of sent, open invoices that fall short of the taxable supply information
 * rules (issue 27 item 3), shown only when there are some. Its own query, asked beside the
 * dashboard's and never waited for: nothing shows until it answers, and a failure shows nothing
 * (each invoice's page lists its own issues). The Invoices page cannot list only these, so the
 * link says each invoice's page shows what it lacks.
 */
export function TsiShortfallNotice() {
  const mode = useDemoMode();
  const { data } = useQuery(TsiShortfallDocument, { fetchPolicy: 'cache-and-network' });
  const count = data?.tsiShortfall ?? 0;
  // The live region is there from the start, so the count is announced when it arrives.
  return (
    <div role="status">
      {count > 0 && (
        <div className="alert alert-warning">
          <p>
            <strong>{shortfallText(count)}</strong> Open {count === 1 ? 'it' : 'each'} from the{' '}
            <Link to={mode.path('/invoices')}>Invoices page</Link>: its page lists what it lacks and where to fix it.
          </p>
        </div>
      )}
    </div>
  );
}
