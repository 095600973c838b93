import type { LegalPageKey } from '@crayonbox/contract';
import { isBlankHtml, sanitizeHtml } from '@/lib/sanitize-html';
import { VisibilityCard } from '../components/common-cards';
import { FormCard } from '../components/fields';
import { RichTextEditor } from '../components/rich-text-editor';
import { SectionEditor } from '../components/section-editor';
import { useWebsiteEditor, type SectionValue } from '../use-website-editor';

/** Saved HTML is always clean: sanitized on save (and again whenever it is shown). */
const clean = (draft: SectionValue<LegalPageKey>) => ({ ...draft, content: isBlankHtml(draft.content) ? '' : sanitizeHtml(draft.content) });

/** The terms and privacy editors: visibility and the rich text. */
export function LegalEditor({ page, title }: { page: LegalPageKey; title: string }) {
  const editor = useWebsiteEditor(page, { beforeSave: clean });
  return (
    <SectionEditor editor={editor} title={title} description={`The ${title} page (/${page}).`} previewHref={`/${page}`}>
      <VisibilityCard editor={editor} what="page" />
      <FormCard title="Content" description="The page title is added for you; start with the first paragraph or heading.">
        <RichTextEditor
          editor={editor}
          path="content"
          label={`${title} text`}
          hint="Bold, italic, headings, lists and links. Scripts and other code are removed on save."
        />
      </FormCard>
    </SectionEditor>
  );
}
