import { LegalEditor } from './legal-editor';

export function Component() {
  return <LegalEditor page="privacy" title="Privacy Policy" />;
}
