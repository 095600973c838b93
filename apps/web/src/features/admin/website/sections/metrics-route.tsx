import { WEBSITE_LIMITS } from '@crayonbox/contract';
import { TextField } from '@/components/text-field';
import { VisibilityCard } from '../components/common-cards';
import { bindField, FormCard } from '../components/fields';
import { ListEditor } from '../components/list-editor';
import { SectionEditor } from '../components/section-editor';
import { newItemId } from '../item-ids';
import { useWebsiteEditor } from '../use-website-editor';

export function Component() {
  const editor = useWebsiteEditor('metrics');
  return (
    <SectionEditor editor={editor} title="Metrics" description="Big numbers on a colored band." nouns={{ list: 'metric' }}>
      <VisibilityCard editor={editor} />
      <FormCard title="Metrics" description="Keep values short, like 120K+ or 4.9★.">
        <ListEditor
          editor={editor}
          path="list"
          noun="metric"
          max={WEBSITE_LIMITS.metrics}
          emptyText="No metrics yet. Add the first one."
          create={() => ({ id: newItemId('metric'), key: '', value: '' })}
        >
          {(base) => (
            <div className="grid gap-4 sm:grid-cols-[1fr_2fr]">
              <TextField label="Value" maxLength={20} {...bindField(editor, `${base}.value`)} />
              <TextField label="Label" maxLength={WEBSITE_LIMITS.heading} {...bindField(editor, `${base}.key`)} />
            </div>
          )}
        </ListEditor>
      </FormCard>
    </SectionEditor>
  );
}
