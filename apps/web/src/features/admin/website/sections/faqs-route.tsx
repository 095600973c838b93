import { WEBSITE_LIMITS } from '@crayonbox/contract';
import { TextAndPictureCard, VisibilityCard } from '../components/common-cards';
import { FormCard, TextArea, TextInput } from '../components/fields';
import { ListEditor } from '../components/list-editor';
import { SectionEditor } from '../components/section-editor';
import { newItemId } from '../paths';
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
          {(_item, base) => (
            <>
              <TextInput editor={editor} path={`${base}.question`} label="Question" maxLength={200} />
              <TextArea editor={editor} path={`${base}.answer`} label="Answer" maxLength={2000} />
            </>
          )}
        </ListEditor>
      </FormCard>
      <FormCard title="Support block" description="Shown beside the questions. Leave it all empty to hide it.">
        <TextInput editor={editor} path="support.heading" label="Support heading" maxLength={WEBSITE_LIMITS.heading} />
        <TextArea editor={editor} path="support.description" label="Support description" maxLength={WEBSITE_LIMITS.subheading} rows={2} />
        <TextInput
          editor={editor}
          path="support.link"
          label="Support link"
          inputMode="url"
          placeholder="mailto:help@example.com"
          hint="Where “Contact support” leads: https://…, mailto:…, tel:… or a path like /terms."
        />
      </FormCard>
    </SectionEditor>
  );
}
