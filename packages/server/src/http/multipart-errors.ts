import { HttpError } from './http-error';

export const MULTIPART_MESSAGES = {
  noBoundary: 'Malformed multipart body: the Content-Type names no boundary',
  truncated: 'Malformed multipart body: it ends before the closing boundary',
  malformed: 'Malformed multipart body',
  tooManyFields: 'Too many form fields',
} as const;

/** Busboy's refusals carry no code, only these messages (checked by the tests, which send such bodies). */
const TRUNCATED = /unexpected end of (multipart data|form)|terminated early/i;

/**
 * The request's own faults in a multipart body, as 400s with a detail; the same for every upload endpoint.
 * `limits` names the endpoint's answers to its size limits. Anything else is returned as is.
 */
export function multipartFailure(
  err: unknown,
  limits: { fileTooLarge: () => HttpError; tooManyFiles: string; notMultipart: () => HttpError },
): unknown {
  const { code, message = '' } = err as { code?: string; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return limits.fileTooLarge();
  if (code === 'FST_FILES_LIMIT') return new HttpError(413, limits.tooManyFiles);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new HttpError(413, MULTIPART_MESSAGES.tooManyFields);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_MULTIPART_INVALID_CONTENT_TYPE')
    return limits.notMultipart();
  if (code === 'FST_MP_PREMATURE_CLOSE' || TRUNCATED.test(message))
    return new HttpError(400, MULTIPART_MESSAGES.truncated);
  if (message === 'Multipart: Boundary not found' || message === 'Boundary required')
    return new HttpError(400, MULTIPART_MESSAGES.noBoundary);
  if (code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_JSON_FIELD_ERROR' || message === 'Malformed part header')
    return new HttpError(400, MULTIPART_MESSAGES.malformed);
  return err;
}
