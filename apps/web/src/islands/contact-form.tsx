import { ContactForm } from '@/features/contact/components/contact-form';

/** 'Fale Conosco': the contact page's island (docs/decisions/0039, 0044); the rest of the page is HTML. */
export function ContactFormIsland() {
  return <ContactForm />;
}
