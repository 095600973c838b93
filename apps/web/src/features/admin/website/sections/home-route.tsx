import { WEBSITE_LIMITS } from '@crayonbox/contract';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea-field';
import { VisibilityCard } from '../components/common-cards';
import { bindField, FormCard, PathSwitch } from '../components/fields';
import { ImageInput } from '../components/media-fields';
import { SectionEditor } from '../components/section-editor';
import { useWebsiteEditor } from '../use-website-editor';

const PLATFORMS = [
  ['web', 'Web'],
  ['android', 'Android'],
  ['ios', 'iOS'],
  ['windows', 'Windows'],
  ['mac', 'Mac'],
  ['debian', 'Debian'],
] as const;

export function Component() {
  const editor = useWebsiteEditor('home');
  return (
    <SectionEditor editor={editor} title="Home" description="The first screen of the landing page (#home).">
      <VisibilityCard editor={editor} />
      <FormCard title="Text" description="The big heading is split in two lines; the second one is drawn in the brand color.">
        <TextField label="Heading line 1" maxLength={WEBSITE_LIMITS.heading} {...bindField(editor, 'headingLine1')} />
        <TextField label="Heading line 2" maxLength={WEBSITE_LIMITS.heading} {...bindField(editor, 'headingLine2')} />
        <TextareaField label="Subheading" maxLength={WEBSITE_LIMITS.subheading} {...bindField(editor, 'subheading')} />
      </FormCard>
      <FormCard title="Picture" description="Shown beside the heading. Wide pictures work best (about 560 × 480).">
        <ImageInput editor={editor} path="image" label="Picture" />
      </FormCard>
      <FormCard
        title="Platform links"
        description="Shown under the buttons as “Available on”. Platforms without a download link (Footer settings) show as coming soon."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {PLATFORMS.map(([key, label]) => (
            <PathSwitch key={key} editor={editor} path={`platforms.${key}`} label={label} onText="Shown" offText="Hidden" />
          ))}
        </div>
      </FormCard>
    </SectionEditor>
  );
}
