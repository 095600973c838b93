import type { Setting } from '@crayonbox/contract';
import { create } from 'zustand';

export const DEFAULT_APP_NAME = 'Crayonbox';

/** The public settings the whole app needs: name, tagline, favicon and the landing content. */
export interface AppSettings {
  appName: string;
  tagline: string;
  favicon: string;
  /** The `website` setting (landing content and legal pages); typed by the landing feature. */
  website: Record<string, unknown> | null;
}

interface SettingsState extends AppSettings {
  /** True once GET /settings/list answered (successfully or not). */
  loaded: boolean;
  /** Applies the list returned by GET /settings/list. */
  applyList: (list: Setting[]) => void;
  /** Local refresh after the admin saved settings. */
  update: (changes: Partial<AppSettings>) => void;
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

export const useSettings = create<SettingsState>()((set) => ({
  appName: DEFAULT_APP_NAME,
  tagline: '',
  favicon: '',
  website: null,
  loaded: false,
  applyList: (list) => {
    const byName = new Map(list.map((setting) => [setting.name, setting.value]));
    const website = byName.get('website');
    set({
      appName: text(byName.get('app_name'), '').trim() || DEFAULT_APP_NAME,
      tagline: text(byName.get('tagline'), ''),
      favicon: text(byName.get('favicon'), ''),
      website: website && typeof website === 'object' ? (website as Record<string, unknown>) : null,
      loaded: true,
    });
  },
  update: (changes) => set(changes),
}));
