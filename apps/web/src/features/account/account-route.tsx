import { Screen } from '@/components/screen';

export function Component() {
  return <Screen title="Account" description="Your name, photo, email and plan." />;
}
