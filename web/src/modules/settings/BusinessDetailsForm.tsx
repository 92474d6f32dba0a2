import { useMutation, useQuery } from '@apollo/client/react';
import {
  checkLogo,
  GST_FILING_FREQUENCIES,
  GST_FILING_FREQUENCY_LABELS,
  LOGO_MAX,
  missingBusinessDetails,
  MONTH_NAMES,
  validateBusinessDetails,
} from '@keafx/schema';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { fieldErrors, serverMessage } from '../../apollo/errors';
import { BusinessDetailsDocument, UpdateBusinessDetailsDocument, type BusinessDetailsFieldsFragment } from '../../generated/graphql';
import { FormFooter } from '../../ui/FormFooter';
import { QueryState } from '../../ui/QueryState';

type Values = Pick<
  BusinessDetailsFieldsFragment,
  | 'tradingName'
  | 'address'
  | 'gstNumber'
  | 'gstRegistered'
  | 'gstFilingFrequency'
  | 'gstBalanceMonth'
  | 'nzbn'
  | 'bankAccount'
  | 'bankName'
  | 'swiftBic'
  | 'paymentInstructions'
  | 'logo'
>;

/**
 * Settings, Account: the seller's details a tax invoice carries (the company name is the profile's).
 * `readOnly` for a member: only the owner changes the business's settings.
 */
export function BusinessDetailsSection({ readOnly = false }: { readOnly?: boolean }) {
  const { data, loading, error, refetch } = useQuery(BusinessDetailsDocument);
  return (
    <section className="card" aria-labelledby="business-title">
      <h2 id="business-title">Business details for invoices</h2>
      <p className="muted small">
        Your invoice PDFs become tax invoices with these: the company name above, your address, your GST number when you are registered for
        GST, and the bank account customers pay into. A customer overseas also needs your bank&apos;s name and SWIFT/BIC.
      </p>
      <QueryState
        loading={loading && !data}
        error={error}
        loadingText="Loading business details..."
        errorText="Failed to load your business details. Please try again."
        onRetry={() => void refetch()}
      >
        {data && <BusinessForm details={data.businessDetails} readOnly={readOnly} />}
      </QueryState>
    </section>
  );
}

const valuesOf = (d: BusinessDetailsFieldsFragment): Values => ({
  tradingName: d.tradingName,
  address: d.address,
  gstNumber: d.gstNumber,
  gstRegistered: d.gstRegistered,
  gstFilingFrequency: d.gstFilingFrequency,
  gstBalanceMonth: d.gstBalanceMonth,
  nzbn: d.nzbn,
  bankAccount: d.bankAccount,
  bankName: d.bankName,
  swiftBic: d.swiftBic,
  paymentInstructions: d.paymentInstructions,
  logo: d.logo,
});

