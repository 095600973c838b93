import { Screen } from '@/components/screen';

export function Component() {
  return <Screen title="Dashboard" description="Users, pages, colored pages and subscriptions at a glance." />;
}
