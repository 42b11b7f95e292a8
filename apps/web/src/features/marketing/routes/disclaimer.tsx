import { POLICY_LAST_UPDATED, PRODUCT_NAME } from '@physiomate/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PolicyPage, type PolicySection } from '../components/policy-page';

const sections: PolicySection[] = [
  {
    title: 'Not Medical Advice',
    body: (
      <p>
        {PRODUCT_NAME} provides general information and self-help guidance for educational purposes. It is not
        medical advice, a diagnosis or a treatment plan from a qualified health professional, and it does not
        create a clinician–patient relationship.
      </p>
    ),
  },
  {
    title: 'Consult a Health Professional',
    body: (
      <p>
        Always seek the advice of a physiotherapist, doctor or other qualified health professional about a
        medical condition, before starting a new exercise programme, and if you are pregnant, recovering from
        surgery or living with a long-term condition. Never ignore professional advice or delay seeking it
        because of something you read in {PRODUCT_NAME}.
      </p>
    ),
  },
  {
    title: 'Emergencies',
    body: (
      <>
        <p>
          {PRODUCT_NAME} is not for emergencies. Call your local emergency number or go to the nearest
          emergency department straight away if you have, for example:
        </p>
        <ul>
          <li>chest pain, difficulty breathing or signs of a stroke;</li>
          <li>loss of bladder or bowel control, or numbness around the groin or buttocks;</li>
          <li>sudden weakness, numbness or loss of coordination in your arms or legs;</li>
          <li>severe pain after a fall, accident or other injury;</li>
          <li>back pain with fever, unexplained weight loss or a history of cancer.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Exercise Safety',
    body: (
      <p>
        Exercises are suggested from the information you provide and cannot account for everything a
        professional would find in an examination. Start gently, stop any exercise that causes sharp,
        increasing or lasting pain, dizziness or shortness of breath, and seek advice if your symptoms get
        worse or do not improve.
      </p>
    ),
  },
  {
    title: 'Accuracy and Limitations',
    body: (
      <p>
        Recommendations are produced automatically and depend on the accuracy and completeness of what you
        enter. Although we screen for warning signs and work to keep our content accurate, we cannot guarantee
        that every recommendation is suitable for you, complete or free of errors. Third-party content such as
        exercise videos and product suggestions is provided for convenience and is not endorsed by us.
      </p>
    ),
  },
  {
    title: 'Your Responsibility',
    body: (
      <p>
        You decide whether and how to use the information {PRODUCT_NAME} provides, and you use it at your own
        risk. To the extent permitted by law, we are not liable for any injury or loss arising from its use.
        See our <Link to={paths.terms}>Terms of Service</Link> for the full terms.
      </p>
    ),
  },
];

export default function DisclaimerRoute() {
  return (
    <PolicyPage
      title="Medical Disclaimer"
      lastUpdated={`Last updated: ${POLICY_LAST_UPDATED}`}
      intro={<p>Please read this carefully before using {PRODUCT_NAME}.</p>}
      sections={sections}
    />
  );
}
