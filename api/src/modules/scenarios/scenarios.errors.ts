import { AppError, NotFoundError } from '../../errors';

export class ScenarioNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`Scenario ${id}`);
  }
}

/** An owner keeps at most this many saved scenarios. */
export class TooManyScenariosError extends AppError {
  constructor(max: number) {
    super('CONFLICT', `You can keep at most ${max} saved scenarios; delete some first.`, { field: 'name' });
  }
}
