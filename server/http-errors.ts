// Errors a handler throws to answer 4xx with a message (the error handler turns them into JSON).
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** More fields of the site service's error body (a removed tire's `retired`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
/** 410: the thing was here and was removed on purpose (a tire a catalog import took out). */
export const gone = (message: string, extra: Record<string, unknown>) => new HttpError(410, message, extra);
