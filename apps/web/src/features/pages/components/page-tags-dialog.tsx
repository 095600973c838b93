import { PAGE_CATEGORIES, PAGE_CATEGORY_LABELS, PAGE_TAGS, type Page, type PageCategory } from '@crayonbox/contract';
import { useState, type FormEvent } from 'react';
import { apiOrThrow, handleApiError } from '@/lib/api';
import { failureFieldErrors } from '@/lib/form-errors';
import { notify } from '@/stores/notifications';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { ModalDialog } from '@/components/modal-dialog';

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
  const [category, setCategory] = useState<PageCategory | ''>(page.category ?? '');
  const [tags, setTags] = useState(page.tags.join(', '));
  const [errors, setErrors] = useState<{ category?: string; tags?: string }>({});
  const [saving, setSaving] = useState(false);
  // Closing goes through the native dialog (open → false), which gives focus back to the opener.
  const [open, setOpen] = useState(true);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const updated = await apiOrThrow.patch<Page>(`/pages/${page.id}/tags`, { category: category || null, tags: splitTags(tags) });
      onSaved(updated);
      notify.success('Tags saved');
      setOpen(false);
    } catch (error) {
      const fields = failureFieldErrors(error);
      const tagError = Object.entries(fields).find(([key]) => key === 'tags' || key.startsWith('tags.'))?.[1];
      if (fields.category || tagError) setErrors({ category: fields.category, tags: tagError });
      else handleApiError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <ModalDialog open={open} title="Category and tags" onClose={onClose} className="w-[min(32rem,calc(100vw-2rem))]">
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-5 p-5" noValidate>
        <p className="text-sm text-ink-muted">Search and the category chips find “{page.title}” by these.</p>
        <div className="space-y-1.5">
          <label htmlFor="page-category" className="block text-sm font-semibold text-ink">
            Category
          </label>
          <select
            id="page-category"
            name="category"
            value={category}
            onChange={(event) => setCategory(event.target.value as PageCategory | '')}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={errors.category ? 'page-category-error' : undefined}
            className="block min-h-11 w-full rounded-xl border-2 border-slate-300 bg-white px-3 text-base text-ink"
          >
            <option value="">No category</option>
            {PAGE_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {PAGE_CATEGORY_LABELS[value]}
              </option>
            ))}
          </select>
          {errors.category ? (
            <p id="page-category-error" className="text-sm font-semibold text-red-700">
              {errors.category}
            </p>
          ) : null}
        </div>
        <Field
          label="Tags"
          name="tags"
          value={tags}
          onChange={(event) => setTags(event.target.value)}
          hint={`Words to find this page by, separated by commas (at most ${PAGE_TAGS.max}).`}
          error={errors.tags}
          autoComplete="off"
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
