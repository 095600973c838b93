import { Screen } from '@/components/screen';

export function Component() {
  return <Screen title="Choose plan" description="Pick the plan that fits how much you color." />;
}
