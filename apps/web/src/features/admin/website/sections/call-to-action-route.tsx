import { WEBSITE_LIMITS } from '@crayonbox/contract';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea-field';
import { VisibilityCard } from '../components/common-cards';
import { bindField, FormCard } from '../components/fields';
import { SectionEditor } from '../components/section-editor';
import { useWebsiteEditor } from '../use-website-editor';

export function Component() {
  const editor = useWebsiteEditor('callToAction');
  return (
    <SectionEditor editor={editor} title="Call to action" description="The bright band that invites visitors to sign up.">
      <VisibilityCard editor={editor} />
      <FormCard title="Text" description="The button under the text leads to the sign-up screen.">
        <TextField label="Heading" maxLength={WEBSITE_LIMITS.heading} {...bindField(editor, 'heading')} />
        <TextareaField label="Description" maxLength={WEBSITE_LIMITS.subheading} {...bindField(editor, 'description')} />
      </FormCard>
    </SectionEditor>
  );
}
