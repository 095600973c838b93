import { Screen } from '@/components/screen';

export function Component() {
  return <Screen title="Create page with AI" description="Describe a picture and get a line-art page to color." />;
}
