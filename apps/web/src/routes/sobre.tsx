import { paths } from '@cuidar/domain/routes';
import { HeartHandshake, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { ContentPage } from '@/components/layout/content-page';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/head';

const values = [
  {
    icon: HeartHandshake,
    title: 'Cuidado com respeito',
    text: 'Cada pessoa idosa tem sua história, seus hábitos e sua dignidade. Queremos cuidadores que respeitem tudo isso.',
  },
  {
    icon: ShieldCheck,
    title: 'Segurança e transparência',
    text: 'Verificamos os cuidadores, mostramos avaliações de famílias reais e protegemos os dados de saúde que você nos confia.',
  },
  {
    icon: Sparkles,
    title: 'Simplicidade',
    text: 'Encontrar, conversar e agendar deve ser fácil para quem já tem muito com o que se preocupar.',
  },
] as const;

export function Component() {
  usePageMeta('Sobre nós', 'Conheça o Cuidar: a plataforma que conecta famílias a cuidadores de idosos verificados, com segurança e transparência.');
  return (
    <ContentPage title="Sobre nós" lead="Cuidamos com amor de quem mais precisa.">
      <div className="space-y-5 text-lg text-slate-800">
        <p>
          O Cuidar nasceu de uma pergunta que muitas famílias brasileiras fazem: como encontrar alguém de confiança para cuidar de um pai, de
          uma mãe ou de um avô quando não podemos estar por perto o tempo todo?
        </p>
        <p>
          Somos uma plataforma que conecta famílias a cuidadores de idosos profissionais. As famílias contam do que precisam, recebem
          recomendações, conversam com os cuidadores e agendam por dia e horário. Os cuidadores mostram sua experiência, definem o valor da
          própria hora e organizam sua agenda.
        </p>
      </div>
      <h2 className="mt-12 text-2xl font-bold text-slate-900">No que acreditamos</h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-3">
        {values.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-slate-200 p-5">
            <Icon aria-hidden="true" className="size-8 text-brand-700" />
            <h3 className="mt-3 text-lg font-bold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-12 rounded-2xl bg-brand-50 p-6 text-center">
        <h2 className="text-xl font-bold text-slate-900">Vamos encontrar o cuidador certo para sua família?</h2>
        <Button asChild size="lg" className="mt-4">
          <Link to={paths.onboarding}>Encontrar um cuidador</Link>
        </Button>
      </div>
    </ContentPage>
  );
}
