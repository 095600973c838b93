import { Screen } from '@/components/screen';

export function Component() {
  return <Screen title="Create user" description="Add an account by hand." />;
}
