import { Screen } from '@/components/screen';

export function Component() {
  return <Screen title="Public pages" description="Line-art pages shared by everyone, ready to color." />;
}
