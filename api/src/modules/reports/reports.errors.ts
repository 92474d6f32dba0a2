import { AppError, NotFoundError } from '../../errors';

/** A PDF could not be rendered (time limit, browser crash); answered as a 500 without internals, jobs retry it. */
export class PdfRenderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PdfRenderError';
  }
}

export class ReportJobNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`Report job ${id}`);
  }
}

/** The job exists but its file is not there yet (or it failed). */
export class ReportNotReadyError extends AppError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}
