import { z } from 'zod';

export const SETTING_NAMES = ['app_name', 'tagline', 'favicon', 'website', 'openai_key', 'stripe_key', 'stripe_webhook_secret'] as const;
export type SettingName = (typeof SETTING_NAMES)[number];

/** Settings that are encrypted at rest and never shown unmasked. */
export const SECRET_SETTINGS: readonly SettingName[] = ['openai_key', 'stripe_key', 'stripe_webhook_secret'];

export const settingNameParams = z.object({
  name: z.enum(SETTING_NAMES, { error: 'Unknown setting.' }),
});

/** A setting as GET /settings/list and PATCH /settings/{name}/update answer it (secrets masked). */
export const settingSchema = z.object({ name: z.enum(SETTING_NAMES), value: z.unknown() });
export type Setting = z.infer<typeof settingSchema>;
