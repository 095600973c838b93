import { LegalPage } from './legal-page';

export function Component() {
  return <LegalPage page="terms" title="Terms of Service" />;
}
