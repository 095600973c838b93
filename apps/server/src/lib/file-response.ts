import { z } from 'zod';

/**
 * The response schema of a route that answers a file (PDF, PNG) instead of JSON. It documents
 * the content types in the API document; the bytes themselves are sent as a Buffer, which
 * Fastify never runs through a serializer.
 */
export function fileResponse(description: string, contentTypes: string[]) {
  // Documented as binary; typed as the Buffer the handler sends (no serializer ever sees it).
  const file = { schema: z.string().meta({ format: 'binary' }) as unknown as z.ZodType<Buffer> };
  return { description, content: Object.fromEntries(contentTypes.map((type) => [type, file])) };
}
