import { operatorDeskCopy } from '@cuidar/domain/messages/screens/operator-desk';
import { PageHeader } from '@/components/layout/page-header';
import { ContactInbox } from '@/features/operator-contact/components/contact-inbox';
import { usePageMeta } from '@/lib/head';

/** /operador/contato: 'Fale Conosco' answered by e-mail from the screen (docs/product.md#contact). */
const c = operatorDeskCopy.contact;

export function Component() {
  usePageMeta(c.pageTitle);
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <PageHeader title={c.title} description={c.description} />
      <ContactInbox />
    </section>
  );
}
