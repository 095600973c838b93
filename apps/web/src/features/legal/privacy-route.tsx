import { LegalPage } from './legal-page';

export function Component() {
  return <LegalPage page="privacy" title="Privacy Policy" />;
}
