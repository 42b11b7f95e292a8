import { POLICY_LAST_UPDATED, PRODUCT_NAME } from '@physiomate/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PolicyPage, type PolicySection } from '../components/policy-page';

const sections: PolicySection[] = [
  {
    title: 'Acceptance of Terms',
    body: (
      <p>
        By using {PRODUCT_NAME} you agree to these Terms of Service and to our{' '}
        <Link to={paths.privacy}>Privacy Policy</Link>. If you do not agree, please do not use the service.
      </p>
    ),
  },
  {
    title: 'The Service',
    body: (
      <p>
        {PRODUCT_NAME} offers a self-assessment for musculoskeletal pain and personalised, general guidance
        such as exercises, lifestyle advice and suggested tools. It is an educational tool and does not
        provide medical diagnosis or treatment; our <Link to={paths.disclaimer}>Medical Disclaimer</Link>{' '}
        forms part of these terms.
      </p>
    ),
  },
  {
    title: 'Your Account',
    body: (
      <p>
        You can use the assessment without an account. If you create one, you must give a valid email address,
        keep your password secure and tell us about any unauthorised use. You are responsible for activity
        under your account. You can delete your account at any time in Settings.
      </p>
    ),
  },
  {
    title: 'Acceptable Use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>use the service unlawfully or to harm others;</li>
          <li>try to access other people’s accounts or data, or interfere with the service’s security;</li>
          <li>copy, resell or automate access to the service without our written permission;</li>
          <li>submit content that is abusive, infringing or that you have no right to share.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Plans and Payments',
    body: (
      <p>
        The Free plan costs nothing. Paid plans (Pro and Master) are coming soon and cannot be bought yet;
        when they can, the price, billing period and how to cancel will be shown on the{' '}
        <Link to={paths.pricing}>Plans</Link> page before you pay. Plan limits, such as the number of saved
        assessments, are described on that page and may change with reasonable notice.
      </p>
    ),
  },
  {
    title: 'Limitation of Liability',
    body: (
      <p>
        The service is provided “as is”. To the extent permitted by law, we are not liable for indirect or
        consequential losses, or for any injury or loss arising from reliance on the guidance provided.
        Nothing in these terms limits liability that cannot be limited by law.
      </p>
    ),
  },
  {
    title: 'Changes to These Terms',
    body: (
      <p>
        We may update these terms from time to time. We will post the new version on this page with a new
        “last updated” date; continuing to use {PRODUCT_NAME} after that means you accept the changes.
        Questions? <Link to={paths.contact}>Contact us</Link>.
      </p>
    ),
  },
];

export default function TermsRoute() {
  return (
    <PolicyPage
      title="Terms of Service"
      lastUpdated={`Last updated: ${POLICY_LAST_UPDATED}`}
      sections={sections}
    />
  );
}
