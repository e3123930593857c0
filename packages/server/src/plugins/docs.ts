import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contract's zod schemas; UI at /api/docs, JSON at /api/docs/json. */
export async function registerDocs(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Potluck API', description: 'Invitation-only family recipe platform', version: '1.0.0' },
      servers: [{ url: publicUrl }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The UI's own policy (its inline script and style allowed by hash), framed by nobody, no https upgrade
    // (the server may be reached over plain http, locally).
    staticCSP: true,
    transformStaticCSP: (header) =>
      header.replace(/\s*upgrade-insecure-requests;?/, '').replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
}
