import {
  BASE_CURRENCY_OPTIONS,
  DATE_FORMATS,
  NUMBER_FORMATS,
  NUMBER_SEPARATORS,
  PREFERENCE_LABELS,
  formatDate,
  timeZoneOptions,
  type Preferences,
} from '@keafx/schema';
import { useState } from 'react';
import { serverMessage } from '../../apollo/errors';
import type { UpdatePreferencesInput } from '../../generated/graphql';
import { DEMO_NOT_SAVED, useDemoMode } from '../../layout/DemoMode';
import { QueryState } from '../../ui/QueryState';
import { useFormat } from '../preferences/useFormat';
import { usePreferences, useUpdatePreferences } from '../preferences/usePreferences';
import { useMayWrite } from '../../session/useBusinessRole';
import { RemindersSection } from './RemindersSection';

const TOGGLES: { id: 'emailNotifications' | 'overdueAlerts' | 'weeklyExposureReport'; label: string; hint: string }[] = [
  { id: 'emailNotifications', label: PREFERENCE_LABELS.emailNotifications, hint: 'General updates about your account by email.' },
  { id: 'overdueAlerts', label: PREFERENCE_LABELS.overdueAlerts, hint: 'An email when an invoice becomes overdue.' },
  {
    id: 'weeklyExposureReport',
    label: PREFERENCE_LABELS.weeklyExposureReport,
    hint: 'Your FX exposure report, made every Monday morning.',
  },
];

const SAMPLE_DAY = '2026-12-31';
const SAMPLE_MOMENT = '2026-12-31T01:30:00Z';

/** How each number format writes 1234.56 ("1,234.56", "1 234.56", "1.234,56"). */
function numberExample(f: Preferences['numberFormat']): string {
  const s = NUMBER_SEPARATORS[f];
  return `1${s.group === '\u00a0' ? ' ' : s.group}234${s.decimal}56`;
}

/**
 * Settings, Preferences: each change is saved on the server at once and every screen follows it.
 * In the demo the same change runs on the in-browser schema: every demo screen follows it until
 * the demo is left, and the confirmation says it is not saved.
 */
export function PreferencesTab() {
  const mode = useDemoMode();
  const { preferences, loading, error, refetch } = usePreferences();
  const { save, saving, error: saveError } = useUpdatePreferences();
  const fmt = useFormat();
  const [status, setStatus] = useState('');
  const mayChange = useMayWrite('owner');
  const [timeZones] = useState(() => {
    const all = timeZoneOptions();
    // A zone the runtime does not list (an older browser) still shows as chosen.
    return preferences && !all.includes(preferences.timeZone) ? [preferences.timeZone, ...all] : all;
  });

  const change = (input: UpdatePreferencesInput, what: string): void => {
    setStatus('Saving...');
    void save(input).then(
      () => setStatus(mode.demo ? `✓ ${what} changed. ${DEMO_NOT_SAVED}` : `✓ ${what} saved.`),
      () => setStatus(''),
    );
  };

  return (
    <QueryState
      loading={loading}
      error={error}
      loadingText="Loading your preferences..."
      errorText="Failed to load your preferences. Please try again."
      onRetry={() => void refetch()}
    >
      <section className="card" aria-labelledby="prefs-display-title">
        <div className="card-header">
          <h2 id="prefs-display-title">Display</h2>
          <p role="status" aria-live="polite" className="small muted" style={{ margin: 0 }}>
            {status}
          </p>
        </div>
        {saveError && (
          <div className="alert alert-error" role="alert">
            <p>{serverMessage(saveError, 'Failed to save your preferences. Please try again.')}</p>
          </div>
        )}
        <div className="form-grid">
          <div className="field">
            <label htmlFor="pref-base">{PREFERENCE_LABELS.baseCurrency}</label>
            <select
              id="pref-base"
              value={preferences.baseCurrency}
              disabled={saving || !mayChange}
              aria-describedby="pref-base-hint"
              onChange={(e) => change({ baseCurrency: e.target.value }, 'Base currency')}
            >
              {BASE_CURRENCY_OPTIONS.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
            <p className="field-hint" id="pref-base-hint">
              Exposure totals are shown in this currency at the current rate{fmt.baseNote ? ` (${fmt.baseNote})` : ''}. Invoices keep their
              own currency; records stay in NZD.
            </p>
          </div>
          <div className="field">
            <label htmlFor="pref-date">{PREFERENCE_LABELS.dateFormat}</label>
            <select
              id="pref-date"
              value={preferences.dateFormat}
              disabled={saving || !mayChange}
              onChange={(e) => change({ dateFormat: e.target.value }, 'Date format')}
            >
              {DATE_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {f} ({formatDate(SAMPLE_DAY, f)})
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="pref-number">{PREFERENCE_LABELS.numberFormat}</label>
            <select
              id="pref-number"
              value={preferences.numberFormat}
              disabled={saving || !mayChange}
              onChange={(e) => change({ numberFormat: e.target.value }, 'Number format')}
            >
              {NUMBER_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {f[0]?.toUpperCase()}
                  {f.slice(1)} ({numberExample(f)})
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="pref-time-zone">{PREFERENCE_LABELS.timeZone}</label>
            <select
              id="pref-time-zone"
              value={preferences.timeZone}
              disabled={saving || !mayChange}
              aria-describedby="pref-time-zone-hint"
              onChange={(e) => change({ timeZone: e.target.value }, 'Time zone')}
            >
              {timeZones.map((z) => (
                <option key={z} value={z}>
                  {z.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
            <p className="field-hint" id="pref-time-zone-hint">
              Times on screens and in files (the audit trail, when a file was made) are shown in it.
            </p>
          </div>
        </div>
        <p className="small muted">
          Example: {fmt.money(1234.56, 'USD')} due {fmt.date(SAMPLE_DAY)}, recorded {fmt.dateTime(SAMPLE_MOMENT)}. Applies to every screen
          and to every CSV and PDF export.
        </p>
      </section>
      <section className="card" aria-labelledby="prefs-email-title">
        <h2 id="prefs-email-title">Email</h2>
        {TOGGLES.map((t) => (
          <div className="switch-row" key={t.id}>
            <div>
              <label htmlFor={`pref-${t.id}`}>{t.label}</label>
              <p className="field-hint" id={`pref-${t.id}-hint`}>
                {t.hint}
              </p>
            </div>
            <input
              id={`pref-${t.id}`}
              type="checkbox"
              role="switch"
              className="switch"
              checked={preferences[t.id]}
              disabled={saving || !mayChange}
              aria-describedby={`pref-${t.id}-hint`}
              onChange={(e) => change({ [t.id]: e.target.checked }, t.label)}
            />
          </div>
        ))}
      </section>
      <RemindersSection canChange={mayChange} />
    </QueryState>
  );
}
