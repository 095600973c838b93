import type { AppStatus } from '@crayonbox/contract';
import { useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { AccountForm } from '@/components/account-form';
import { Panel } from '@/components/form-panel';
import { Screen } from '@/components/screen';
import { useSession } from '@/stores/session';
import { listSettings, readAppStatus } from './api';
import { AppSettingsForm } from './app-settings-form';
import { SetupChecklist } from './setup-checklist';

export const SETTINGS_LOAD_FAILED = 'Failed to load app settings';

/** The settings (secrets masked) and the setup checklist, in parallel. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [settings, status] = await Promise.all([listSettings(request.signal), readAppStatus(request.signal)]);
  if (!settings || !status) throw new Error(SETTINGS_LOAD_FAILED);
  return { settings, status };
}

/** /admin/account: the setup checklist, the admin's own account beside the app settings form. */
export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const user = useSession((state) => state.user);
  const [status, setStatus] = useState<AppStatus>(loaded.status);
  const [refreshing, setRefreshing] = useState(false);

  async function reloadStatus() {
    setRefreshing(true);
    const fresh = await readAppStatus();
    setRefreshing(false);
    if (fresh) setStatus(fresh);
  }

  return (
    <Screen title="Account" description="The app setup status, your admin account and the app settings.">
      <SetupChecklist status={status} refreshing={refreshing} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(18rem,24rem)_minmax(0,1fr)]">
        <Panel title="Your account" titleId="admin-account-title">
          {user ? <AccountForm key={user.id} user={user} /> : null}
        </Panel>
        <Panel title="App settings" titleId="app-settings-title">
          <AppSettingsForm settings={loaded.settings} onSaved={() => void reloadStatus()} />
        </Panel>
      </div>
    </Screen>
  );
}
