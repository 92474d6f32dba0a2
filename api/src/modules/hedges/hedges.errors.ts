import { AppError, NotFoundError } from '../../errors';

export class HedgeNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`Hedge contract ${id}`);
  }
}

/** A change the contract's status does not allow (settle a cancelled one, edit a settled one). */
export class HedgeStateError extends AppError {
  constructor(message: string) {
    super('CONFLICT', message, { field: 'status' });
  }
}
