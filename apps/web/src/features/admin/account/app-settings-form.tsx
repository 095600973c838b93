import type { Setting } from '@crayonbox/contract';
import { ExternalLink } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { ImageField, type ImageUploadRules } from '@/components/image-field';
import { TextField } from '@/components/text-field';
import { ApiError, handleApiError } from '@/lib/api';
import { notify } from '@/stores/notifications';
import { useSettings, type AppSettings } from '@/stores/settings';
import { saveSettings, SECRET_FIELDS, type AppSettingsValues, type SecretField } from './save-settings';

export const SETTINGS_UPDATED = 'App settings have been updated';
export const SETTINGS_PARTLY_SAVED = 'Some settings were not saved. Check the marked fields.';

/** What a favicon may be (sent to /storage/upload, which checks the content again). */
export const FAVICON_RULES: ImageUploadRules = {
  extensions: ['png', 'jpg', 'jpeg', 'webp'],
  types: ['image/png', 'image/jpeg', 'image/webp'],
  max: 1024 * 1024,
  dimensions: '1024x1024',
  hint: 'A square PNG, JPG or WebP image, up to 1 MB and 1024×1024 pixels.',
};

const PROVIDER_LINKS: Record<SecretField, { label: string; url: string; text: string }> = {
  openai_key: { label: 'AI provider API key', url: 'https://platform.openai.com/api-keys', text: 'OpenAI API keys' },
  stripe_key: { label: 'Payment API secret key', url: 'https://dashboard.stripe.com/apikeys', text: 'Stripe API keys' },
  stripe_webhook_secret: { label: 'Payment webhook signing secret', url: 'https://dashboard.stripe.com/webhooks', text: 'Stripe webhooks' },
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** The fields in the form's order: the first refused one gets the focus. */
const FIELD_ORDER = ['app_name', 'tagline', 'favicon', ...SECRET_FIELDS] as const;
const isSecretField = (name: string): name is SecretField => (SECRET_FIELDS as readonly string[]).includes(name);

function ProviderLink({ url, children }: { url: string; children: ReactNode }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 font-bold text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      {children}
      <ExternalLink className="size-3.5" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** The message of a refused setting, for its field: the 422 message of `value`, else the error's own. */
function fieldMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const fields = error.fieldErrors();
  return fields.value ?? Object.values(fields)[0] ?? error.message;
}

/**
 * The app settings form (SPEC sections 2, 4, 5): Name, Tagline, Favicon and the three provider
 * secrets, with 'Update app settings'. One call per setting, all at once, under one processing
 * state. The secrets are write-only: their boxes start empty with the masked current value as
 * placeholder, and are sent only when filled. On full success the app name, tagline and favicon
 * change everywhere at once and `onSaved` reloads the setup checklist.
 */
export function AppSettingsForm({ settings, onSaved }: { settings: Setting[]; onSaved: () => void }) {
  const stored = new Map(settings.map((setting) => [setting.name, setting.value]));
  const form = useForm<AppSettingsValues>({
    defaultValues: {
      app_name: text(stored.get('app_name')),
      tagline: text(stored.get('tagline')),
      favicon: text(stored.get('favicon')),
      openai_key: '',
      stripe_key: '',
      stripe_webhook_secret: '',
    },
    reValidateMode: 'onSubmit',
  });
  const [masks, setMasks] = useState<Record<SecretField, string>>(() => ({
    openai_key: text(stored.get('openai_key')),
    stripe_key: text(stored.get('stripe_key')),
    stripe_webhook_secret: text(stored.get('stripe_webhook_secret')),
  }));
  const [uploading, setUploading] = useState(false);
  const { errors, isSubmitting: saving } = form.formState;

  const bind = (name: keyof AppSettingsValues) => ({ error: errors[name]?.message, ...form.register(name) });

  const onSubmit = form.handleSubmit(async (values) => {
    if (uploading) return;
    const { saved, failed } = await saveSettings(values);

    // What was saved is applied, even when another setting of the same save was refused.
    const changes: Partial<AppSettings> = {};
    const newMasks: Partial<Record<SecretField, string>> = {};
    for (const setting of saved) {
      if (setting.name === 'app_name') changes.appName = text(setting.value);
      else if (setting.name === 'tagline') changes.tagline = text(setting.value);
      else if (setting.name === 'favicon') changes.favicon = text(setting.value);
      else if (isSecretField(setting.name)) newMasks[setting.name] = text(setting.value);
    }
    const savedSecrets = Object.keys(newMasks) as SecretField[];
    if (Object.keys(changes).length) useSettings.getState().update(changes);
    if (savedSecrets.length) {
      // A saved secret leaves its box empty again, with the new masked value as placeholder.
      setMasks((current) => ({ ...current, ...newMasks }));
      for (const name of savedSecrets) form.setValue(name, '');
    }

    if (failed.length === 0) {
      notify.success(SETTINGS_UPDATED);
      onSaved();
      return;
    }
    if (savedSecrets.length) onSaved();
    // One call per setting, each refused on its own `value`: the error goes on that setting's field.
    const refused = FIELD_ORDER.flatMap((name) => {
      const failure = failed.find((entry) => entry.name === name);
      const message = failure ? fieldMessage(failure.error) : null;
      return message ? [{ name, message }] : [];
    });
    for (const { name, message } of refused) form.setError(name, { type: 'server', message });
    if (refused[0]) form.setFocus(refused[0].name);
    const other = failed.find((entry) => !fieldMessage(entry.error));
    if (other) handleApiError(other.error);
    else notify.danger(SETTINGS_PARTLY_SAVED);
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-5"
      aria-label="App settings"
      aria-busy={saving || undefined}
    >
      <TextField
        label="Name"
        autoComplete="off"
        maxLength={60}
        hint="Shown in the top bar, the page title and emails."
        required
        error={errors.app_name?.message}
        {...form.register('app_name', { validate: (value) => (value.trim() ? true : 'Name is required.') })}
      />
      <TextField
        label="Tagline"
        autoComplete="off"
        maxLength={200}
        hint="A short line for the landing page title and link previews."
        {...bind('tagline')}
      />
      <Controller
        control={form.control}
        name="favicon"
        render={({ field, fieldState }) => (
          <ImageField
            label="Favicon"
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            rules={FAVICON_RULES}
            error={fieldState.error?.message}
            disabled={saving}
            onBusyChange={setUploading}
          />
        )}
      />
      <div className="space-y-5 border-t border-brand-100 pt-5">
        <p className="text-sm text-ink-muted">
          Keys are stored encrypted and never shown again; only their last 4 characters appear. Leave a box empty to keep the current value.
        </p>
        {SECRET_FIELDS.map((name) => {
          const link = PROVIDER_LINKS[name];
          return (
            <TextField
              key={name}
              label={link.label}
              type="password"
              autoComplete="new-password"
              spellCheck={false}
              placeholder={masks[name] || 'Not set'}
              hint={
                <>
                  {masks[name] ? 'Type a new value to replace the current one. ' : ''}Find it in{' '}
                  <ProviderLink url={link.url}>{link.text}</ProviderLink>.
                </>
              }
              {...bind(name)}
            />
          );
        })}
      </div>
      <Button type="submit" loading={saving} disabled={uploading}>
        Update app settings
      </Button>
    </form>
  );
}
