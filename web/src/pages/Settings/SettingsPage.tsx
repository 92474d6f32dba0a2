import { lazy, Suspense, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiAccessTab } from '../../modules/apikeys/ApiAccessTab';
import { AccountTab } from '../../modules/settings/AccountTab';
import { AuditTrailTab } from '../../modules/settings/AuditTrailTab';
import { HelpTab } from '../../modules/settings/HelpTab';
import { PreferencesTab } from '../../modules/settings/PreferencesTab';
import { OwnerOnlyNote } from '../../modules/settings/OwnerOnlyNote';
import { TeamTab } from '../../modules/settings/TeamTab';
import { useMayWrite } from '../../session/useBusinessRole';
import './settings.css';

// Demo only: its own chunk, so the real page never loads the demo's data layer.
const DemoAuditExport = lazy(() => import('./DemoAuditExport'));

/** SPEC section 4's settings tabs, in order; the id is the `tab` of the URL (?tab=audit-trail). */
export const SETTINGS_TABS = [
  { id: 'account', label: 'Account' },
  { id: 'preferences', label: 'Preferences' },
  { id: 'audit-trail', label: 'Audit Trail' },
  { id: 'help', label: 'Help & Glossary' },
  // Beyond SPEC's four (issue 26): the business's people and their roles, then integrators' access.
  { id: 'team', label: 'Team' },
  { id: 'api-access', label: 'API access' },
] as const;

export type SettingsTabId = (typeof SETTINGS_TABS)[number]['id'];

function isTab(value: string | null): value is SettingsTabId {
  return SETTINGS_TABS.some((t) => t.id === value);
}

/**
 * Settings: side tabs Account (default), Preferences, Audit Trail, Help & Glossary, then Team and
 * API access. The tab
 * lives in the URL, so a link opens it and Back returns to the previous one. `demo` disables
 * the account actions, labelled '(Demo)', and makes the audit log export in the browser.
 */
export default function SettingsPage({ demo = false }: { demo?: boolean }) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const active: SettingsTabId = isTab(raw) ? raw : 'account';
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const owner = useMayWrite('owner');

  const select = (id: SettingsTabId, focus = false): void => {
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id === 'account') next.delete('tab');
      else next.set('tab', id);
      return next;
    });
    if (focus) refs.current[id]?.focus();
  };

  const onKey = (e: KeyboardEvent<HTMLDivElement>): void => {
    const i = SETTINGS_TABS.findIndex((t) => t.id === active);
    const n = SETTINGS_TABS.length;
    const to =
      e.key === 'ArrowDown' || e.key === 'ArrowRight'
        ? (i + 1) % n
        : e.key === 'ArrowUp' || e.key === 'ArrowLeft'
          ? (i - 1 + n) % n
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? n - 1
              : -1;
    const tab = SETTINGS_TABS[to];
    if (!tab) return;
    e.preventDefault();
    select(tab.id, true);
  };

  return (
    <div className="page settings-page">
      <div className="page-header">
        <h1>Settings</h1>
      </div>
      <div className="settings-layout">
        <div className="settings-tabs" role="tablist" aria-label="Settings sections" aria-orientation="vertical" onKeyDown={onKey}>
          {SETTINGS_TABS.map((t) => (
            <button
              key={t.id}
              ref={(el) => {
                refs.current[t.id] = el;
              }}
              type="button"
              role="tab"
              id={`settings-tab-${t.id}`}
              aria-selected={active === t.id}
              aria-controls={`settings-panel-${t.id}`}
              tabIndex={active === t.id ? 0 : -1}
              onClick={() => select(t.id)}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div className="settings-panel" role="tabpanel" id={`settings-panel-${active}`} aria-labelledby={`settings-tab-${active}`}>
          {active === 'account' && <AccountTab demo={demo} />}
          {active === 'preferences' && (
            <>
              {/* The business's preferences are the owner's to change: a member reads them, every control disabled (in the tab). */}
              {!owner && <OwnerOnlyNote />}
              <PreferencesTab />
            </>
          )}
          {active === 'audit-trail' && (
            <AuditTrailTab
              exportControl={
                demo ? (
                  <Suspense fallback={null}>
                    <DemoAuditExport />
                  </Suspense>
                ) : undefined
              }
            />
          )}
          {active === 'help' && <HelpTab />}
          {active === 'team' && <TeamTab demo={demo} />}
          {active === 'api-access' && <ApiAccessTab demo={demo} />}
        </div>
      </div>
    </div>
  );
}
