import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ValidationIssue } from '@potluck/api';
import { isDatabaseUnavailable } from '../db/errors';
import { DETAILS, HttpError } from '../http/http-error';

const LOCATION: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/** Fastify's own request errors, told in words a client can act on. */
const FASTIFY_ERRORS: Record<string, (err: FastifyError, limit: number) => [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: (_e, limit) => [413, `Request body is too large (limit ${Math.round(limit / 1024)} KB)`],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => [415, 'Unsupported media type: send application/json'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => [400, 'Request body size did not match Content-Length'],
  FST_ERR_CTP_EMPTY_JSON_BODY: () => [400, 'Request body is empty but Content-Type is application/json'],
  FST_ERR_CTP_INVALID_JSON_BODY: () => [400, 'Malformed JSON in request body'],
};

/** What Node's HTTP parser refuses before Fastify sees a request, by its error code. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
  ERR_HTTP_HEADERS_TIMEOUT: [408, 'The request headers took too long to arrive'],
};

/**
 * Node answers a request it cannot parse (headers too large, a timeout, garbage) on the socket itself; Fastify's
 * default writes its own error shape there. This one writes the API's: `{ "detail": "..." }` (ARCHITECTURE §3).
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] = CLIENT_ERRORS[err.code ?? ''] ?? [400, 'Malformed HTTP request'];
  this.log.debug({ err }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ detail });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** Fastify's router refusals (bad percent-encoding, an overlong parameter) in the API's error shape. */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (err.code === 'FST_ERR_BAD_URL') {
    return reply.code(400).send({ detail: 'Malformed URL: a percent-encoded part is not valid UTF-8' });
  }
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.code(414).send({ detail: 'A part of the URL is too long' });
  request.log.error({ err }, 'Router failure');
  return reply.code(500).send({ detail: DETAILS.internal });
}

export function registerErrorHandler(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof HttpError) {
      return reply.code(err.status).headers(err.headers).send({ detail: err.detail });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = LOCATION[err.validationContext ?? 'body'] ?? 'body';
      const detail: ValidationIssue[] = err.validation.map((v) => ({
        loc: [
          where,
          ...v.instancePath
            .split('/')
            .filter(Boolean)
            .map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
        ],
        msg: v.message ?? 'Invalid value',
        type: v.keyword,
      }));
      return reply.code(422).send({ detail });
    }
    const known = err.code ? FASTIFY_ERRORS[err.code] : undefined;
    if (known) {
      const [status, detail] = known(err, bodyLimit);
      return reply.code(status).send({ detail });
    }
    // JSON.parse failures carry statusCode 400 but no code.
    if (err instanceof SyntaxError && err.statusCode === 400)
      return reply.code(400).send({ detail: 'Malformed JSON in request body' });
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err }, 'Database unavailable');
      return reply.code(503).send({ detail: DETAILS.databaseUnavailable });
    }
    if (!isResponseSerializationError(err) && err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Other client errors from Fastify or its plugins (rate limit 429 among them) keep status and message.
      return reply.code(err.statusCode).send({ detail: err.message });
    }
    request.log.error({ err }, 'Unhandled error');
    return reply.code(500).send({ detail: DETAILS.internal });
  });
}
