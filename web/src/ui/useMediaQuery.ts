import { useEffect, useState } from 'react';

/** Whether a CSS media query matches now, following changes (a phone turned sideways). */
export function useMediaQuery(query: string): boolean {
  const get = (): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  const [matches, setMatches] = useState(get);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const on = (): void => setMatches(list.matches);
    on();
    list.addEventListener('change', on);
    return () => list.removeEventListener('change', on);
  }, [query]);
  return matches;
}

/** Phone widths, where charts drop outside labels (the table beside them names every slice). */
export const PHONE_QUERY = '(max-width: 480px)';
