import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, uploadFields, uploadResultSchema } from '@crayonbox/contract';
import { requireUser, signedIn } from '../../plugins/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { formatsFromExtensions } from './image-check.ts';
import { storeUpload } from './service.ts';
import { startUploadSweeper } from './sweeper.ts';
import { recordUpload } from './uploads.ts';

/** POST /storage/upload: one image file plus optional extensions, max and dimensions fields. */
export async function storageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  let stopSweeper = () => {};
  app.addHook('onReady', async () => {
    stopSweeper = startUploadSweeper(ctx);
  });
  app.addHook('preClose', async () => stopSweeper());

  // Multipart: no JSON body schema fits a file stream, so the fields beside the file are parsed
  // here with the contract's uploadFields; the answer has its schema like any JSON route.
  const schema = { consumes: ['multipart/form-data'], response: { 200: envelope(uploadResultSchema) } };
  app.post(
    '/storage/upload',
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } }, preValidation: signedIn, schema },
    async (req) => {
      const user = requireUser(req);
      if (!req.isMultipart())
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Uploads must be sent as multipart/form-data with a file field.');
      const fields: Record<string, string> = {};
      let file: Buffer | undefined;
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file' || file) {
            await part.toBuffer();
            continue;
          }
          file = await part.toBuffer();
        } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
      if (!file) throw new AppError('VALIDATION', 'Choose an image to upload.', { file: ['Choose an image to upload.'] });
      const opts = uploadFields.parse(fields);
      const [maxWidth, maxHeight] = opts.dimensions ? opts.dimensions.split('x').map(Number) : [];
      const url = await storeUpload(ctx, file, {
        maxBytes: Math.min(opts.max ?? Infinity, ctx.config.upload.maxBytes),
        maxPixels: ctx.config.upload.maxPixels,
        formats: formatsFromExtensions(opts.extensions),
        maxWidth,
        maxHeight,
      });
      await recordUpload(ctx, url, user.id);
      return { data: { url } };
    },
  );
}
