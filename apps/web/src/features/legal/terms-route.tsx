import { PublicLayout } from '@/components/public-layout';
import { Screen } from '@/components/screen';

export function Component() {
  return (
    <PublicLayout>
      <div className="py-10">
        <Screen title="Terms of Service" description="The rules for using this app." />
      </div>
    </PublicLayout>
  );
}
