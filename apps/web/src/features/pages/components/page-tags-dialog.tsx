import { PAGE_CATEGORIES, PAGE_CATEGORY_LABELS, PAGE_TAGS, type Page, type PageCategory } from '@crayonbox/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiOrThrow, handleApiError } from '@/lib/api';
import { applyServerErrors } from '@/lib/server-errors';
import { notify } from '@/stores/notifications';
import { Button } from '@/components/button';
import { ModalDialog } from '@/components/modal-dialog';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';

const CATEGORY_OPTIONS = [
  { value: '', label: 'No category' },
  ...PAGE_CATEGORIES.map((value) => ({ value, label: PAGE_CATEGORY_LABELS[value] })),
];

export interface PageTagsDialogProps {
  page: Page;
  onClose: () => void;
  onSaved: (page: Page) => void;
}

/** "cat, kitten , yarn ball" → ["cat", "kitten", "yarn ball"]; the server lower-cases and checks them. */
export const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/**
 * The owner's (or an admin's) category and tags of a page: what search and the category chips
 * find it by. Field errors of a refused save (422) appear under their field.
 */
export function PageTagsDialog({ page, onClose, onSaved }: PageTagsDialogProps) {
  const form = useForm<{ category: PageCategory | ''; tags: string }>({
    defaultValues: { category: page.category ?? '', tags: page.tags.join(', ') },
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting: saving } = form.formState;
  // Closing goes through the native dialog (open → false), which gives focus back to the opener.
  const [open, setOpen] = useState(true);

  const onSubmit = form.handleSubmit(async ({ category, tags }) => {
    try {
      const updated = await apiOrThrow.patch<Page>(`/pages/${page.id}/tags`, { category: category || null, tags: splitTags(tags) });
      onSaved(updated);
      notify.success('Tags saved');
      setOpen(false);
    } catch (error) {
      // A refused tag ("tags.2") is said under the one Tags box.
      if (!applyServerErrors(form, error).placed.length) handleApiError(error);
    }
  });

  return (
    <ModalDialog open={open} title="Category and tags" onClose={onClose} className="w-[min(32rem,calc(100vw-2rem))]">
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-5 p-5" noValidate>
        <p className="text-sm text-ink-muted">Search and the category chips find “{page.title}” by these.</p>
        <SelectField label="Category" options={CATEGORY_OPTIONS} error={errors.category?.message} {...form.register('category')} />
        <TextField
          label="Tags"
          hint={`Words to find this page by, separated by commas (at most ${PAGE_TAGS.max}).`}
          error={errors.tags?.message}
          autoComplete="off"
          {...form.register('tags')}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
