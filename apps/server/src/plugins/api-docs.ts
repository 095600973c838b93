import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@crayonbox/contract';

/** Where the API document and its reader live. */
export const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document of the API, generated from the routes' zod schemas (never written by
 * hand, so it cannot drift from what the server checks): JSON at /api/docs/json, a readable page
 * at /api/docs. Registered before the routes: @fastify/swagger collects them as they are added.
 */
export async function registerApiDocs(app: FastifyInstance) {
  // Every failure has the one body of CONTRACT.md; documented once for all routes.
  const errorSchema: Record<string, unknown> = z.toJSONSchema(errorBodySchema, { target: 'draft-2020-12' });
  delete errorSchema.$schema;
  const failure = {
    description: 'A failure: `{ message, code, errors? }` (status and codes in docs/CONTRACT.md).',
    content: { 'application/json': { schema: errorSchema } },
  };
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Crayonbox API',
        version: '1',
        description:
          'Successful JSON answers are `{ "data": <payload> }`; failures are `{ message, code, errors? }` (docs/CONTRACT.md). ' +
          'Send `Authorization: Bearer <token>` on calls that need an account.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    // Operations are grouped by area, the first segment after /api (users, pages, books...).
    transform: (route) => {
      const out = jsonSchemaTransform(route);
      const area = route.url.split('/')[2];
      if (!area || out.schema?.hide) return out;
      const response = { ...(out.schema?.response as object | undefined), default: failure };
      return { ...out, schema: { tags: [area], ...out.schema, response } };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The validator badge would load an image from validator.swagger.io, which the CSP refuses.
    uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: true },
  });
}
