import { Screen } from '@/components/screen';
import { WebsiteNav } from './components/website-nav';

export function Component() {
  return (
    <Screen title="Website" description="The content of the landing page and the legal pages. Pick a section to edit.">
      <WebsiteNav />
    </Screen>
  );
}
