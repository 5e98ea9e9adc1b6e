/**
 * The one error type services throw. The error handler turns it into `{ code, message }`
 * with `status`; the message is shown to the user as it is, so write it for them.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message)
    this.name = 'AppError'
  }

  static badRequest(message: string, issues?: { path: string; message: string }[]) {
    return new AppError('BAD_REQUEST', 400, message, issues)
  }

  static notFound(message: string) {
    return new AppError('NOT_FOUND', 404, message)
  }

  static unauthorized(message: string) {
    return new AppError('UNAUTHORIZED', 401, message)
  }
}
