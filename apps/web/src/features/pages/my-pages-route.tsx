import { Screen } from '@/components/screen';

export function Component() {
  return <Screen title="My pages" description="The pages you created with AI or uploaded." />;
}
