import { ContactForm } from '@/features/contact/components/contact-form';
import { WithQueryClient } from './query-client';

/** 'Fale Conosco': the contact page's island (docs/decisions/0039); the rest of the page is HTML. */
export function ContactFormIsland() {
  return (
    <WithQueryClient>
      <ContactForm />
    </WithQueryClient>
  );
}
