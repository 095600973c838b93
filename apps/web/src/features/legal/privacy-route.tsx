import { PublicLayout } from '@/components/public-layout';
import { Screen } from '@/components/screen';

export function Component() {
  return (
    <PublicLayout>
      <div className="py-10">
        <Screen title="Privacy Policy" description="What we collect and how we use it." />
      </div>
    </PublicLayout>
  );
}
