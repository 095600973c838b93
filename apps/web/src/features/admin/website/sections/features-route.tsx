import { FEATURE_ICONS, WEBSITE_LIMITS, type FeatureItem } from '@crayonbox/contract';
import { useWatch } from 'react-hook-form';
import { FeatureIcon } from '@/components/feature-icon';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea-field';
import { SelectField } from '@/components/select-field';
import { TextAndPictureCard, VisibilityCard } from '../components/common-cards';
import { bindField, FormCard } from '../components/fields';
import { ListEditor } from '../components/list-editor';
import { SectionEditor } from '../components/section-editor';
import { newItemId } from '../item-ids';
import { useWebsiteEditor, type WebsiteEditor } from '../use-website-editor';

const ICON_OPTIONS = FEATURE_ICONS.map((icon) => ({ value: icon, label: icon.charAt(0).toUpperCase() + icon.slice(1).replace(/-/g, ' ') }));

/** The icon as chosen so far, beside its select. */
function IconPreview({ editor, path }: { editor: WebsiteEditor; path: string }) {
  const icon = useWatch({ control: editor.form.control, name: path }) as FeatureItem['icon'];
  return <FeatureIcon name={icon} className="size-6" />;
}

export function Component() {
  const editor = useWebsiteEditor('features');
  return (
    <SectionEditor
      editor={editor}
      title="Features"
      description="Feature cards with an icon, a title and a description."
      nouns={{ list: 'feature' }}
    >
      <VisibilityCard editor={editor} />
      <TextAndPictureCard editor={editor} />
      <FormCard title="Features">
        <ListEditor
          editor={editor}
          path="list"
          noun="feature"
          max={WEBSITE_LIMITS.features}
          emptyText="No features yet. Add the first one."
          create={() => ({ id: newItemId('feature'), icon: 'sparkles' as const, title: '', description: '' })}
        >
          {(base) => (
            <>
              <div className="flex items-end gap-3">
                <span className="mb-0.5 inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-crayon-yellow/30 text-ink">
                  <IconPreview editor={editor} path={`${base}.icon`} />
                </span>
                <div className="flex-1">
                  <SelectField label="Icon" options={ICON_OPTIONS} {...bindField(editor, `${base}.icon`)} />
                </div>
              </div>
              <TextField label="Title" maxLength={WEBSITE_LIMITS.heading} {...bindField(editor, `${base}.title`)} />
              <TextareaField label="Description" maxLength={WEBSITE_LIMITS.text} rows={2} {...bindField(editor, `${base}.description`)} />
            </>
          )}
        </ListEditor>
      </FormCard>
    </SectionEditor>
  );
}
