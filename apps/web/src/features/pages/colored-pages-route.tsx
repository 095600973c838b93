import { Screen } from '@/components/screen';

export function Component() {
  return <Screen title="Colored pages" description="Pages you have colored and saved." />;
}
