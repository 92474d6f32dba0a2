import { SUPPORTED_CURRENCIES } from '@keafx/schema';

/**
 * The rates SQL in one place. Shared rows have owner_id NULL; an owner's own rows carry their id.
 * An own row may be voided (voided_at set): it stays in the history and is never current.
 */

const RATE_COLUMNS = 'id, currency, nzd_per_unit, source, rate_type, effective_date, recorded_at, recorded_by, voided_at, voided_by';

/**
 * Current rate per currency for owner $1 among `codes`: the newest shared and the newest own
 * entry of each currency that is not voided, each one index probe (so the cost does not grow
 * with the history, voided entries included), then the newer of the two; on a tie the owner's
 * own wins.
 */
function currentRatesSql(codes: string, owner = '$1'): string {
  return `SELECT DISTINCT ON (x.currency) x.*
  FROM ${codes} AS c(code)
  CROSS JOIN LATERAL (
    (SELECT ${RATE_COLUMNS}, false AS own FROM fx_rates
      WHERE owner_id IS NULL AND currency = c.code ORDER BY effective_date DESC, id DESC LIMIT 1)
    UNION ALL
    (SELECT ${RATE_COLUMNS}, true AS own FROM fx_rates
      WHERE owner_id = ${owner} AND currency = c.code AND voided_at IS NULL ORDER BY effective_date DESC, id DESC LIMIT 1)
  ) AS x
  ORDER BY x.currency, x.effective_date DESC, x.own DESC, x.id DESC`;
}

/**
 * Every supported currency's current rate for owner $1, and only $1, so other modules' SQL
 * can use it as a CTE (`WITH rates AS (...)`) with their own parameters after it.
 * The codes are the fixed supported list, written in as literals.
 */
const ALL_CODES = `(VALUES ${SUPPORTED_CURRENCIES.map((c) => `('${c}'::bpchar)`).join(', ')})`;
export const CURRENT_RATES_SQL = currentRatesSql(ALL_CODES);

/** The same for another module's statement that names the owner's placeholder (':owner' with named()). */
export const currentRatesOf = (owner: string): string => currentRatesSql(ALL_CODES, owner);

/** The same for the currencies in $2 (booking rates for a send or an import). */
export const RATES_FOR_CURRENCIES_SQL = currentRatesSql('unnest($2::bpchar[])');

/** One currency's history for owner $1 (shared and own, voided ones too), newest effective first, at most $3. */
export const RATE_HISTORY_SQL = `SELECT ${RATE_COLUMNS}, owner_id IS NOT NULL AS own FROM fx_rates
  WHERE (owner_id IS NULL OR owner_id = $1) AND currency = $2::bpchar
  ORDER BY effective_date DESC, own DESC, id DESC LIMIT $3`;

export const RECORD_RATE_SQL = `INSERT INTO fx_rates (owner_id, currency, nzd_per_unit, source, rate_type, effective_date, recorded_by, recorded_at)
  VALUES ($1, $2, $3, $4, $5, $6, $1, $7) RETURNING ${RATE_COLUMNS}, true AS own`;

/** Shared rates, once per currency, effective date and source (the unique index drops repeats). */
export const RECORD_SHARED_RATES_SQL = `INSERT INTO fx_rates (owner_id, currency, nzd_per_unit, source, rate_type, effective_date, recorded_at)
  SELECT NULL, c, r::numeric, $3, $4, $5::date, $6 FROM unnest($1::text[], $2::text[]) AS t(c, r)
  ON CONFLICT (currency, effective_date, source) WHERE owner_id IS NULL DO NOTHING
  RETURNING id`;

/** One rate of owner $1 or a shared one, by id $2 (another owner's finds nothing), with whether it is the owner's. */
export const RATE_OF_OWNER_SQL = `SELECT ${RATE_COLUMNS}, owner_id IS NOT NULL AS own FROM fx_rates
  WHERE id = $2 AND (owner_id = $1 OR owner_id IS NULL)`;

/**
 * Voids owner $1's rate $2 at $3 by $4 (the actor's name), unless it is voided already: then
 * nothing is returned. Two voids at once: the second waits on the row and then finds it voided.
 */
export const VOID_RATE_SQL = `UPDATE fx_rates SET voided_at = $3, voided_by = $4
  WHERE owner_id = $1 AND id = $2 AND voided_at IS NULL
  RETURNING ${RATE_COLUMNS}, true AS own`;

/**
 * The rate owner $1 had for currency $2 on day $3: the newest shared or live own entry effective on
 * or before that day (on a tie the owner's own, then the newest), as the current rate is chosen.
 */
export const RATE_ON_DATE_SQL = `SELECT ${RATE_COLUMNS}, owner_id IS NOT NULL AS own FROM fx_rates
  WHERE currency = $2::bpchar AND effective_date <= $3::date
    AND (owner_id IS NULL OR (owner_id = $1 AND voided_at IS NULL))
  ORDER BY effective_date DESC, own DESC, id DESC LIMIT 1`;
