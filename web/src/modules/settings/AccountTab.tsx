import { useMutation, useQuery } from '@apollo/client/react';
import { PROFILE_LABELS, validateProfile, type ProfileInput } from '@keafx/schema';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { fieldErrors, serverMessage } from '../../apollo/errors';
import { AccountDocument, UpdateProfileDocument, type AccountFieldsFragment } from '../../generated/graphql';
import { QueryState } from '../../ui/QueryState';
import { FormFooter } from '../../ui/FormFooter';
import { BusinessDetailsSection } from './BusinessDetailsForm';
import { PasswordSection } from './PasswordSection';
import { useFormat } from '../preferences/useFormat';
import { useMayWrite } from '../../session/useBusinessRole';
import { OwnerOnlyNote } from './OwnerOnlyNote';

const FIELDS: { id: keyof ProfileInput; label: string; type: string; autoComplete: string; required: boolean }[] = [
  { id: 'fullName', label: PROFILE_LABELS.fullName, type: 'text', autoComplete: 'name', required: true },
  { id: 'email', label: PROFILE_LABELS.email, type: 'email', autoComplete: 'email', required: true },
  { id: 'company', label: PROFILE_LABELS.company, type: 'text', autoComplete: 'organization', required: false },
];

/** Settings, Account: the profile (saved on the server), the password and the billing area. */
export function AccountTab({ demo }: { demo: boolean }) {
  const { data, loading, error, refetch } = useQuery(AccountDocument);
  // A member reads the business's profile, details and billing; their own password stays theirs.
  const owner = useMayWrite('owner');
  return (
    <QueryState
      loading={loading && !data}
      error={error}
      loadingText="Loading your account..."
      errorText="Failed to load your account. Please try again."
      onRetry={() => void refetch()}
    >
      {data && (
        <>
          {!owner && <OwnerOnlyNote />}
          <ProfileForm account={data.account} demo={demo} readOnly={!owner} />
          {/* The demo's in-browser schema keeps no business details. */}
          {!demo && <BusinessDetailsSection readOnly={!owner} />}
          {/* The demo has no account to sign in to. */}
          {!demo && <PasswordSection />}
          <Billing account={data.account} demo={demo} readOnly={!owner} />
        </>
      )}
    </QueryState>
  );
}

function ProfileForm({ account, demo, readOnly }: { account: AccountFieldsFragment; demo: boolean; readOnly: boolean }) {
  const [values, setValues] = useState<ProfileInput>({ fullName: account.fullName, email: account.email, company: account.company });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [save, { loading, error }] = useMutation(UpdateProfileDocument, {
    // The company name is also the seller's name on invoices.
    refetchQueries: ['BusinessDetails'],
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: AccountDocument, data: { account: data.updateProfile } });
    },
  });

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    setSaved(false);
    const checked = validateProfile({ ...values });
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.errors.map((x) => [x.field, x.message])));
      document.getElementById(`profile-${checked.errors[0]?.field ?? 'fullName'}`)?.focus();
      return;
    }
    setErrors({});
    void save({ variables: { input: checked.value } }).then(
      () => setSaved(true),
      (err: unknown) => setErrors(fieldErrors(err)),
    );
  };

  const shownErrors = { ...errors };
  const general =
    error && Object.keys(fieldErrors(error)).length === 0 ? serverMessage(error, 'Failed to save your profile. Please try again.') : null;

  return (
    <section className="card" aria-labelledby="profile-title">
      <h2 id="profile-title">Profile</h2>
      <form noValidate onSubmit={submit}>
        <div className="form-grid">
          {FIELDS.map((f) => (
            <div className="field" key={f.id}>
              <label htmlFor={`profile-${f.id}`}>
                {f.label}
                {f.required ? '' : ' (optional)'}
              </label>
              <input
                id={`profile-${f.id}`}
                name={f.id}
                type={f.type}
                autoComplete={f.autoComplete}
                value={values[f.id]}
                disabled={demo || readOnly}
                required={f.required}
                aria-invalid={shownErrors[f.id] ? true : undefined}
                aria-describedby={shownErrors[f.id] ? `profile-${f.id}-error` : undefined}
                onChange={(e) => {
                  setValues({ ...values, [f.id]: e.target.value });
                  setSaved(false);
                }}
              />
              {shownErrors[f.id] && (
                <p className="field-error" id={`profile-${f.id}-error`}>
                  {shownErrors[f.id]}
                </p>
              )}
            </div>
          ))}
        </div>
        {!readOnly && (
          <FormFooter
            failure={general}
            label={demo ? 'Save Changes (Demo)' : loading ? 'Saving...' : 'Save Changes'}
            disabled={demo || loading}
            done={saved ? '✓ Profile saved.' : ''}
          />
        )}
      </form>
    </section>
  );
}

function Billing({ account, demo, readOnly }: { account: AccountFieldsFragment; demo: boolean; readOnly: boolean }) {
  const fmt = useFormat();
  const action = (label: string) =>
    demo ? (
      <button type="button" className="btn btn-secondary" disabled>
        {label} (Demo)
      </button>
    ) : (
      <Link className="btn btn-secondary" to="/coming-soon">
        {label}
      </Link>
    );
  return (
    <section className="card" aria-labelledby="billing-title">
      <h2 id="billing-title">Billing</h2>
      <dl className="billing-grid">
        <div>
          <dt>Current Plan</dt>
          <dd>{account.plan}</dd>
        </div>
        <div>
          <dt>Next Billing Date</dt>
          <dd>
            {account.nextBillingDate
              ? `${fmt.date(account.nextBillingDate)} · ${fmt.money(account.monthlyFee, 'NZD')}/month`
              : 'None: nothing is billed'}
          </dd>
        </div>
        <div>
          <dt>Payment Method</dt>
          <dd>{account.paymentMethod ?? (account.nextBillingDate ? 'No payment method on file' : 'None needed')}</dd>
        </div>
      </dl>
      {/* The plan is the owner's to change. */}
      {!readOnly && (
        <div className="btn-row">
          {demo ? (
            <button type="button" className="btn" disabled>
              Upgrade Plan (Demo)
            </button>
          ) : (
            <Link className="btn" to="/coming-soon">
              Upgrade Plan
            </Link>
          )}
          {action('Update Payment Method')}
        </div>
      )}
    </section>
  );
}
