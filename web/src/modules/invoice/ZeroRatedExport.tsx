import {
  EXPORT_KINDS,
  EXPORT_WINDOW_DAYS,
  RESIDENCY_EVIDENCE,
  RESIDENCY_EVIDENCE_LABELS,
  RESIDENCY_EVIDENCE_NEEDED,
  type ExportKind,
  type ResidencyEvidence,
} from '@keafx/schema';
import { useRef } from 'react';
import { exportWindowWarning, type ZeroRatingValues } from './zeroRating';
import './zeroRatedExport.css';

const KIND_LABELS: Record<ExportKind, string> = {
  services: 'Services to a non-resident',
  goods: 'Goods shipped overseas',
};

const isNz = (country: string): boolean => ['NZ', 'NEW ZEALAND'].includes(country.trim().toUpperCase());

interface Props {
  /** The form's id prefix: every control's id starts with it. */
  base: string;
  values: ZeroRatingValues;
  issuedDate: string;
  /** The country on the chosen customer's record ('' when it has none); null when the name matches no customer yet. */
  customerCountry: string | null;
  errors: Readonly<{ exportKind?: string; exportDate?: string; residencyEvidence?: string }>;
  readOnly: boolean;
  onKind(kind: ExportKind): void;
  onDate(e: { target: { value: string } }): void;
  onEvidence(evidence: ResidencyEvidence, held: boolean): void;
}

/** The hint under the evidence: what the customer's record already counts for, and how many pieces are held of those needed. */
function evidenceHint(country: string | null, ticked: number): string {
  const counts = country !== null && country.trim() !== '' && !isNz(country);
  const record =
    country === null
      ? "The customer's country on their record counts as one piece (a new customer has none yet: add it on their record)"
      : country.trim() === ''
        ? "The customer's country on their record counts as one piece (their record has none yet: add it there)"
        : isNz(country)
          ? `Their record puts the customer in New Zealand (${country}), so it counts for nothing: services to them are not exports`
          : `The customer's country on their record (${country}) counts as one piece`;
  const held = (counts ? 1 : 0) + ticked;
  return `${record}; zero-rated services need ${RESIDENCY_EVIDENCE_NEEDED}. Held: ${held} of ${RESIDENCY_EVIDENCE_NEEDED}.`;
}

/**
 * The invoice form's "Zero-rated export" fieldset, shown while a line is zero-rated (issue 27
 * item 4): what was exported (services to a non-resident, GST Act s11A(1)(k), or goods, s11),
 * then for goods the day they left New Zealand (within EXPORT_WINDOW_DAYS days of the time of
 * supply; clearable) and for services the residency evidence held beyond the customer's billing
 * country. Each group is a fieldset with a legend, its hint and error tied by aria-describedby.
 */
export function ZeroRatedExport({ base, values, issuedDate, customerCountry, errors, readOnly, onKind, onDate, onEvidence }: Props) {
  const date = useRef<HTMLInputElement>(null);
  const id = (part: string) => `${base}-export-${part}`;
  const goods = values.exportKind === 'goods';
  const late = exportWindowWarning(values, issuedDate);
  const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

  function clearDate(): void {
    onDate({ target: { value: '' } });
    date.current?.focus();
  }

  return (
    <fieldset className="form-section zero-rated-export" disabled={readOnly} aria-describedby={id('intro')}>
      <legend>Zero-rated export</legend>
      <p id={id('intro')} className="field-hint">
        A zero-rated line is GST-free only as an export: record what shows it was one.
      </p>
      <fieldset
        className="plain-fieldset zero-rated-choice"
        aria-describedby={describedBy(errors.exportKind && id('kind-error'))}
        aria-invalid={errors.exportKind ? true : undefined}
      >
        <legend className="field-label">What was exported</legend>
        {EXPORT_KINDS.map((k) => (
          <label key={k} className="zero-rated-option" htmlFor={id(`kind-${k}`)}>
            <input
              id={id(`kind-${k}`)}
              type="radio"
              name="exportKind"
              value={k}
              checked={values.exportKind === k}
              onChange={() => onKind(k)}
            />
            {KIND_LABELS[k]}
          </label>
        ))}
        {errors.exportKind && (
          <p id={id('kind-error')} className="field-error">
            {errors.exportKind}
          </p>
        )}
      </fieldset>
      {goods ? (
        <div className="field zero-rated-date">
          <label htmlFor={id('date')}>Date the goods left New Zealand</label>
          <div className="zero-rated-date-row">
            <input
              ref={date}
              id={id('date')}
              name="exportDate"
              type="date"
              value={values.exportDate}
              onChange={onDate}
              aria-invalid={Boolean(errors.exportDate)}
              aria-describedby={describedBy(errors.exportDate ? id('date-error') : id('date-hint'), late && id('date-late'))}
            />
            {values.exportDate !== '' && !readOnly && (
              <button type="button" className="btn btn-secondary btn-small" onClick={clearDate}>
                Clear<span className="visually-hidden"> the date the goods left New Zealand</span>
              </button>
            )}
          </div>
          {errors.exportDate ? (
            <p id={id('date-error')} className="field-error">
              {errors.exportDate}
            </p>
          ) : (
            <p id={id('date-hint')} className="field-hint">
              Goods must leave within {EXPORT_WINDOW_DAYS} days of the time of supply (the issue date, or an earlier payment). Leave it
              blank until they have left.
            </p>
          )}
          {late && (
            <p id={id('date-late')} className="field-warning">
              {late}
            </p>
          )}
        </div>
      ) : (
        <fieldset
          className="plain-fieldset zero-rated-choice"
          aria-describedby={describedBy(id('evidence-hint'), errors.residencyEvidence && id('evidence-error'))}
        >
          <legend className="field-label">Residency evidence you hold</legend>
          <p id={id('evidence-hint')} className="field-hint">
            {evidenceHint(customerCountry, values.residencyEvidence.length)}
          </p>
          {RESIDENCY_EVIDENCE.map((e) => (
            <label key={e} className="zero-rated-option" htmlFor={id(`evidence-${e}`)}>
              <input
                id={id(`evidence-${e}`)}
                type="checkbox"
                name="residencyEvidence"
                value={e}
                checked={values.residencyEvidence.includes(e)}
                onChange={(ev) => onEvidence(e, ev.target.checked)}
              />
              {RESIDENCY_EVIDENCE_LABELS[e]}
            </label>
          ))}
          {errors.residencyEvidence && (
            <p id={id('evidence-error')} className="field-error">
              {errors.residencyEvidence}
            </p>
          )}
        </fieldset>
      )}
    </fieldset>
  );
}
