import { useContext } from 'react';
import { FormatContext, type Format } from './format';

export type { Format } from './format';

/**
 * Formatting that obeys the owner's saved preferences (Settings, Preferences): every amount and
 * date on every screen goes through here. The preferences are loaded once through GraphQL by
 * FormatProvider and cached; a change made in Settings shows at once everywhere. Outside a
 * signed-in page (no provider) it gives SPEC section 9's en-NZ forms.
 */
export function useFormat(): Format {
  return useContext(FormatContext);
}
