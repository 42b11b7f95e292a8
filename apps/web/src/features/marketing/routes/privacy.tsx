import { POLICY_LAST_UPDATED, PRODUCT_NAME } from '@physiomate/shared';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PolicyPage, type PolicySection } from '../components/policy-page';
import { PrivacyAccount } from '../components/privacy-account';

/** The policy's date line as first published (docs/decisions/product-texts.md): 'Last updated: June, 2025'. */
const lastUpdated = `Last updated: ${POLICY_LAST_UPDATED.replace(/^(\S+) (\d{4})$/, '$1, $2')}`;

/* Say only what the software does (docs/decisions/product-texts.md). */
const sections: PolicySection[] = [
  {
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need to provide {PRODUCT_NAME}:</p>
        <ul>
          <li>
            <strong>Account information:</strong> your email address and your password, which is stored only
            as a one-way hash.
          </li>
          <li>
            <strong>Health and fitness assessment data:</strong> the symptoms you describe, the pain areas you
            mark, and the recommendations and exercises produced for you.
          </li>
          <li>
            <strong>Usage data and preferences:</strong> your plan and basic technical records needed to run
            the service securely, such as sign-in times.
          </li>
          <li>
            <strong>Communication records:</strong> the emails we send you (such as address confirmations) and
            the emails you send to support.
          </li>
        </ul>
        <p>You can complete an assessment without an account.</p>
      </>
    ),
  },
  {
    title: 'How We Use Your Information',
    body: (
      <ul>
        <li>to generate your personalised recommendations;</li>
        <li>to save your assessments so you can come back to them;</li>
        <li>to manage your account and your plan;</li>
        <li>to send service messages, such as email confirmation and important updates;</li>
        <li>to respond when you contact support;</li>
        <li>to provide educational content related to your assessment.</li>
      </ul>
    ),
  },
  {
    title: 'Information Security',
    body: (
      <ul>
        <li>
          Your health data (symptoms and results) is encrypted at rest in our database with a key held on the
          server.
        </li>
        <li>
          Your sign-in session is kept in a secure, httpOnly cookie that page scripts cannot read, not in your
          browser’s local storage.
        </li>
        <li>Passwords are stored only as one-way hashes; nobody at {PRODUCT_NAME} can read them.</li>
        <li>
          This is encryption at rest, not end-to-end encryption: our server decrypts your data when it needs
          it, for example to produce your recommendations.
        </li>
      </ul>
    ),
  },
  {
    title: 'Information Sharing',
    body: (
      <>
        <p>
          We do not sell your personal information, and we do not share it for advertising. We share it only:
        </p>
        <ul>
          <li>
            with service providers that help us run {PRODUCT_NAME} (for example, hosting or email delivery),
            only as needed for that purpose;
          </li>
          <li>
            when required by law, or to protect the rights, safety and security of our users and service;
          </li>
          <li>with your explicit consent.</li>
        </ul>
        <p>
          The round badge with your initials is drawn in your browser from your email address; we don’t send
          your address to any avatar service.
        </p>
      </>
    ),
  },
  {
    title: 'Your Rights and Choices',
    body: (
      <>
        <p>You are in control of your information:</p>
        <ul>
          <li>
            <strong>Access:</strong> see your saved assessments and their plans at any time in your account.
          </li>
          <li>
            <strong>Correction:</strong> update your email address and password in Settings.
          </li>
          <li>
            <strong>Deletion:</strong> delete individual assessments, or permanently delete your account and
            all of its health data in Settings.
          </li>
          <li>
            <strong>Portability:</strong> download all of your data as a file from Settings.
          </li>
        </ul>
        <p>
          For anything else, <Link to={paths.contact}>contact us</Link>.
        </p>
      </>
    ),
  },
  {
    title: 'Cookies and Tracking',
    body: (
      <p>
        We use one essential cookie, which keeps you signed in. It is required for your account to work and is
        removed when you sign out or the session expires. We do not use analytics, advertising or tracking
        cookies, and we don’t use third-party trackers.
      </p>
    ),
  },
  {
    title: 'Changes to This Policy',
    body: (
      <p>
        If we change this policy, we will post the new version on this page and update the date above. If you
        continue to use {PRODUCT_NAME} after a change is posted, you accept the updated policy.
      </p>
    ),
  },
];

export default function PrivacyRoute() {
  return (
    <PolicyPage
      title="Privacy Policy"
      lastUpdated={lastUpdated}
      intro={
        <>
          <p>Your health information is personal. Here is what we collect, why, and how we protect it.</p>
          <PrivacyAccount />
        </>
      }
      sections={sections}
    >
      <section
        aria-labelledby="privacy-questions"
        className="mt-12 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8"
      >
        <h2 id="privacy-questions" className="text-xl font-semibold text-ink">
          Questions About Your Privacy
        </h2>
        <p className="mt-2 leading-7 text-slate-700">
          If you have a question about this policy or how your data is handled, we’re here to help.
        </p>
        <Link to={paths.contact} className={buttonClasses('primary', 'md', 'mt-5')}>
          Contact Us
        </Link>
      </section>
    </PolicyPage>
  );
}
