import { Screen } from '@/components/screen';

export function Component() {
  return <Screen title="Edit plan" description="Change a plan's title, description, price and limits." />;
}
