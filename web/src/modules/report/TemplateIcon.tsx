import type { ReportTemplateId } from '@keafx/schema';

/** Line icons (24x24, stroke) per template; decorative, the name says what it is. */
const PATHS: Record<ReportTemplateId, string> = {
  'exposure-summary': 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  'overdue-summary': 'M12 7v5l3 3M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
  'currency-breakdown': 'M12 2v10h10A10 10 0 1 1 12 2zM15 2.5A10 10 0 0 1 21.5 9H15z',
  'payment-trends': 'M3 17l6-6 4 4 8-8M15 7h6v6',
  'custom-report': 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 16.5h7M16.5 13v7',
  // A form with a percent sign: the GST return.
  'gst-return': 'M6 2h9l5 5v15H6zM15 2v5h5M9.5 18l7-7M10 11.5h.01M16 17.5h.01',
};

export function TemplateIcon({ id }: { id: ReportTemplateId }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[id]} />
    </svg>
  );
}
