import { useQuery } from '@apollo/client/react';
import { GST_FILING_FREQUENCIES, GST_NOT_REGISTERED, gstFrequencyWords, type GstFilingFrequency, type GstPeriod } from '@keafx/schema';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { GstPeriodsDocument, GstReturnDocument } from '../../generated/graphql';
import { useDemoMode } from '../../layout/DemoMode';
import { MEMBER_NOTES } from '../../session/memberNotes';
import { EmptyState, QueryState } from '../../ui/QueryState';
import { useFormat } from '../preferences/useFormat';
import { OwnerOnlyNote } from '../settings/OwnerOnlyNote';
import { GstReturnPreview } from './GstReturnPreview';
import { ReportExport } from './ReportExport';

/** Supplies a preview page shows (the export lists every one). */
export const GST_PREVIEW_PAGE = 50;

const key = (p: GstPeriod): string => `${p.from}..${p.to}`;
const frequencyOf = (raw: string): GstFilingFrequency =>
  (GST_FILING_FREQUENCIES as readonly string[]).includes(raw) ? (raw as GstFilingFrequency) : 'two_monthly';

/** The owner's recent GST periods as one choice, newest (the one holding today) first. */
function GstPeriodField({
  periods,
  value,
  frequency,
  onChange,
}: {
  periods: readonly GstPeriod[];
  value: GstPeriod;
  frequency: GstFilingFrequency;
  onChange: (next: GstPeriod) => void;
}) {
  const id = useId();
  const f = useFormat();
  return (
    <div className="field gst-period">
      <label htmlFor={`${id}-period`}>GST period</label>
      <select
        id={`${id}-period`}
        className="input"
        value={key(value)}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const next = periods.find((p) => key(p) === e.target.value);
          if (next) onChange(next);
        }}
      >
        {periods.map((p, i) => (
          <option key={key(p)} value={key(p)}>
            {f.date(p.from)} to {f.date(p.to)}
            {i === 0 ? ' (current)' : ''}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="field-hint">
        You file {gstFrequencyWords(frequency)} (Settings, Account): a return covers one whole period.
      </p>
    </div>
  );
}

/**
 * The GST Return template (issue 27 item 6): a period picker over the owner's recent GST periods
 * (by their filing frequency and balance month), CSV or PDF export through the report machinery,
 * and a preview of boxes 5 to 10 with the supplies behind them. A business not registered for
 * GST is told so, with the way to Settings.
 */
export function GstReturnReport({ today, mayExport }: { today: string; mayExport: boolean }) {
  const mode = useDemoMode();
  const periods = useQuery(GstPeriodsDocument);
  const [chosen, setChosen] = useState<string | null>(null);
  const [offset, setOffset] = useState(0);
  const settings = periods.data?.gstPeriods;
  const list = settings?.periods ?? [];
  const period = list.find((p) => key(p) === chosen) ?? list[0] ?? null;
  const registered = settings?.registered === true;
  const gst = useQuery(GstReturnDocument, {
    variables: { from: period?.from ?? '', to: period?.to ?? '', limit: GST_PREVIEW_PAGE, offset },
    skip: !period || !registered,
  });
  const current = gst.data?.gstReturn.from === period?.from && gst.data?.gstReturn.offset === offset ? gst.data?.gstReturn : undefined;

  return (
    <QueryState
      loading={periods.loading && !settings}
      error={periods.error}
      errorText="Your GST periods could not be loaded. Please try again."
      onRetry={() => void periods.refetch()}
      loadingText="Loading your GST periods…"
    >
      {settings && !registered ? (
        <EmptyState
          title="No GST return to file"
          text={GST_NOT_REGISTERED}
          action={<Link to={mode.path('/settings')}>Open Settings, Account</Link>}
        />
      ) : (
        period && (
          <>
            <GstPeriodField
              periods={list}
              value={period}
              frequency={frequencyOf(settings?.frequency ?? '')}
              onChange={(next) => {
                setChosen(key(next));
                setOffset(0);
              }}
            />
            {mayExport ? (
              <ReportExport
                template="gst-return"
                from={period.from}
                to={period.to}
                sections={[]}
                inRange={current?.suppliesTotal ?? null}
                rangeProblem={null}
                today={today}
              />
            ) : (
              <OwnerOnlyNote text={MEMBER_NOTES.reportExports} />
            )}
            <section className="report-preview" aria-labelledby="gst-preview-title" aria-busy={gst.loading || undefined}>
              <h3 id="gst-preview-title">GST Return Preview</h3>
              <QueryState
                loading={!current && !gst.error}
                error={gst.error}
                errorText="The GST return could not be loaded. Please try again."
                onRetry={() => void gst.refetch()}
                loadingText="Working out the GST return…"
              >
                {current && <GstReturnPreview r={current} onPage={setOffset} />}
              </QueryState>
            </section>
          </>
        )
      )}
    </QueryState>
  );
}
