import { command, commands, field, pageFields, wholeNumber, type CommandValue } from './command';
import { businessDateProblem } from './dates';
import type { Checked } from './result';

/** A GST return lists at most this many supplies a page, 500 unless said (its boxes always cover them all). */
export const GST_SUPPLIES_PAGE_MAX = 5000;
export const GST_SUPPLIES_PAGE_DEFAULT = 500;
/** How many recent GST periods a period picker offers at most (12 unless said). */
export const GST_PERIODS_MAX = 60;
export const GST_PERIODS_DEFAULT = 12;

/** One end of a GST period: required, a business date; whether it is the owner's period is the service's (it needs their settings). */
const periodEnd = (w: string, which: 'first' | 'last') =>
  field(
    { type: 'string', format: 'date', description: `The ${which} day of one of the owner's GST periods, YYYY-MM-DD` },
    (raw): Checked<string> => {
      if (raw === undefined || raw === null || raw === '')
        return { ok: false, message: `${w} is required: the ${which} day of a GST period, YYYY-MM-DD` };
      const problem = businessDateProblem(raw, w);
      return problem ? { ok: false, message: problem } : { ok: true, value: raw as string };
    },
  );

/**
 * GET /me/gst/return, GraphQL `gstReturn`: one GST period (`from` its first day, `to` its last, as
 * the owner's filing frequency and balance month make them) and a page of the supplies behind the
 * boxes (`limit` 1 to 5,000, 500 unless said; `offset`). Other parameters are ignored.
 */
export const GST_RETURN_QUERY = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    {
      from: (w) => periodEnd(w, 'first'),
      to: (w) => periodEnd(w, 'last'),
      ...pageFields(GST_SUPPLIES_PAGE_MAX, GST_SUPPLIES_PAGE_DEFAULT),
    },
    { ignoreUnknown: true },
  ),
);
export type GstReturnQuery = CommandValue<typeof GST_RETURN_QUERY.rest>;

/** GET /me/gst/periods, GraphQL `gstPeriods`: the owner's `count` most recent GST periods (1 to 60, 12 unless said). */
export const GST_PERIODS_QUERY = /* @__PURE__ */ commands((naming) =>
  command(naming, { count: (w) => wholeNumber(w, 1, GST_PERIODS_MAX, GST_PERIODS_DEFAULT) }, { ignoreUnknown: true }),
);
