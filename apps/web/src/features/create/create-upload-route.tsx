import { Screen } from '@/components/screen';

export function Component() {
  return <Screen title="Upload page" description="Turn your own line-art image into a coloring page." />;
}
