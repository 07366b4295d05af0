import { LegalDocumentView } from '../components/LegalDocumentView';
import { cookiesPolicy } from '../content/cookies-policy';

/** `/cookies-policy` */
export default function CookiesPolicyPage() {
  return <LegalDocumentView document={cookiesPolicy} />;
}
