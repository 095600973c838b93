import type { Setting, SettingName } from '@crayonbox/contract';
import { updateSetting } from './api';

/** The app settings form's inputs, named after the settings they write. */
export interface AppSettingsValues {
  app_name: string;
  tagline: string;
  favicon: string;
  openai_key: string;
  stripe_key: string;
  stripe_webhook_secret: string;
}

export const PUBLIC_SETTINGS = ['app_name', 'tagline', 'favicon'] as const;
export const SECRET_FIELDS = ['openai_key', 'stripe_key', 'stripe_webhook_secret'] as const;
export type SecretField = (typeof SECRET_FIELDS)[number];

/**
 * The calls of one save (SPEC section 5): name, tagline and favicon always; each secret only
 * when something was typed (an empty box keeps the stored secret).
 */
export function settingsUpdates(values: AppSettingsValues): { name: SettingName; value: string }[] {
  const updates: { name: SettingName; value: string }[] = PUBLIC_SETTINGS.map((name) => ({ name, value: values[name] }));
  for (const name of SECRET_FIELDS) {
    const value = values[name].trim();
    if (value) updates.push({ name, value });
  }
  return updates;
}

export interface SaveOutcome {
  saved: Setting[];
  failed: { name: SettingName; error: unknown }[];
}

/** Sends every update at once (one call per setting) and resolves when all have answered. */
export async function saveSettings(values: AppSettingsValues): Promise<SaveOutcome> {
  const updates = settingsUpdates(values);
  const results = await Promise.allSettled(updates.map(({ name, value }) => updateSetting(name, value)));
  const outcome: SaveOutcome = { saved: [], failed: [] };
  results.forEach((result, index) => {
    const name = updates[index]!.name;
    if (result.status === 'fulfilled') outcome.saved.push(result.value);
    else outcome.failed.push({ name, error: result.reason });
  });
  return outcome;
}
