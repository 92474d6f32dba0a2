import { useMutation, useQuery } from '@apollo/client/react';
import { REMINDER_LABELS, REMINDER_SETTINGS } from '@keafx/schema';
import { useEffect, useState, type FormEvent } from 'react';
import { fieldErrors, serverMessage } from '../../apollo/errors';
import { ReminderSettingsDocument, UpdateReminderSettingsDocument } from '../../generated/graphql';
import { DEMO_NOT_SAVED, useDemoMode } from '../../layout/DemoMode';
import { FormField } from '../../ui/FormField';
import { FormFooter } from '../../ui/FormFooter';
import { QueryState } from '../../ui/QueryState';

type NumberField = 'firstAfterDays' | 'repeatEveryDays' | 'maxReminders';
const NUMBERS: NumberField[] = ['firstAfterDays', 'repeatEveryDays', 'maxReminders'];
type Values = { enabled: boolean } & Record<NumberField, string>;

/**
 * Settings, Preferences: overdue reminders e-mailed to customers on the owner's schedule (issue 26).
 * The schedule is checked by the api's own command (REMINDER_SETTINGS, read as a form) before it
 * is sent; a server without mail keeps it and says none will go.
 */
export function RemindersSection({ canChange = true }: { canChange?: boolean }) {
  const mode = useDemoMode();
  const { data, loading, error, refetch } = useQuery(ReminderSettingsDocument);
  const [save, { loading: saving }] = useMutation(UpdateReminderSettingsDocument);
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const settings = data?.reminderSettings;

  useEffect(() => {
    if (settings && !values)
      setValues({
        enabled: settings.enabled,
        firstAfterDays: String(settings.firstAfterDays),
        repeatEveryDays: String(settings.repeatEveryDays),
        maxReminders: String(settings.maxReminders),
      });
  }, [settings, values]);

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (!values) return;
    setDone('');
    setFailure(null);
    const checked = REMINDER_SETTINGS.form.parse(values, undefined);
    if (!checked.ok) {
      const found: Partial<Record<keyof Values, string>> = {};
      for (const x of checked.errors) found[x.field as keyof Values] ??= x.message;
      setErrors(found);
      const first = NUMBERS.find((f) => found[f]);
      if (first) document.getElementById(`reminders-${first}`)?.focus();
      return;
    }
    setErrors({});
    void save({ variables: { input: checked.value } }).then(
      () => setDone(mode.demo ? `✓ Reminders changed. ${DEMO_NOT_SAVED}` : '✓ Reminders saved.'),
      (err: unknown) => {
        const byField = fieldErrors(err) as Partial<Record<keyof Values, string>>;
        if (Object.keys(byField).length) setErrors(byField);
        else setFailure(serverMessage(err, 'Failed to save the reminders. Please try again.'));
      },
    );
  };

  return (
    <section className="card" aria-labelledby="reminders-title">
      <h2 id="reminders-title">Overdue reminders</h2>
      <p className="small muted">
        An overdue invoice is e-mailed to its customer again with a friendly reminder and its PDF: first some days after it fell due, then
        every so many days, a few times at most. Only invoices with a customer e-mail get them, and each one shows in the invoice&apos;s
        e-mail history.
      </p>
      <QueryState
        loading={loading && !settings}
        error={error && !settings ? error : undefined}
        loadingText="Loading your reminders..."
        errorText="Failed to load your reminders. Please try again."
        onRetry={() => void refetch()}
      >
        {settings && values && (
          <form noValidate onSubmit={submit} className="reminders-form">
            {!settings.mailEnabled && (
              <div className="alert alert-warning" role="note">
                <p>
                  {mode.demo
                    ? 'The demo sends no e-mail: the schedule is kept while you look around.'
                    : 'This server cannot send e-mail yet (its administrator sets SMTP_URL): the schedule is kept, but no reminder goes.'}
                </p>
              </div>
            )}
            <div className="switch-row">
              <div>
                <label htmlFor="reminders-enabled">{REMINDER_LABELS.enabled}</label>
                <p className="field-hint" id="reminders-enabled-hint">
                  Off by default. Reminders come from the system and are in the audit trail.
                </p>
              </div>
              <input
                id="reminders-enabled"
                type="checkbox"
                role="switch"
                className="switch"
                checked={values.enabled}
                disabled={!canChange || saving}
                aria-describedby="reminders-enabled-hint"
                onChange={(e) => setValues({ ...values, enabled: e.target.checked })}
              />
            </div>
            <div className="form-grid">
              {NUMBERS.map((f) => (
                <FormField key={f} id={`reminders-${f}`} name={f} label={REMINDER_LABELS[f]} error={errors[f]}>
                  {(props) => (
                    <input
                      {...props}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={f === 'maxReminders' ? 10 : 90}
                      value={values[f]}
                      disabled={!canChange || saving}
                      onChange={(e) => setValues({ ...values, [f]: e.target.value })}
                    />
                  )}
                </FormField>
              ))}
            </div>
            {canChange && <FormFooter failure={failure} label={saving ? 'Saving...' : 'Save Reminders'} disabled={saving} done={done} />}
          </form>
        )}
      </QueryState>
    </section>
  );
}
