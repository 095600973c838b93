import { Screen } from '@/components/screen';

export function Component() {
  return <Screen title="Account" description="App setup status, your admin account and the app settings." />;
}
