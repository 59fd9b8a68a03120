import { ContactSection } from './components/contact-section';

/** /contactus (spec §2.1): the landing's contact form and office details as a page of their own. */
export function ContactUsPage() {
  return <ContactSection variant="page" />;
}
