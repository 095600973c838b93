import { Screen } from '@/components/screen';

export function Component() {
  return <Screen title="Colored pages" description="Colorings saved by users." />;
}
