import { AppError } from '../../errors';

export class EmailTakenError extends AppError {
  constructor() {
    super('CONFLICT', 'An account with this email already exists. Sign in instead.', { field: 'email' });
  }
}

export class BadCredentialsError extends AppError {
  constructor() {
    super('UNAUTHENTICATED', 'Incorrect email or password.');
  }
}

export class LoginThrottledError extends AppError {
  constructor(retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      'TOO_MANY_REQUESTS',
      `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      { retryAfterSeconds },
    );
  }
}
