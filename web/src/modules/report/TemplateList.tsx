import { REPORT_TEMPLATES, type ReportTemplateId } from '@keafx/schema';
import { TemplateIcon } from './TemplateIcon';

/**
 * The report templates (SPEC section 2's five, and the GST return): a button each, so a click, Enter or Space
 * selects one; the pressed state shows which, and the page announces the choice.
 */
export function TemplateList({ selected, onSelect }: { selected: ReportTemplateId | null; onSelect: (id: ReportTemplateId) => void }) {
  return (
    <ul className="report-templates" aria-label="Report templates">
      {REPORT_TEMPLATES.map((t) => (
        <li key={t.id}>
          <button
            type="button"
            className="report-template"
            aria-pressed={selected === t.id}
            data-template={t.id}
            onClick={() => onSelect(t.id)}
          >
            <span className="report-template-icon" aria-hidden="true">
              <TemplateIcon id={t.id} />
            </span>
            <span>
              <span className="report-template-name">{t.name}</span>
              <span className="report-template-text">{t.description}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
