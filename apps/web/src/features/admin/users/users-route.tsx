import { Screen } from '@/components/screen';

export function Component() {
  return <Screen title="Users" description="Everyone who signed up, with their plan." />;
}
