import { CUSTOM_REPORT_NO_SECTION_HINT, CUSTOM_SECTIONS, type CustomSection } from '@keafx/schema';

/** The custom report's four section checkboxes and the list of those chosen (SPEC section 2). */
export function CustomSections({ chosen, onChange }: { chosen: readonly CustomSection[]; onChange: (next: CustomSection[]) => void }) {
  const toggle = (id: CustomSection, on: boolean) => {
    // Keep SPEC's order whatever the order of clicks.
    onChange(CUSTOM_SECTIONS.map((s) => s.id).filter((s) => (s === id ? on : chosen.includes(s))));
  };
  return (
    <div className="custom-sections">
      <fieldset>
        <legend>Sections to include</legend>
        {CUSTOM_SECTIONS.map((s) => (
          <label key={s.id} className="checkbox-row">
            <input type="checkbox" checked={chosen.includes(s.id)} onChange={(e) => toggle(s.id, e.target.checked)} />
            {s.label}
          </label>
        ))}
      </fieldset>
      <div aria-live="polite">
        {chosen.length === 0 ? (
          <p className="muted">{CUSTOM_REPORT_NO_SECTION_HINT}</p>
        ) : (
          <>
            <h4 className="custom-chosen-title">Selected sections</h4>
            <ul className="custom-chosen">
              {CUSTOM_SECTIONS.filter((s) => chosen.includes(s.id)).map((s) => (
                <li key={s.id}>{s.label}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
