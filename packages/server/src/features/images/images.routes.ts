import multipart from '@fastify/multipart';
import { IMAGE_MESSAGES, type ValidationIssue, contract, imageUploadFieldsSchema } from '@potluck/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, unprocessable } from '../../http/http-error';
import { MULTIPART_MESSAGES, multipartFailure } from '../../http/multipart-errors';
import { route } from '../../http/route';
import type { Services } from '../../services';
import type { Viewer } from '../../db/visibility';
import { userImagesRoutes } from './user-images.routes';

/** Room for the multipart envelope and the text fields around a file of the maximum size. */
const ENVELOPE_BYTES = 64 * 1024;
const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Image routes. Multipart parsing is registered only in this scope: the upload (and the multipart form of
 * the update) get their parts as body key-values, files as Buffers, after the auth hook has run, so an
 * anonymous caller is refused before a byte of the body is read. The upload endpoint has no zod body in the
 * contract; its fields are validated here with imageUploadFieldsSchema and reported like schema failures.
 */
export async function imagesRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { images } = services;
  const c = contract.images;
  const maxMb = images.limits().max_file_size_mb;
  const fileTooLarge = () => new HttpError(413, IMAGE_MESSAGES.fileTooLarge(maxMb));

  // A deleted recipe or user takes its image rows with it (cascade); the trigger queued their files, which go now.
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'DELETE' && reply.statusCode < 300) await images.purgeTrash();
  });

  await app.register(async (scope) => {
    await scope.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: images.maxBytes, files: 1, fields: 10, fieldSize: 4096, parts: 12, headerPairs: 100 },
    });
    // Thrown from here, the errors reach the app's handler, which answers with the detail.
    scope.setErrorHandler((err) => {
      throw multipartFailure(err, {
        fileTooLarge,
        tooManyFiles: 'Send one image per upload',
        notMultipart: () => new HttpError(400, MULTIPART_MESSAGES.malformed),
      });
    });

    /** The one file part of a multipart upload, checked for presence and size. */
    const fileOf = (request: FastifyRequest): Buffer => {
      const file = ((request.body ?? {}) as Record<string, unknown>).file;
      if (!Buffer.isBuffer(file) || file.length === 0) {
        throw unprocessable({ loc: ['body', 'file'], msg: IMAGE_MESSAGES.fileRequired, type: 'missing' });
      }
      if (file.length > images.maxBytes) throw fileTooLarge();
      return file;
    };

    route(scope, c.upload, async ({ auth, params, request }) => {
      const file = fileOf(request);
      const { file: _file, ...rest } = (request.body ?? {}) as Record<string, unknown>;
      const fields = imageUploadFieldsSchema.safeParse(rest);
      if (!fields.success) {
        const issues: ValidationIssue[] = fields.error.issues.map((i) => ({
          loc: ['body', ...i.path.map((p) => (typeof p === 'number' ? p : String(p)))],
          msg: i.message,
          type: i.code,
        }));
        throw new HttpError(422, issues);
      }
      return images.upload(auth.user, params.id, file, fields.data);
    });
    route(scope, c.update, ({ auth, params, body }) => images.update(auth.user, params.id, params.imageId, body));
    userImagesRoutes(scope, services, fileOf);
  });

  // Refuse an announced oversized body before reading it (the multipart limit stops unannounced ones).
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'POST' || !/\/images\/(recipe|user)\/|\/users\/profile\/avatar/.test(request.url)) return;
    const length = Number(request.headers['content-length']);
    if (Number.isFinite(length) && length > images.maxBytes + ENVELOPE_BYTES) throw fileTooLarge();
  });

  route(app, c.reorder, ({ auth, params, body }) => images.reorder(auth.user, params.id, body));
  route(app, c.remove, ({ auth, params }) => images.remove(auth.user, params.id, params.imageId));
  route(app, c.removeAll, ({ auth, params }) => images.removeAll(auth.user, params.id));
  route(app, c.list, ({ auth, params }) => images.list(auth.user, params.id));
  route(app, c.uploadLimits, async () => images.limits());
  route(app, c.info, ({ auth, query }) => images.info(auth.user, query.file_path));

  // Bytes, not JSON, on the hot path of every page with photos: no zod validator or serializer; the service
  // accepts only server-made names and answers 404 to anything else.
  const serveSchema = { summary: c.serve.summary, tags: ['images'] };
  app.get<{ Params: { folder: string; file: string } }>(
    c.serve.path,
    { schema: serveSchema },
    async (request, reply) => {
      const viewer = await optionalViewer(services, request);
      const found = await images.resolveServe(viewer, request.params.folder, request.params.file);
      if (!found) return notServed(reply);
      const etag = `"${request.params.file.replace(/\.[a-z]+$/, '')}"`;
      reply.header('etag', etag);
      reply.header('cache-control', `${found.listed ? 'public' : 'private'}, max-age=${YEAR_SECONDS}, immutable`);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', "default-src 'none'; sandbox");
      if (!found.listed) reply.header('vary', 'authorization');
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const file = await images.readStored(found.key);
      if (!file) return notServed(reply);
      reply.header('content-type', found.contentType);
      if (Buffer.isBuffer(file)) return reply.send(file);
      reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  );
}

function notServed(reply: FastifyReply) {
  return reply.code(404).header('cache-control', 'no-store').send({ detail: IMAGE_MESSAGES.imageNotFound });
}

/** If-None-Match: a list of (possibly weak) tags, or *. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/** Serving works without a token (public recipes); a valid bearer token opens private and draft ones. */
async function optionalViewer(services: Services, request: FastifyRequest): Promise<Viewer | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match) return null;
  const auth = await services.sessions.authenticate(match[1]!);
  return auth ? auth.user : null;
}
