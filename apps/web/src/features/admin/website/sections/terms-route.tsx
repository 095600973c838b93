import { LegalEditor } from './legal-editor';

export function Component() {
  return <LegalEditor page="terms" title="Terms of Service" />;
}
