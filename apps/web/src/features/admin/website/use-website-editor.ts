import { zodResolver } from '@hookform/resolvers/zod';
import { websiteSchema, type Website } from '@crayonbox/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useBlocker } from 'react-router';
import { ApiError, handleApiError } from '@/lib/api';
import { settingSaved } from '@/lib/invalidate';
import { applyServerErrors } from '@/lib/server-errors';
import { settingsQuery, websiteOf } from '@/lib/settings-query';
import { blankWebsite } from '@/lib/website';
import { confirm } from '@/stores/confirm';
import { useNotifications } from '@/stores/notifications';
import { useSettings } from '@/stores/settings';
import { saveWebsite } from './api';
import { flattenErrors } from './nested-errors';
import { fieldId } from './item-ids';
import { isLegal, type WebsiteSectionKey } from './website-sections';

export type SectionValue<K extends WebsiteSectionKey> = K extends 'terms' | 'privacy'
  ? Website[K]
  : K extends keyof Website['landing']
    ? Website['landing'][K]
    : never;

type LoadState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'empty' } | { status: 'ready' };

/** Where a section lives in the setting ("landing.home", "terms"); server field errors are keyed below it. */
const sectionPath = (key: WebsiteSectionKey) => (isLegal(key) ? key : `landing.${key}`);

const sectionOf = <K extends WebsiteSectionKey>(website: Website, key: K) =>
  structuredClone(isLegal(key) ? website[key] : website.landing[key as keyof Website['landing']]) as SectionValue<K>;

const withSection = <K extends WebsiteSectionKey>(website: Website, key: K, section: SectionValue<K>): Website =>
  isLegal(key) ? { ...website, [key]: section } : { ...website, landing: { ...website.landing, [key]: section } };

/** The contract's schema of one section, after `beforeSave` (the legal pages clean their HTML first). */
function sectionResolver(key: WebsiteSectionKey, beforeSave?: (draft: FieldValues) => FieldValues): Resolver<FieldValues> {
  const schema = isLegal(key) ? websiteSchema.shape[key] : websiteSchema.shape.landing.shape[key];
  const resolve = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
  return (values, context, options) => resolve(beforeSave ? beforeSave(values) : values, context, options);
}

export const SAVED_MESSAGE = 'Website has been updated';

/** Takes the keyboard to the field of `path`, centered so the sticky save bar does not cover it. */
function focusField(key: WebsiteSectionKey, path: string | undefined) {
  if (path === undefined) return;
  // Let the messages render first.
  requestAnimationFrame(() => {
    const field = document.getElementById(fieldId(key, path));
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ block: 'center' });
  });
}

/**
 * One website sub-screen: loads the setting, edits one section with react-hook-form (checked with
 * the contract's schema of that section), saves the whole value (PATCH /settings/website/update)
 * and puts 422 field errors back on the fields; errors of other sections are listed apart.
 * Leaving with unsaved changes asks first.
 */
export function useWebsiteEditor<K extends WebsiteSectionKey>(
  key: K,
  options: { beforeSave?: (draft: SectionValue<K>) => SectionValue<K> } = {},
) {
  const queryClient = useQueryClient();
  // Every visit reads the content afresh (another admin may have saved since) and opens the form
  // on that answer once: a later read must not reset what the admin is typing.
  const query = useQuery({
    ...settingsQuery,
    select: websiteOf,
    refetchOnMount: 'always',
    retryOnMount: true,
    meta: { failure: 'screen' },
  });
  const answered = query.isFetchedAfterMount && !query.isFetching;
  const [saved, setSaved] = useState<Website | null>(null);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const beforeSave = useRef(options.beforeSave);
  beforeSave.current = options.beforeSave;
  // Paths are strings of the section's JSON ("list.2.title"): the screens are typed by their labels, not by the paths.
  const form: UseFormReturn<FieldValues> = useForm<FieldValues>({
    resolver: sectionResolver(key, (draft) => (beforeSave.current ? beforeSave.current(draft as SectionValue<K>) : draft)),
    reValidateMode: 'onSubmit',
    // The editor focuses the first error itself (centered, below the sticky bar).
    shouldFocusError: false,
  });
  const { isDirty: dirty, isSubmitting: saving, errors } = form.formState;

  const open = useCallback(
    (website: Website) => {
      setSaved(website);
      form.reset(sectionOf(website, key));
      setOtherErrors([]);
    },
    [form, key],
  );

  const loaded = answered && !query.isError ? query.data : undefined;
  useEffect(() => {
    if (loaded && !saved) open(loaded);
  }, [loaded, saved, open]);

  let load: LoadState;
  if (saved) load = { status: 'ready' };
  else if (!answered) load = { status: 'loading' };
  else if (query.isError) load = { status: 'error', message: query.error.message || 'The website content could not be loaded.' };
  else if (loaded === null) load = { status: 'empty' };
  else load = { status: 'loading' };

  // A field's error goes away as soon as it is changed; the next save checks again.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name) form.clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);

  /** Starts from empty, hidden sections when the setting does not exist yet. */
  const startBlank = useCallback(() => open(blankWebsite()), [open]);

  const reset = useCallback(() => {
    form.reset();
    setOtherErrors([]);
  }, [form]);

  const onValid = async (section: FieldValues) => {
    if (!saved) return;
    setOtherErrors([]);
    try {
      const stored = await saveWebsite(withSection(saved, key, section as SectionValue<K>));
      setSaved(stored);
      settingSaved(queryClient, { name: 'website', value: stored });
      form.reset(sectionOf(stored, key));
      // The landing and the legal pages of this tab show the new content right away.
      useSettings.getState().update({ website: stored as unknown as Record<string, unknown> });
      useNotifications.getState().notify({ variant: 'success', message: SAVED_MESSAGE });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 422 && error.errors)) return handleApiError(error);
      const prefix = `${sectionPath(key)}.`;
      const local = (path: string) => path.replace(/^value\.?/, '');
      // An error about the section as a whole has no field: it heads the summary.
      const own = Object.entries(error.fieldErrors()).find(([path]) => local(path) === sectionPath(key))?.[1];
      // "value.landing.home.headingLine1" -> "headingLine1"; other sections' errors are listed apart.
      const { placed, unplaced } = applyServerErrors(form, error, {
        focus: false,
        toField: (path) => (local(path).startsWith(prefix) ? local(path).slice(prefix.length) : null),
      });
      if (own) form.setError('root', { type: 'server', message: own });
      setOtherErrors(unplaced.filter((message) => message !== own));
      focusField(key, placed[0]);
    }
  };

  const onInvalid = (errors: FieldErrors) => focusField(key, flattenErrors(errors)[0]?.[0]);

  const save = form.handleSubmit(onValid, onInvalid);

  // Unsaved changes: ask before leaving the screen, and before closing the tab.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !saving && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm('You have unsaved changes. Leave without saving them?').then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return { key, load, form, errors, otherErrors, saving, dirty, reset, save, retry, startBlank };
}

export type WebsiteEditor = ReturnType<typeof useWebsiteEditor<WebsiteSectionKey>>;
