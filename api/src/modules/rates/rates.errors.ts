import { largeRateChangeMessage, type RateChange } from '@keafx/schema';
import { AppError, NotFoundError } from '../../errors';

/** A rate more than 20% from the current one, sent without the confirmation (409, naming how far). */
export class LargeRateChangeError extends AppError {
  constructor(
    readonly change: RateChange,
    /** The confirmation as the caller spells it: confirmLargeChange (GraphQL), confirm_large_change (REST). */
    flag = 'confirmLargeChange',
  ) {
    super('CONFLICT', largeRateChangeMessage(change, flag), { field: flag });
  }

  /** The same refusal naming the confirmation as `flag`. */
  spelled(flag: string): LargeRateChangeError {
    return new LargeRateChangeError(this.change, flag);
  }
}

/** No rate of the owner's (or shared one) has this id: another owner's rate is not found either. */
export class RateNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`Rate ${id}`);
  }
}

/** A void the rate's state refuses: a shared (built-in or feed) rate, or one voided already (409). */
export class RateVoidError extends AppError {
  constructor(message: string) {
    super('CONFLICT', message, { field: 'id' });
  }
}
