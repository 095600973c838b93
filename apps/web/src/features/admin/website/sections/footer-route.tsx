import { DOWNLOAD_PLATFORMS, SOCIAL_ICONS, WEBSITE_LIMITS } from '@crayonbox/contract';
import { SOCIAL_LABELS, SocialIcon } from '@/components/social-icon';
import { VisibilityCard } from '../components/common-cards';
import { FormCard, SelectInput, TextInput } from '../components/fields';
import { ListEditor } from '../components/list-editor';
import { SectionEditor } from '../components/section-editor';
import { newItemId } from '../paths';
import { useWebsiteEditor } from '../use-website-editor';

const NETWORKS = SOCIAL_ICONS.map((icon) => ({ value: icon, label: SOCIAL_LABELS[icon] }));
const PLATFORM_NAMES = { android: 'Android', ios: 'iOS', windows: 'Windows', mac: 'Mac', debian: 'Debian' } as const;

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
          {(item, base) => (
            <div className="grid items-end gap-4 sm:grid-cols-[auto_1fr_2fr]">
              <span className="mb-0.5 inline-flex size-11 items-center justify-center rounded-full bg-ink text-white">
                <SocialIcon name={item.icon} className="size-5" />
              </span>
              <SelectInput editor={editor} path={`${base}.icon`} label="Network" options={NETWORKS} />
              <TextInput editor={editor} path={`${base}.url`} label="Link" inputMode="url" placeholder="https://…" />
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
            <TextInput
              key={platform}
              editor={editor}
              path={`downloads.${platform}`}
              label={`${PLATFORM_NAMES[platform]} download link`}
              inputMode="url"
              placeholder="https://…"
            />
          ))}
        </div>
      </FormCard>
    </SectionEditor>
  );
}
