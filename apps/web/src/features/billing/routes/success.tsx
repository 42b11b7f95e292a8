import { PRODUCT_NAME } from '@physiomate/shared';
import { Link } from 'react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

export default function SuccessRoute() {
  return (
    <PlaceholderPage
      title="Congratulations!"
      documentTitle="Payment successful"
      intro={`Thank you for supporting ${PRODUCT_NAME}.`}
    >
      <Link to={paths.myAssessments} className={buttonClasses('primary')}>
        Start Exploring
      </Link>
    </PlaceholderPage>
  );
}
