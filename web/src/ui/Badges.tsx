import { statusOf } from '@keafx/schema';

/** A status as an upper-case text badge; colour only repeats what the text says. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const s = statusOf({ status });
  return <span className={`badge status-${s}`}>{s.toUpperCase()}</span>;
}

export function CurrencyBadge({ code }: { code: string | null | undefined }) {
  return <span className="badge currency-badge">{code || 'NZD'}</span>;
}
