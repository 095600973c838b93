import { Screen } from '@/components/screen';

export function Component() {
  return <Screen title="Edit user" description="Change a user's name, photo and email." />;
}
