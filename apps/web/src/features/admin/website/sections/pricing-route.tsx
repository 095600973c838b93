import { Screen } from '@/components/screen';
import { WebsiteNav } from '../components/website-nav';
import { sectionTitle } from '../website-sections';

export function Component() {
  return (
    <Screen title={sectionTitle('pricing')} description="Website content shown on the public site.">
      <WebsiteNav />
    </Screen>
  );
}
