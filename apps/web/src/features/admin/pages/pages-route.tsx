import { Screen } from '@/components/screen';

export function Component() {
  return <Screen title="Pages" description="Every public page; block the ones that should not be shown." />;
}
