import { Screen } from '@/components/screen';

export function Component() {
  return <Screen title="Plans" description="Free, starter and advanced: prices and limits." />;
}
