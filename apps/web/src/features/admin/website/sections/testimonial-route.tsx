import { WEBSITE_LIMITS } from '@crayonbox/contract';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea-field';
import { TextAndPictureCard, VisibilityCard } from '../components/common-cards';
import { bindField, FormCard } from '../components/fields';
import { ListEditor } from '../components/list-editor';
import { ImageInput } from '../components/media-fields';
import { SectionEditor } from '../components/section-editor';
import { newItemId } from '../item-ids';
import { useWebsiteEditor } from '../use-website-editor';

export function Component() {
  const editor = useWebsiteEditor('testimonials');
  return (
    <SectionEditor
      editor={editor}
      title="Testimonials"
      description="Quotes from the people who use the app."
      nouns={{ list: 'testimonial' }}
    >
      <VisibilityCard editor={editor} />
      <TextAndPictureCard editor={editor} />
      <FormCard title="Testimonials">
        <ListEditor
          editor={editor}
          path="list"
          noun="testimonial"
          max={WEBSITE_LIMITS.testimonials}
          emptyText="No testimonials yet. Add the first one."
          create={() => ({ id: newItemId('testimonial'), photo: '', feedback: '', name: '', location: '' })}
        >
          {(base) => (
            <>
              <TextareaField label="Feedback" maxLength={WEBSITE_LIMITS.text} {...bindField(editor, `${base}.feedback`)} />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField label="Name" maxLength={WEBSITE_LIMITS.heading} {...bindField(editor, `${base}.name`)} />
                <TextField label="Location" maxLength={WEBSITE_LIMITS.heading} {...bindField(editor, `${base}.location`)} />
              </div>
              <ImageInput
                editor={editor}
                path={`${base}.photo`}
                label="Photo"
                previewClass="size-20"
                hint="A square photo. Without one, the first letter of the name is shown."
              />
            </>
          )}
        </ListEditor>
      </FormCard>
    </SectionEditor>
  );
}
