import type { FastifyInstance } from 'fastify';
import { uploadFields } from '@crayonbox/contract';
import { requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { formatsFromExtensions } from './image-check.ts';
import { storeUpload } from './service.ts';
import { startUploadSweeper } from './sweeper.ts';
import { recordUpload } from './uploads.ts';

/** POST /storage/upload: one image file plus optional extensions, max and dimensions fields. */
export async function storageRoutes(app: FastifyInstance) {
  const { ctx } = app;
  let stopSweeper = () => {};
  app.addHook('onReady', async () => {
    stopSweeper = startUploadSweeper(ctx);
  });
  app.addHook('preClose', async () => stopSweeper());

  app.post('/storage/upload', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (req) => {
    const user = requireUser(req);
    if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Uploads must be sent as multipart/form-data with a file field.');
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
    const url = await storeUpload(ctx.storage, file, {
      maxBytes: Math.min(opts.max ?? Infinity, ctx.config.upload.maxBytes),
      maxPixels: ctx.config.upload.maxPixels,
      formats: formatsFromExtensions(opts.extensions),
      maxWidth,
      maxHeight,
    });
    await recordUpload(ctx, url, user.id);
    return { data: { url } };
  });
}
