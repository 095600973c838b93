import { Screen } from '@/components/screen';

export function Component() {
  return <Screen title="Color page" description="Pick a brush and a color, then fill the page." />;
}
