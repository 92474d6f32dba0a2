import type { CSSProperties } from 'react';

/**
 * A stat card's figure. Its length is handed to the stylesheet (--stat-chars), which shrinks the
 * type to fit the card, so NZD 305,252,222,222 stays on one line at 1280 px instead of breaking.
 */
export function StatValue({ children, testId }: { children: string; testId?: string }) {
  return (
    <p className="stat-value" data-testid={testId} style={{ '--stat-chars': Math.max(children.length, 4) } as CSSProperties}>
      {children}
    </p>
  );
}
