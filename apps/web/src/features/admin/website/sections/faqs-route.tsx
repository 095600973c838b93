import { WEBSITE_LIMITS } from '@crayonbox/contract';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea-field';
import { TextAndPictureCard, VisibilityCard } from '../components/common-cards';
import { bindField, FormCard } from '../components/fields';
import { ListEditor } from '../components/list-editor';
import { SectionEditor } from '../components/section-editor';
import { newItemId } from '../item-ids';
import { useWebsiteEditor } from '../use-website-editor';

export function Component() {
  const editor = useWebsiteEditor('faqs');
  return (
    <SectionEditor
      editor={editor}
      title="FAQs"
      description="Questions and answers (#faqs), and the support block."
      nouns={{ list: 'question' }}
    >
      <VisibilityCard editor={editor} />
      <TextAndPictureCard editor={editor} />
      <FormCard title="Questions">
        <ListEditor
          editor={editor}
          path="list"
          noun="question"
          max={WEBSITE_LIMITS.faqs}
          emptyText="No questions yet. Add the first one."
          create={() => ({ id: newItemId('faq'), question: '', answer: '' })}
        >
          {(base) => (
            <>
              <TextField label="Question" maxLength={200} {...bindField(editor, `${base}.question`)} />
              <TextareaField label="Answer" maxLength={2000} {...bindField(editor, `${base}.answer`)} />
            </>
          )}
        </ListEditor>
      </FormCard>
      <FormCard title="Support block" description="Shown beside the questions. Leave it all empty to hide it.">
        <TextField label="Support heading" maxLength={WEBSITE_LIMITS.heading} {...bindField(editor, 'support.heading')} />
        <TextareaField
          label="Support description"
          maxLength={WEBSITE_LIMITS.subheading}
          rows={2}
          {...bindField(editor, 'support.description')}
        />
        <TextField
          label="Support link"
          inputMode="url"
          placeholder="mailto:help@example.com"
          hint="Where “Contact support” leads: https://…, mailto:…, tel:… or a path like /terms."
          {...bindField(editor, 'support.link')}
        />
      </FormCard>
    </SectionEditor>
  );
}
