import { DOWNLOAD_PLATFORMS, SOCIAL_ICONS, WEBSITE_LIMITS, type SocialItem } from '@crayonbox/contract';
import { useWatch } from 'react-hook-form';
import { SOCIAL_LABELS, SocialIcon } from '@/components/social-icon';
import { TextField } from '@/components/text-field';
import { SelectField } from '@/components/select-field';
import { VisibilityCard } from '../components/common-cards';
import { bindField, FormCard } from '../components/fields';
import { ListEditor } from '../components/list-editor';
import { SectionEditor } from '../components/section-editor';
import { newItemId } from '../item-ids';
import { useWebsiteEditor, type WebsiteEditor } from '../use-website-editor';

const NETWORKS = SOCIAL_ICONS.map((icon) => ({ value: icon, label: SOCIAL_LABELS[icon] }));
const PLATFORM_NAMES = { android: 'Android', ios: 'iOS', windows: 'Windows', mac: 'Mac', debian: 'Debian' } as const;

/** The network's icon as chosen so far, beside its select. */
function NetworkPreview({ editor, path }: { editor: WebsiteEditor; path: string }) {
  const icon = useWatch({ control: editor.form.control, name: path }) as SocialItem['icon'];
  return <SocialIcon name={icon} className="size-5" />;
}

export function Component() {
  const editor = useWebsiteEditor('footer');
  return (
    <SectionEditor
      editor={editor}
      title="Footer"
      description="Social links and app downloads. The copyright line and the legal links are always shown."
      nouns={{ socials: 'social link' }}
    >
      <VisibilityCard editor={editor} />
      <FormCard title="Follow us on">
        <ListEditor
          editor={editor}
          path="socials"
          noun="social link"
          max={WEBSITE_LIMITS.socials}
          emptyText="No social links yet. Add the first one."
          create={() => ({ id: newItemId('social'), icon: 'instagram' as const, url: '' })}
        >
          {(base) => (
            <div className="grid items-end gap-4 sm:grid-cols-[auto_1fr_2fr]">
              <span className="mb-0.5 inline-flex size-11 items-center justify-center rounded-full bg-ink text-white">
                <NetworkPreview editor={editor} path={`${base}.icon`} />
              </span>
              <SelectField label="Network" options={NETWORKS} {...bindField(editor, `${base}.icon`)} />
              <TextField label="Link" inputMode="url" placeholder="https://…" {...bindField(editor, `${base}.url`)} />
            </div>
          )}
        </ListEditor>
      </FormCard>
      <FormCard
        title="Download our app"
        description="The web app is always listed as available. A platform without a link shows as coming soon."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {DOWNLOAD_PLATFORMS.map((platform) => (
            <TextField
              key={platform}
              label={`${PLATFORM_NAMES[platform]} download link`}
              inputMode="url"
              placeholder="https://…"
              {...bindField(editor, `downloads.${platform}`)}
            />
          ))}
        </div>
      </FormCard>
    </SectionEditor>
  );
}