function BusinessForm({ details, readOnly }: { details: BusinessDetailsFieldsFragment; readOnly: boolean }) {
  const [values, setValues] = useState<Values>(() => valuesOf(details));
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** Why the file last picked for the logo was not taken ('' when it was, or none was picked). */
  const [fileError, setFileError] = useState('');
  const [saved, setSaved] = useState(false);
  const [save, { loading, error }] = useMutation(UpdateBusinessDetailsDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: BusinessDetailsDocument, data: { businessDetails: data.updateBusinessDetails } });
    },
  });
  const set = (patch: Partial<Values>): void => {
    setValues({ ...values, ...patch });
    setSaved(false);
  };
  const missing = missingBusinessDetails({
    companyName: details.companyName,
    address: values.address,
    gstNumber: values.gstNumber,
    gstRegistered: values.gstRegistered,
    bankAccount: values.bankAccount,
  });

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const checked = validateBusinessDetails({ ...values });
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.errors.map((x) => [x.field, x.message])));
      document.getElementById(`business-${checked.errors[0]?.field ?? 'address'}`)?.focus();
      return;
    }
    setErrors({});
    void save({ variables: { input: checked.value } }).then(
      ({ data }) => {
        // Show what was stored: trimmed, the GST number as IR writes it, the SWIFT/BIC upper case without spaces.
        if (data) setValues(valuesOf(data.updateBusinessDetails));
        setSaved(true);
      },
      (err: unknown) => setErrors(fieldErrors(err)),
    );
  };

  // The file's bytes are read as the api reads them (checkLogo): a corrupt, truncated or absurdly
  // large image is named beside the field and not taken; the logo saved before stays until another
  // file is taken or it is removed. The refusal outlives a save of the other fields.
  const onLogo = (e: ChangeEvent<HTMLInputElement>): void => {
    const input = e.target;
    const file = input.files?.[0];
    if (!file) return;
    const refuse = (message: string): void => {
      setFileError(message);
      input.value = '';
    };
    if (!/^image\/(png|jpeg)$/.test(file.type) || file.size > LOGO_MAX * 0.75) {
      refuse('Logo must be a PNG or JPEG image of at most 45 kB');
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      const checked = checkLogo(String(reader.result));
      if (!checked.ok) {
        refuse(checked.message);
        return;
      }
      setFileError('');
      set({ logo: checked.value });
    };
    reader.onerror = () => refuse('Logo is not a readable PNG or JPEG image');
    reader.readAsDataURL(file);
  };

  const shown: Record<string, string> = fileError && !errors.logo ? { ...errors, logo: fileError } : errors;
  const described = (field: string, hint?: string) => {
    const ids = [shown[field] ? `business-${field}-error` : undefined, hint].filter(Boolean).join(' ');
    return { ...(shown[field] ? { 'aria-invalid': true } : {}), ...(ids ? { 'aria-describedby': ids } : {}) };
  };
  const fieldError = (field: string) =>
    shown[field] && (
      <p className="field-error" id={`business-${field}-error`}>
        {shown[field]}
      </p>
    );
  const general =
    error && Object.keys(fieldErrors(error)).length === 0
      ? serverMessage(error, 'Failed to save your business details. Please try again.')
      : null;

  return (
    <form noValidate onSubmit={submit}>
      {missing.length > 0 && (
        <div className="alert alert-warning" role="status" data-testid="business-missing">
          <p style={{ margin: 0 }}>A tax invoice still needs: {missing.join(', ')}.</p>
        </div>
      )}
      {/* A disabled fieldset disables every control in it: a member reads the details, changes none. */}
      <fieldset className="plain-fieldset" disabled={readOnly}>
        <div className="switch-row">
          <div>
            <label htmlFor="business-gstRegistered">Registered for GST</label>
            <p className="field-hint" id="business-gstRegistered-hint">
              When registered, your invoices are tax invoices carrying your GST number, and GST periods follow your filing frequency.
            </p>
          </div>
          <input
            id="business-gstRegistered"
            type="checkbox"
            role="switch"
            className="switch"
            checked={values.gstRegistered}
            onChange={(e) => set({ gstRegistered: e.target.checked })}
            {...described('gstRegistered', 'business-gstRegistered-hint')}
          />
        </div>
        {fieldError('gstRegistered')}
        <div className="form-grid">
          <div className="field">
            <label htmlFor="business-tradingName">Trading name (optional)</label>
            <input
              id="business-tradingName"
              autoComplete="organization"
              value={values.tradingName}
              onChange={(e) => set({ tradingName: e.target.value })}
              {...described('tradingName')}
            />
            {fieldError('tradingName')}
          </div>
          <div className="field">
            <label htmlFor="business-gstNumber">GST number</label>
            <input
              id="business-gstNumber"
              inputMode="numeric"
              autoComplete="off"
              placeholder="49-091-850"
              value={values.gstNumber}
              onChange={(e) => set({ gstNumber: e.target.value })}
              {...described('gstNumber', 'business-gstNumber-hint')}
            />
            <p className="field-hint" id="business-gstNumber-hint">
              {values.gstRegistered
                ? 'Your IRD number, 8 or 9 digits; required while registered for GST.'
                : 'Your IRD number, 8 or 9 digits; optional while not registered.'}
            </p>
            {fieldError('gstNumber')}
          </div>
          <div className="field">
            <label htmlFor="business-gstFilingFrequency">GST filing frequency</label>
            <select
              id="business-gstFilingFrequency"
              value={values.gstFilingFrequency}
              onChange={(e) => set({ gstFilingFrequency: e.target.value })}
              {...described('gstFilingFrequency')}
            >
              {GST_FILING_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {GST_FILING_FREQUENCY_LABELS[f]}
                </option>
              ))}
            </select>
            {fieldError('gstFilingFrequency')}
          </div>
          <div className="field">
            <label htmlFor="business-gstBalanceMonth">Balance month</label>
            <select
              id="business-gstBalanceMonth"
              value={values.gstBalanceMonth}
              onChange={(e) => set({ gstBalanceMonth: Number(e.target.value) })}
              {...described('gstBalanceMonth', 'business-gstBalanceMonth-hint')}
            >
              {MONTH_NAMES.map((name, i) => (
                <option key={name} value={i + 1}>
                  {name}
                </option>
              ))}
            </select>
            <p className="field-hint" id="business-gstBalanceMonth-hint">
              The month your financial year ends; GST periods end in step with it.
            </p>
            {fieldError('gstBalanceMonth')}
          </div>
          <div className="field">
            <label htmlFor="business-nzbn">NZBN (optional)</label>
            <input
              id="business-nzbn"
              inputMode="numeric"
              autoComplete="off"
              placeholder="13 digits"
              value={values.nzbn}
              onChange={(e) => set({ nzbn: e.target.value })}
              {...described('nzbn')}
            />
            {fieldError('nzbn')}
          </div>
          <div className="field">
            <label htmlFor="business-bankAccount">Bank account</label>
            <input
              id="business-bankAccount"
              autoComplete="off"
              placeholder="12-3456-0123456-00"
              value={values.bankAccount}
              onChange={(e) => set({ bankAccount: e.target.value })}
              {...described('bankAccount')}
            />
            {fieldError('bankAccount')}
          </div>
          <div className="field">
            <label htmlFor="business-bankName">Bank name (optional)</label>
            <input
              id="business-bankName"
              autoComplete="off"
              placeholder="ANZ Bank New Zealand"
              value={values.bankName}
              onChange={(e) => set({ bankName: e.target.value })}
              {...described('bankName')}
            />
            {fieldError('bankName')}
          </div>
          <div className="field">
            <label htmlFor="business-swiftBic">SWIFT/BIC (optional)</label>
            <input
              id="business-swiftBic"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="ANZBNZ22"
              value={values.swiftBic}
              onChange={(e) => set({ swiftBic: e.target.value })}
              {...described('swiftBic')}
            />
            {fieldError('swiftBic')}
          </div>
          <div className="field">
            <label htmlFor="business-address">Address</label>
            <textarea
              id="business-address"
              rows={3}
              autoComplete="street-address"
              value={values.address}
              onChange={(e) => set({ address: e.target.value })}
              {...described('address')}
            />
            {fieldError('address')}
          </div>
          <div className="field">
            <label htmlFor="business-paymentInstructions">Payment instructions (optional)</label>
            <textarea
              id="business-paymentInstructions"
              rows={4}
              placeholder="Please quote the invoice number. Intermediary bank: ..."
              value={values.paymentInstructions}
              onChange={(e) => set({ paymentInstructions: e.target.value })}
              {...described('paymentInstructions')}
            />
            {fieldError('paymentInstructions')}
          </div>
          <div className="field">
            <label htmlFor="business-logo">Logo (optional, PNG or JPEG)</label>
            <input id="business-logo" type="file" accept="image/png,image/jpeg" onChange={onLogo} {...described('logo')} />
            {fieldError('logo')}
            {values.logo && (
              <p className="small" style={{ margin: 'var(--space-1) 0 0' }}>
                <img src={values.logo} alt="Your logo" style={{ maxHeight: 40, verticalAlign: 'middle', marginRight: 8 }} />
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    set({ logo: '' });
                    setFileError('');
                  }}
                >
                  Remove logo
                </button>
              </p>
            )}
          </div>
        </div>
      </fieldset>
      {!readOnly && (
        <FormFooter
          failure={general}
          label={loading ? 'Saving...' : 'Save Business Details'}
          disabled={loading}
          done={saved ? '✓ Business details saved.' : ''}
        />
      )}
    </form>
  );
}
