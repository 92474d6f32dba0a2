/** The button under a paged list that fetches its next page; nothing when no page follows. */
export function MoreButton({ shown, label, onClick }: { shown: boolean | undefined; label: string; onClick: () => void }) {
  if (!shown) return null;
  return (
    <button type="button" className="btn btn-secondary" style={{ marginTop: 'var(--space-3)' }} onClick={onClick}>
      {label}
    </button>
  );
}
