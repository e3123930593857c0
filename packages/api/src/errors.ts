import { z } from 'zod';

/** One entry of a 422 body: where the problem is, what it is (the spec's exact text) and its kind. */
export const validationIssueSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** Every error body of the API: a human-readable detail, or for 422 the list of field problems. */
export const errorBodySchema = z.object({
  detail: z.union([z.string(), z.array(validationIssueSchema)]),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Status 0 means the server could not be reached at all. */
export const NETWORK_ERROR_STATUS = 0;

export class ApiError extends Error {
  readonly status: number;
  readonly detail: ErrorBody['detail'] | undefined;

  constructor(status: number, detail: ErrorBody['detail'] | undefined, message?: string) {
    super(message ?? ApiError.describe(status, detail));
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
  }

  /** The detail as one line: a string detail as is, a 422 list as its messages joined. */
  get detailText(): string | undefined {
    if (typeof this.detail === 'string') return this.detail;
    if (Array.isArray(this.detail)) return this.detail.map((i) => i.msg).join(', ');
    return undefined;
  }

  /** Field messages of a 422, keyed by the last element of loc (the field name). */
  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    if (!Array.isArray(this.detail)) return out;
    for (const issue of this.detail) {
      const field = String(issue.loc[issue.loc.length - 1] ?? '');
      if (field && !(field in out)) out[field] = issue.msg;
    }
    return out;
  }

  private static describe(status: number, detail: ErrorBody['detail'] | undefined): string {
    if (typeof detail === 'string') return detail;
    if (Array.isArray(detail)) return detail.map((i) => i.msg).join(', ');
    return `HTTP ${status}`;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
