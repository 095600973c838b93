import { WEBSITE_LIMITS } from '@crayonbox/contract';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea-field';
import { VisibilityCard } from '../components/common-cards';
import { bindField, FormCard } from '../components/fields';
import { ImageInput } from '../components/media-fields';
import { SectionEditor } from '../components/section-editor';
import { useWebsiteEditor } from '../use-website-editor';

export function Component() {
  const editor = useWebsiteEditor('contact');
  return (
    <SectionEditor editor={editor} title="Contact" description="How visitors reach you (#contact). Empty lines are not shown.">
      <VisibilityCard editor={editor} />
      <FormCard title="Text">
        <TextareaField label="Subheading" maxLength={WEBSITE_LIMITS.subheading} {...bindField(editor, 'subheading')} />
        <TextField label="Location" maxLength={200} {...bindField(editor, 'location')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Phone" type="tel" inputMode="tel" maxLength={40} {...bindField(editor, 'phone')} />
          <TextField label="Email" type="email" inputMode="email" maxLength={254} {...bindField(editor, 'email')} />
        </div>
      </FormCard>
      <FormCard title="Picture">
        <ImageInput editor={editor} path="image" label="Picture" />
      </FormCard>
    </SectionEditor>
  );
}
