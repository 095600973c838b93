import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { AccountForm } from '@/components/account-form';
import { Panel } from '@/components/form-panel';
import { Screen } from '@/components/screen';
import { settingsSaved } from '@/lib/invalidate';
import { loadQuery } from '@/lib/load-query';
import { queryClientContext } from '@/lib/query-client';
import { settingsQuery } from '@/lib/settings-query';
import { useSession } from '@/stores/session';
import { AppSettingsForm } from './app-settings-form';
import { appStatusQuery } from './queries';
import { SetupChecklist } from './setup-checklist';

export const SETTINGS_LOAD_FAILED = 'Failed to load app settings';

/** The settings (secrets masked) and the setup checklist, in parallel. */
export async function loader({ context }: LoaderFunctionArgs) {
  const queryClient = context.get(queryClientContext);
  await Promise.all([
    loadQuery(queryClient, settingsQuery, SETTINGS_LOAD_FAILED),
    loadQuery(queryClient, appStatusQuery, SETTINGS_LOAD_FAILED),
  ]);
  return null;
}

/** /admin/account: the setup checklist, the admin's own account beside the app settings form. */
export function Component() {
  const { data: settings } = useSuspenseQuery(settingsQuery);
  // A failed re-read after a save keeps the checklist shown (the notification says why).
  const { data: status, isFetching: refreshing } = useSuspenseQuery(appStatusQuery);
  const queryClient = useQueryClient();
  const user = useSession((state) => state.user);

  return (
    <Screen title="Account" description="The app setup status, your admin account and the app settings.">
      <SetupChecklist status={status} refreshing={refreshing} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(18rem,24rem)_minmax(0,1fr)]">
        <Panel title="Your account" titleId="admin-account-title">
          {user ? <AccountForm key={user.id} user={user} /> : null}
        </Panel>
        <Panel title="App settings" titleId="app-settings-title">
          <AppSettingsForm settings={settings} onSaved={() => void settingsSaved(queryClient)} />
        </Panel>
      </div>
    </Screen>
  );
}
