import { QUICK_RANGES, quickRange, RANGE_END_BEFORE_START, isIsoDate, type QuickRangeId } from '@keafx/schema';
import { useId } from 'react';

export interface DateRangeValue {
  start: string;
  end: string;
}

/** Why a range cannot be used, or null: both dates needed, the end not before the start. */
export function rangeProblem(range: DateRangeValue): string | null {
  if (!isIsoDate(range.start) || !isIsoDate(range.end)) return 'Enter a start date and an end date.';
  if (range.end < range.start) return RANGE_END_BEFORE_START;
  return null;
}

/** Start and end dates with the quick ranges (this month, last quarter, the NZ financial years). */
export function DateRangeFields({
  value,
  today,
  onChange,
}: {
  value: DateRangeValue;
  today: string;
  onChange: (next: DateRangeValue) => void;
}) {
  const id = useId();
  const problem = rangeProblem(value);
  const pick = (q: QuickRangeId) => onChange(quickRange(q, today));
  return (
    <fieldset className="report-range">
      <legend>Date range</legend>
      <div className="report-range-inputs">
        <div className="field">
          <label htmlFor={`${id}-start`}>Start date</label>
          <input
            id={`${id}-start`}
            className="input"
            type="date"
            value={value.start}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => onChange({ ...value, start: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-end`}>End date</label>
          <input
            id={`${id}-end`}
            className="input"
            type="date"
            value={value.end}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => onChange({ ...value, end: e.target.value })}
          />
        </div>
      </div>
      <div className="report-quick" role="group" aria-label="Quick ranges">
        {QUICK_RANGES.map((q) => {
          const r = quickRange(q.id, today);
          const active = r.start === value.start && r.end === value.end;
          return (
            <button key={q.id} type="button" className="btn btn-secondary btn-small" aria-pressed={active} onClick={() => pick(q.id)}>
              {q.label}
            </button>
          );
        })}
      </div>
      {problem && (
        <p id={`${id}-problem`} className="field-error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
