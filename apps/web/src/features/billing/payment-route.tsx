import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';
import { PublicLayout } from '@/components/public-layout';
import { Screen } from '@/components/screen';

/** Where the payment provider sends the browser back after checkout. */
export function Component() {
  return (
    <PublicLayout>
      <div className="py-10">
        <Screen title="Payment" description="The result of your checkout.">
          <Link to="/pages/public" className={buttonClasses()}>
            Back to the app
          </Link>
        </Screen>
      </div>
    </PublicLayout>
  );
}
