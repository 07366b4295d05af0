import { LegalDocumentView } from '../components/LegalDocumentView';
import { privacyPolicy } from '../content/privacy-policy';

/** `/privacy-policy` */
export default function PrivacyPolicyPage() {
  return <LegalDocumentView document={privacyPolicy} />;
}
