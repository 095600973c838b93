import { Screen } from '@/components/screen';

export function Component() {
  return <Screen title="Subscriptions" description="Paid plans, active and canceled." />;
}
