import { z } from 'zod';

export const UPLOAD_TYPES = ['png', 'jpg', 'jpeg', 'webp'] as const;

/** Multipart fields that travel beside the file of POST /storage/upload. */
export const uploadFields = z.object({
  extensions: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((e) => e.trim().toLowerCase().replace(/^\./, ''))
            .filter(Boolean)
        : [],
    ),
  max: z.coerce.number().int().positive().optional(),
  dimensions: z
    .string()
    .regex(/^\d{1,5}x\d{1,5}$/, 'Dimensions must look like 1024x1024.')
    .optional(),
});

/** Answer of POST /storage/upload: the url of the stored image. */
export const uploadResultSchema = z.object({ url: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;
