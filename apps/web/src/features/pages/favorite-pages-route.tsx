import { Screen } from '@/components/screen';

export function Component() {
  return <Screen title="Favorite pages" description="The pages you marked as favorites." />;
}
