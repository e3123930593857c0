import { isApiError } from '@potluck/api';

/** A zod issue, structurally: web validates with the shared schemas without importing zod itself. */
interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The first message per field, in schema order: "Username is required" rather than the three
 * messages an empty username also breaks.
 */
export function fieldErrorsFromIssues<F extends string>(issues: readonly Issue[]): FieldErrors<F> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && out[field] === undefined) out[field] = issue.message;
  }
  return out as FieldErrors<F>;
}

/** The server's 422 field messages (same texts as the client's), limited to the form's own fields. */
export function fieldErrorsFromResponse<F extends string>(error: unknown, fields: readonly F[]): FieldErrors<F> {
  if (!isApiError(error)) return {};
  const all = error.fieldErrors;
  const out: FieldErrors<F> = {};
  for (const f of fields) if (all[f]) out[f] = all[f];
  return out;
}

export const hasErrors = (errors: Partial<Record<string, string>>): boolean => Object.values(errors).some(Boolean);
