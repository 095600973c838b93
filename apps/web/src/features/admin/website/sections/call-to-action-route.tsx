import { WEBSITE_LIMITS } from '@crayonbox/contract';
import { VisibilityCard } from '../components/common-cards';
import { FormCard, TextArea, TextInput } from '../components/fields';
import { SectionEditor } from '../components/section-editor';
import { useWebsiteEditor } from '../use-website-editor';

export function Component() {
  const editor = useWebsiteEditor('callToAction');
  return (
    <SectionEditor editor={editor} title="Call to action" description="The bright band that invites visitors to sign up.">
      <VisibilityCard editor={editor} />
      <FormCard title="Text" description="The button under the text leads to the sign-up screen.">
        <TextInput editor={editor} path="heading" label="Heading" maxLength={WEBSITE_LIMITS.heading} />
        <TextArea editor={editor} path="description" label="Description" maxLength={WEBSITE_LIMITS.subheading} />
      </FormCard>
    </SectionEditor>
  );
}
