import { WEBSITE_LIMITS } from '@crayonbox/contract';
import { TextareaField } from '@/components/textarea-field';
import { VisibilityCard } from '../components/common-cards';
import { bindField, FormCard } from '../components/fields';
import { ListEditor } from '../components/list-editor';
import { VideoInput } from '../components/media-fields';
import { SectionEditor } from '../components/section-editor';
import { newItemId } from '../item-ids';
import { useWebsiteEditor } from '../use-website-editor';

export function Component() {
  const editor = useWebsiteEditor('howItWorks');
  return (
    <SectionEditor
      editor={editor}
      title="How it works"
      description="Numbered steps and a video (#how-it-works)."
      nouns={{ instructions: 'step' }}
    >
      <VisibilityCard editor={editor} />
      <FormCard title="Text">
        <TextareaField label="Subheading" maxLength={WEBSITE_LIMITS.subheading} {...bindField(editor, 'subheading')} />
      </FormCard>
      <FormCard title="Steps" description="Shown numbered, in this order.">
        <ListEditor
          editor={editor}
          path="instructions"
          noun="step"
          max={WEBSITE_LIMITS.instructions}
          emptyText="No steps yet. Add the first one."
          create={() => ({ id: newItemId('step'), content: '' })}
        >
          {(base) => <TextareaField label="Step text" maxLength={WEBSITE_LIMITS.text} rows={2} {...bindField(editor, `${base}.content`)} />}
        </ListEditor>
      </FormCard>
      <FormCard title="Video">
        <VideoInput editor={editor} path="video" label="Video" />
      </FormCard>
    </SectionEditor>
  );
}
