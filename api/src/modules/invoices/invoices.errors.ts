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

/** Every invoice number up to INVOICE_NUMBER_MAX is used (an import took the highest): 409. */
export class InvoiceNumbersExhaustedError extends AppError {
  constructor(highest: string) {
    super(
      'CONFLICT',
      `No invoice number is left: this account has used numbers up to ${highest}, the highest Kea FX gives. Please contact us through the Contact page.`,
    );
  }
}
