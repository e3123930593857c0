import type { ErrorBody, ValidationIssue } from '@potluck/api';

/** A failure with a status and a detail for the client; anything else thrown becomes a logged 500. */
export class HttpError extends Error {
  readonly status: number;
  readonly detail: ErrorBody['detail'];
  readonly headers: Record<string, string>;

  constructor(status: number, detail: ErrorBody['detail'], headers: Record<string, string> = {}) {
    super(typeof detail === 'string' ? detail : detail.map((i) => i.msg).join(', '));
    this.name = 'HttpError';
    this.status = status;
    this.detail = detail;
    this.headers = headers;
  }
}

export const DETAILS = {
  notAuthenticated: 'Not authenticated',
  invalidToken: 'Invalid or expired token',
  adminOnly: "You don't have permission to access this area. Administrator privileges are required.",
  notFound: 'Not Found',
  internal: 'Internal Server Error',
  databaseUnavailable: 'The database is unavailable. Please try again shortly.',
} as const;

export const unauthorized = (detail: string = DETAILS.invalidToken) =>
  new HttpError(401, detail, { 'www-authenticate': 'Bearer' });
export const forbidden = (detail: string) => new HttpError(403, detail);
export const notFound = (detail: string = DETAILS.notFound) => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const badRequest = (detail: string) => new HttpError(400, detail);

/** 429 with Retry-After in whole seconds (at least 1). */
export function tooManyRequests(detail: string, retryAfterSeconds: number): HttpError {
  return new HttpError(429, detail, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
}

/** A 422 decided by a service (a rule the schema cannot see), shaped like the schema's own failures. */
export const unprocessable = (issue: ValidationIssue) => new HttpError(422, [issue]);
