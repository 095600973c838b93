import { WEBSITE_LIMITS } from '@crayonbox/contract';
import { VisibilityCard } from '../components/common-cards';
import { FormCard, TextArea, TextInput } from '../components/fields';
import { ImageInput } from '../components/media-fields';
import { SectionEditor } from '../components/section-editor';
import { useWebsiteEditor } from '../use-website-editor';

export function Component() {
  const editor = useWebsiteEditor('contact');
  return (
    <SectionEditor editor={editor} title="Contact" description="How visitors reach you (#contact). Empty lines are not shown.">
      <VisibilityCard editor={editor} />
      <FormCard title="Text">
        <TextArea editor={editor} path="subheading" label="Subheading" maxLength={WEBSITE_LIMITS.subheading} />
        <TextInput editor={editor} path="location" label="Location" maxLength={200} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput editor={editor} path="phone" label="Phone" type="tel" inputMode="tel" maxLength={40} />
          <TextInput editor={editor} path="email" label="Email" type="email" inputMode="email" maxLength={254} />
        </div>
      </FormCard>
      <FormCard title="Picture">
        <ImageInput editor={editor} path="image" label="Picture" />
      </FormCard>
    </SectionEditor>
  );
}
