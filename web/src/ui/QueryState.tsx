import type { ReactNode } from 'react';
import { serverMessage } from '../apollo/errors';
import { Loading } from './Loading';

interface Props {
  loading: boolean;
  error?: unknown;
  /** Shown while loading and nothing is there yet. */
  loadingText?: string;
  /** Shown on failure when the server gives no readable message. */
  errorText: string;
  /** True when there is nothing to show; `empty` is rendered then. */
  isEmpty?: boolean;
  empty?: ReactNode;
  onRetry?: () => void;
  children: ReactNode;
}

/** Every data view's three states in one place: loading, failure, empty (STYLE rule 9). */
export function QueryState({ loading, error, loadingText, errorText, isEmpty, empty, onRetry, children }: Props) {
  if (error) {
    return (
      <div className="alert alert-error" role="alert">
        <p>{serverMessage(error, errorText)}</p>
        {onRetry && (
          <button type="button" className="btn btn-secondary btn-small" onClick={onRetry}>
            Try again
          </button>
        )}
      </div>
    );
  }
  if (loading) return <Loading label={loadingText} />;
  if (isEmpty) return <>{empty}</>;
  return <>{children}</>;
}

export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-title">{title}</p>
      {text && <p className="muted">{text}</p>}
      {action}
    </div>
  );
}
