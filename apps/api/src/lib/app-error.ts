/**
 * The one error type services throw (STYLE: documenso's AppError). The error handler answers
 * `{ message, errors? }` with `statusCode`; `message` is user-facing Spanish from MSG.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { errors?: Record<string, string[]>; headers?: Record<string, string> } = {},
  ) {
    super(message);
  }
}
