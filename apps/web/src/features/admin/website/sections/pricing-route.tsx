import { WEBSITE_LIMITS } from '@crayonbox/contract';
import { TextareaField } from '@/components/textarea-field';
import { Link } from 'react-router';
import { VisibilityCard } from '../components/common-cards';
import { bindField, FormCard } from '../components/fields';
import { SectionEditor } from '../components/section-editor';
import { useWebsiteEditor } from '../use-website-editor';

export function Component() {
  const editor = useWebsiteEditor('pricing');
  return (
    <SectionEditor editor={editor} title="Pricing" description="The plans section (#pricing).">
      <VisibilityCard editor={editor} />
      <FormCard
        title="Text"
        description={
          <>
            The plan cards show each plan’s title, description, price and limits. Change those under{' '}
            <Link to="/admin/plans" className="font-bold text-brand-700 underline underline-offset-2">
              Plans
            </Link>
            .
          </>
        }
      >
        <TextareaField label="Subheading" maxLength={WEBSITE_LIMITS.subheading} {...bindField(editor, 'subheading')} />
      </FormCard>
    </SectionEditor>
  );
}
