import { AppError, NotFoundError } from '../../errors';

export class InvoiceNotFoundError extends NotFoundError {
  /** `id`: the owner's invoice number the caller asked for. */
  constructor(id: number) {
    super(`Invoice ${id}`);
  }
}

/** A move the status rules forbid (send a paid invoice, write off a draft...): 409, as in every module. */
export class InvoiceStateError extends AppError {
  constructor(message: string, field = 'status') {
    super('CONFLICT', message, { field });
  }
}
