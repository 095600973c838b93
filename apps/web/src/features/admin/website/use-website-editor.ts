import { websiteSchema, type Website } from '@crayonbox/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { ApiError, handleApiError, isAbort } from '@/lib/api';
import { blankWebsite } from '@/lib/website';
import { confirm } from '@/stores/confirm';
import { useNotifications } from '@/stores/notifications';
import { useSettings } from '@/stores/settings';
import { fetchWebsite, saveWebsite } from './api';
import { fieldId, getAt, setAt } from './paths';
import { isLegal, type WebsiteSectionKey } from './website-sections';

export type SectionValue<K extends WebsiteSectionKey> = K extends 'terms' | 'privacy'
  ? Website[K]
  : K extends keyof Website['landing']
    ? Website['landing'][K]
    : never;

type LoadState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'empty' } | { status: 'ready' };

/** Where a section lives in the setting ("landing.home", "terms"); field errors are keyed below it. */
const sectionPath = (key: WebsiteSectionKey) => (isLegal(key) ? key : `landing.${key}`);

/** "value.landing.home.headingLine1" (server) or "landing.home.headingLine1" (local) -> "headingLine1". */
function sectionErrors(
  errors: Record<string, string[] | string>,
  key: WebsiteSectionKey,
): { fields: Record<string, string>; other: string[] } {
  const prefix = `${sectionPath(key)}.`;
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const [rawPath, messages] of Object.entries(errors)) {
    const path = rawPath.replace(/^value\.?/, '');
    const message = Array.isArray(messages) ? messages[0] : messages;
    if (!message) continue;
    if (path.startsWith(prefix)) fields[path.slice(prefix.length)] ??= message;
    else if (path === sectionPath(key)) fields[''] ??= message;
    else other.push(message);
  }
  return { fields, other };
}

export const SAVED_MESSAGE = 'Website has been updated';

/**
 * State of one website sub-screen: loads the setting, keeps an editable copy of one section,
 * validates with the contract's schema, saves the whole value (PATCH /settings/website/update) and
 * maps 422 field errors back onto the fields. Leaving with unsaved changes asks first.
 */
export function useWebsiteEditor<K extends WebsiteSectionKey>(
  key: K,
  options: { beforeSave?: (draft: SectionValue<K>) => SectionValue<K> } = {},
) {
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [saved, setSaved] = useState<Website | null>(null);
  const [draft, setDraft] = useState<SectionValue<K> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const beforeSave = useRef(options.beforeSave);
  beforeSave.current = options.beforeSave;

  const pick = useCallback((website: Website) => structuredClone(getAt(website, sectionPath(key))) as SectionValue<K>, [key]);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchWebsite(controller.signal).then(
      (website) => {
        if (!website) return setLoad({ status: 'empty' });
        setSaved(website);
        setDraft(pick(website));
        setLoad({ status: 'ready' });
      },
      (error: unknown) => {
        if (isAbort(error)) return;
        setLoad({
          status: 'error',
          message: error instanceof Error && error.message ? error.message : 'The website content could not be loaded.',
        });
      },
    );
    return () => controller.abort();
  }, [pick, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  /** Starts from empty, hidden sections when the setting does not exist yet. */
  const startBlank = useCallback(() => {
    const website = blankWebsite();
    setSaved(website);
    setDraft(pick(website));
    setLoad({ status: 'ready' });
  }, [pick]);

  const savedSection = useMemo(() => (saved ? pick(saved) : null), [saved, pick]);
  const dirty = draft !== null && JSON.stringify(draft) !== JSON.stringify(savedSection);

  /** Replaces the value at `path` of the section; the field's error goes away. */
  const set = useCallback((path: string, value: unknown) => {
    setDraft((current) => (current === null ? current : setAt(current, path, value)));
    setErrors((current) => {
      if (!(path in current)) return current;
      const next = { ...current };
      delete next[path];
      return next;
    });
  }, []);

  /** Errors of a list shift when its items move: they are dropped, the next save finds them again. */
  const clearErrorsUnder = useCallback((path: string) => {
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([p]) => p !== path && !p.startsWith(`${path}.`))));
  }, []);

  const reset = useCallback(() => {
    setDraft(savedSection === null ? null : structuredClone(savedSection));
    setErrors({});
    setOtherErrors([]);
  }, [savedSection]);

  const showErrors = useCallback(
    (raw: Record<string, string[] | string>) => {
      const { fields, other } = sectionErrors(raw, key);
      setErrors(fields);
      setOtherErrors(other);
      const first = Object.keys(fields)[0];
      // Let the messages render, then take the keyboard to the first field that needs a fix.
      if (first === undefined) return;
      requestAnimationFrame(() => {
        const field = document.getElementById(fieldId(key, first));
        // Centered, so the sticky save bar does not cover it.
        field?.focus({ preventScroll: true });
        field?.scrollIntoView({ block: 'center' });
      });
    },
    [key],
  );

  const save = useCallback(async () => {
    if (!saved || draft === null || saving) return;
    const section = beforeSave.current ? beforeSave.current(draft) : draft;
    const value = setAt(saved, sectionPath(key), section);
    const notify = useNotifications.getState().notify;

    const local = websiteSchema.safeParse(value);
    if (!local.success) {
      const raw: Record<string, string> = {};
      for (const issue of local.error.issues) raw[issue.path.join('.')] ??= issue.message;
      // The error summary (an alert) and the messages beside the fields say what to fix.
      showErrors(raw);
      return;
    }

    setSaving(true);
    try {
      const stored = await saveWebsite(value);
      setSaved(stored);
      setDraft(pick(stored));
      setErrors({});
      setOtherErrors([]);
      // The landing and the legal pages of this tab show the new content right away.
      useSettings.getState().update({ website: stored as unknown as Record<string, unknown> });
      notify({ variant: 'success', message: SAVED_MESSAGE });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.errors) {
        showErrors(error.errors);
      } else {
        handleApiError(error);
      }
    } finally {
      setSaving(false);
    }
  }, [saved, draft, saving, key, pick, showErrors]);

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

  return { key, load, draft, errors, otherErrors, saving, dirty, set, clearErrorsUnder, reset, save, retry, startBlank };
}

export type WebsiteEditor<K extends WebsiteSectionKey = WebsiteSectionKey> = ReturnType<typeof useWebsiteEditor<K>>;
