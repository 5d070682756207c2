import { PageHeader } from '@/components/layout/page-header';
import { ContactInbox } from '@/features/operator-contact/components/contact-inbox';
import { usePageMeta } from '@/lib/head';

/** /operador/contato: 'Fale Conosco' answered by e-mail from the screen (docs/product.md#contact). */
export function Component() {
  usePageMeta('Fale Conosco');
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <PageHeader title="Fale Conosco" description="Mensagens sem resposta primeiro, das mais antigas para as mais novas." />
      <ContactInbox />
    </section>
  );
}
