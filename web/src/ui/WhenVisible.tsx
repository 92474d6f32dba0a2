import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How much of the placeholder must show: a strip at the bottom edge of a phone's screen is not yet "in view". */
const IN_VIEW = 0.25;

/**
 * Renders `children` once a quarter of the placeholder is in view, and keeps them from then on. For
 * below-the-fold parts whose code is heavy (the charts: recharts is the largest library we
 * ship): a phone's first load neither fetches nor runs them until the visitor scrolls to them.
 * Without IntersectionObserver (old browsers, jsdom) the children render at once.
 */
export function WhenVisible({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (shown || !el) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= IN_VIEW)) setShown(true);
      },
      { threshold: IN_VIEW },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown]);
  return shown ? children : <div ref={ref}>{placeholder}</div>;
}
