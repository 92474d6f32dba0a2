import { roundToMinor } from '@keafx/schema';
import type { Format } from '../preferences/useFormat';

/**
 * A realised gain or loss in words: "gain of NZD 72.03", "loss of NZD 48.02", "no gain or loss".
 * Its own module: the dashboard's notices say it without loading the Mark Paid dialog (and the
 * commands it reads with) before a payment is asked for.
 */
export function gainWords(gain: string, fmt: Format): string {
  const n = Number(gain);
  if (n === 0) return 'no gain or loss';
  return `${n > 0 ? 'gain' : 'loss'} of ${fmt.money(roundToMinor(gain.replace(/^-/, ''), 'NZD'), 'NZD')}`;
}
