import { messages } from '@cuidar/domain/messages';
import { faqPageCopy as c } from '@cuidar/domain/messages/screens/faq';
import { paths } from '@cuidar/domain/routes';
import { Link } from 'react-router';
import { ContentPage } from '@/components/layout/content-page';
import { Button } from '@/components/ui/button';
import { FaqAccordion } from '@/features/faq/components/faq-accordion';
import { Island } from '@/lib/island';
import { usePageMeta } from '@/lib/head';

export function Component() {
  usePageMeta(c.metaTitle, c.metaDescription);
  return (
    <ContentPage title={c.title} lead={c.lead}>
      <Island name="faq-accordion" component={FaqAccordion} props={{}} />
      <p className="mt-8 text-lg text-slate-800">
        {c.labourLaw.before}
        <Link to={paths.vinculoEmpregaticio} className="font-semibold text-brand-800 underline underline-offset-2">
          {messages.labourLaw.faqLink}
        </Link>
        {c.labourLaw.after}
      </p>
      <footer className="mt-12 rounded-2xl bg-brand-50 p-6 text-center">
        <h2 className="text-xl font-bold text-slate-900">{c.notFoundTitle}</h2>
        <p className="mt-2 text-slate-700">{c.notFoundText}</p>
        <Button asChild className="mt-4">
          <Link to={paths.contato}>{c.contactButton}</Link>
        </Button>
      </footer>
    </ContentPage>
  );
}
