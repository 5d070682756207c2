import { messages } from '@cuidar/domain/messages';
import { paths } from '@cuidar/domain/routes';
import { Link } from 'react-router';
import { ContentPage } from '@/components/layout/content-page';
import { Button } from '@/components/ui/button';
import { FaqAccordion } from '@/features/faq/components/faq-accordion';
import { Island } from '@/lib/island';
import { usePageMeta } from '@/lib/head';

export function Component() {
  usePageMeta('Perguntas Frequentes', 'Respostas sobre verificação de cuidadores, preços, agendamento, pagamento, garantia de satisfação e contrato no Cuidar.');
  return (
    <ContentPage title="Perguntas Frequentes" lead="Respostas rápidas para as dúvidas mais comuns de famílias e cuidadores.">
      <Island name="faq-accordion" component={FaqAccordion} props={{}} />
      <p className="mt-8 text-lg text-slate-800">
        Vai contar com o mesmo cuidador mais de 2 dias por semana?{' '}
        <Link to={paths.vinculoEmpregaticio} className="font-semibold text-brand-800 underline underline-offset-2">
          {messages.labourLaw.faqLink}
        </Link>
        .
      </p>
      <footer className="mt-12 rounded-2xl bg-brand-50 p-6 text-center">
        <h2 className="text-xl font-bold text-slate-900">Não encontrou sua resposta?</h2>
        <p className="mt-2 text-slate-700">Nossa equipe responde por email em dias úteis.</p>
        <Button asChild className="mt-4">
          <Link to={paths.contato}>Fale Conosco</Link>
        </Button>
      </footer>
    </ContentPage>
  );
}
