import { FEATURE_ICONS, WEBSITE_LIMITS } from '@crayonbox/contract';
import { FeatureIcon } from '@/components/feature-icon';
import { TextAndPictureCard, VisibilityCard } from '../components/common-cards';
import { FormCard, SelectInput, TextArea, TextInput } from '../components/fields';
import { ListEditor } from '../components/list-editor';
import { SectionEditor } from '../components/section-editor';
import { newItemId } from '../paths';
import { useWebsiteEditor } from '../use-website-editor';

const ICON_OPTIONS = FEATURE_ICONS.map((icon) => ({ value: icon, label: icon.charAt(0).toUpperCase() + icon.slice(1).replace(/-/g, ' ') }));

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
          {(item, base) => (
            <>
              <div className="flex items-end gap-3">
                <span className="mb-0.5 inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-crayon-yellow/30 text-ink">
                  <FeatureIcon name={item.icon} className="size-6" />
                </span>
                <div className="flex-1">
                  <SelectInput editor={editor} path={`${base}.icon`} label="Icon" options={ICON_OPTIONS} />
                </div>
              </div>
              <TextInput editor={editor} path={`${base}.title`} label="Title" maxLength={WEBSITE_LIMITS.heading} />
              <TextArea editor={editor} path={`${base}.description`} label="Description" maxLength={WEBSITE_LIMITS.text} rows={2} />
            </>
          )}
        </ListEditor>
      </FormCard>
    </SectionEditor>
  );
}
