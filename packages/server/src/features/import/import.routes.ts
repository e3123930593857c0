import multipart from '@fastify/multipart';
import {
  IMPORT_MESSAGES,
  MAX_IMPORT_FILE_MB,
  MAX_IMPORT_HTML_BYTES,
  contract,
  importFileFieldsSchema,
} from '@potluck/api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError, unprocessable } from '../../http/http-error';
import { multipartFailure } from '../../http/multipart-errors';
import { route } from '../../http/route';
import type { Services } from '../../services';
import type { ExportedFile } from './export.service';

const MAX_FILE_BYTES = MAX_IMPORT_FILE_MB * 1024 * 1024;
/** Each URL import makes the server fetch a page and a photo: bounded per IP like the other costly calls. */
const URL_IMPORTS_PER_MINUTE = 60;
/** Room for the JSON or multipart envelope around the largest page or file. */
const ENVELOPE_BYTES = 64 * 1024;

interface FilePart {
  type: 'file';
  filename: string;
  toBuffer(): Promise<Buffer>;
}
const isFilePart = (value: unknown): value is FilePart =>
  typeof value === 'object' && value !== null && (value as FilePart).type === 'file';
const fieldValue = (value: unknown) =>
  typeof value === 'object' && value !== null && 'value' in value ? (value as { value: unknown }).value : undefined;

function sendFile(reply: FastifyReply, file: ExportedFile): Buffer {
  reply.header('content-type', file.contentType);
  reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
  reply.header('cache-control', 'no-store');
  reply.header('x-content-type-options', 'nosniff');
  return file.body;
}

/**
 * Import and export routes. The JSON imports get a body limit of their own (a pasted page may be a few MB);
 * the file import reads its one multipart file after the auth hook, like the image upload.
 */
export async function importRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const c = contract.imports;
  const { importer, exporter } = services;

  await app.register(async (scope) => {
    scope.addHook('onRoute', (options) => {
      options.bodyLimit = MAX_IMPORT_HTML_BYTES + ENVELOPE_BYTES;
    });
    route(scope, c.url, ({ auth, body }) => importer.fromUrl(auth.user, body), {
      rateLimit: { max: URL_IMPORTS_PER_MINUTE, timeWindow: 60_000 },
    });
    route(scope, c.html, ({ auth, body }) => importer.fromHtml(auth.user, body));
  });

  await app.register(async (scope) => {
    await scope.register(multipart, {
      attachFieldsToBody: true,
      limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 },
    });
    scope.addHook('onRoute', (options) => {
      options.bodyLimit = MAX_FILE_BYTES + ENVELOPE_BYTES;
    });
    scope.setErrorHandler((err) => {
      const fileTooLarge = () => new HttpError(413, IMPORT_MESSAGES.fileTooLarge);
      if ((err as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw fileTooLarge();
      throw multipartFailure(err, {
        fileTooLarge,
        tooManyFiles: 'Send one file per import',
        notMultipart: () => new HttpError(415, 'Send the file as multipart/form-data (field "file")'),
      });
    });
    route(scope, c.file, async ({ auth, request }) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const file = body.file;
      const data = isFilePart(file) ? await file.toBuffer() : null;
      if (!isFilePart(file) || !data || data.length === 0)
        throw unprocessable({ loc: ['body', 'file'], msg: IMPORT_MESSAGES.fileRequired, type: 'missing' });
      const flags = importFileFieldsSchema.parse({
        publish: fieldValue(body.publish),
        preview: fieldValue(body.preview),
      });
      return importer.fromFile(auth.user, file.filename || 'upload', data, flags);
    });
  });

  route(app, c.exportOne, async ({ auth, params, query, reply }) =>
    sendFile(reply, await exporter.one(auth.user, params.id, query.format)),
  );
  route(app, c.exportAll, async ({ auth, reply }) => sendFile(reply, await exporter.all(auth.user)));
}
