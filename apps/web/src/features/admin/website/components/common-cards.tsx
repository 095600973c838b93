import { WEBSITE_LIMITS } from '@crayonbox/contract';
import { TextareaField } from '@/components/textarea-field';
import type { WebsiteEditor } from '../use-website-editor';
import { bindField, FormCard, VisibilitySwitch } from './fields';
import { ImageInput } from './media-fields';

/** The first card of every sub-screen: whether the section (or legal page) is shown. */
export function VisibilityCard({ editor, what }: { editor: WebsiteEditor; what?: 'section' | 'page' }) {
  return (
    <FormCard title="Visibility">
      <VisibilitySwitch editor={editor} what={what} />
    </FormCard>
  );
}

/** The subheading and the picture of the sections built around a list (features, testimonials, FAQs). */
export function TextAndPictureCard({ editor }: { editor: WebsiteEditor }) {
  return (
    <FormCard title="Text and picture">
      <TextareaField label="Subheading" maxLength={WEBSITE_LIMITS.subheading} {...bindField(editor, 'subheading')} />
      <ImageInput editor={editor} path="image" label="Picture" />
    </FormCard>
  );
}
