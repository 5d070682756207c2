import { LABOUR_LAW_MAX_DAYS_PER_WEEK } from '@cuidar/domain/labour-law';
import { paths } from '@cuidar/domain/routes';
import { CalendarDays, FileSignature, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ContentPage } from '@/components/layout/content-page';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/head';

// What the labour law says about caregivers and families, plainly (docs/product.md#labour-law).
// Static: pre-rendered with no island. It claims only what the product does: it warns and records
// the family's choice; it does not register anyone, file the eSocial or pay an employee.

const kinds = [
  {
    icon: CalendarDays,
    title: `Até ${LABOUR_LAW_MAX_DAYS_PER_WEEK} dias por semana: diarista`,
    text: 'Quem trabalha para a mesma família até 2 dias por semana é diarista: um profissional autônomo, pago pelos dias de trabalho, sem registro em carteira.',
  },
  {
    icon: FileSignature,
    title: `Mais de ${LABOUR_LAW_MAX_DAYS_PER_WEEK} dias por semana: empregado doméstico`,
    text: 'Quem trabalha para a mesma família mais de 2 dias por semana, de forma contínua, é empregado doméstico. Há vínculo empregatício: a família é a empregadora, com carteira assinada e direitos trabalhistas.',
  },
] as const;

export function Component() {
  usePageMeta(
    'Vínculo empregatício',
    'Quando um cuidador de idosos passa a ser empregado doméstico (Lei Complementar 150/2015), o que a contratação formal envolve e como alternar cuidadores no Cuidar.',
  );
  return (
    <ContentPage title="Vínculo empregatício: quando o cuidador vira empregado doméstico" lead="O que a lei diz, o que muda para a sua família e como o Cuidar ajuda você a decidir.">
      <div className="space-y-5 text-lg text-slate-800">
        <h2 className="text-2xl font-bold text-slate-900">O que diz a lei</h2>
        <p>
          A Lei Complementar nº 150, de 2015 (a “Lei das Domésticas”), diz que é <strong>empregado doméstico</strong> quem trabalha para uma
          pessoa ou família, na casa dela, de forma contínua, por <strong>mais de 2 dias por semana</strong>. Cuidadores de idosos que
          trabalham na casa da família estão incluídos.
        </p>
        <p>O que conta são os dias da semana, não as horas: três manhãs de 4 horas com o mesmo cuidador já são 3 dias.</p>
      </div>

      <h2 className="mt-12 text-2xl font-bold text-slate-900">Diarista ou empregado doméstico?</h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2">
        {kinds.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-slate-200 p-5">
            <Icon aria-hidden="true" className="size-8 text-brand-700" />
            <h3 className="mt-3 text-lg font-bold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-700">{text}</p>
          </li>
        ))}
      </ul>

      <div className="mt-12 space-y-5 text-lg text-slate-800">
        <h2 className="text-2xl font-bold text-slate-900">O que a contratação formal envolve</h2>
        <p>Quando há vínculo empregatício, a família passa a ser empregadora e precisa, entre outras coisas:</p>
        <ul className="list-disc space-y-2 pl-6">
          <li>registrar o cuidador na Carteira de Trabalho;</li>
          <li>
            cadastrar-se como empregadora no <strong>eSocial</strong> (eSocial Doméstico) e pagar todo mês a guia única (DAE), que reúne o INSS,
            o FGTS e os outros encargos;
          </li>
          <li>
            respeitar os direitos do empregado doméstico: pelo menos o salário mínimo (ou o piso do seu estado), férias com um terço a mais,
            13º salário, descanso semanal, limite de jornada com horas extras e adicional noturno, vale-transporte, aviso prévio e FGTS.
          </li>
        </ul>
        <p>
          Tudo isso fica com a família. <strong>O Cuidar não faz o registro, o eSocial nem os pagamentos de um empregado doméstico.</strong> Para o
          passo a passo, procure “eSocial Doméstico” no portal gov.br ou fale com um contador.
        </p>
      </div>

      <div className="mt-12 space-y-5 text-lg text-slate-800">
        <h2 className="text-2xl font-bold text-slate-900">Como o Cuidar ajuda</h2>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Ao agendar, avisamos <strong>antes do pagamento</strong> quando o mesmo cuidador passaria de 2 dias em alguma semana (de segunda a
            domingo) com a sua família, contando as reservas que você já tem com ele.
          </li>
          <li>
            Você escolhe o que vai fazer: <strong>alternar cuidadores</strong> (no máximo 2 dias por semana com cada um) ou{' '}
            <strong>contratar formalmente</strong>. A sua escolha fica registrada na reserva, e o cuidador também a vê.
          </li>
          <li>Para alternar, as recomendações mostram outros cuidadores verificados que atendem a sua região.</li>
          <li>
            Os planos de segunda a sexta cobrem 5 dias por semana: com um só cuidador, isso forma vínculo empregatício. Para não formar, o
            cuidado precisa alternar pelo menos dois cuidadores.
          </li>
        </ul>
      </div>

      <p className="mt-10 rounded-2xl bg-slate-100 p-5 text-slate-700">
        Esta página é uma orientação geral e não substitui a orientação de um contador ou advogado. Em caso de dúvida sobre a sua situação,
        consulte um profissional.
      </p>

      <div className="mt-12 rounded-2xl bg-brand-50 p-6 text-center">
        <Users aria-hidden="true" className="mx-auto size-8 text-brand-700" />
        <h2 className="mt-2 text-xl font-bold text-slate-900">Quer alternar cuidadores?</h2>
        <p className="mt-2 text-slate-700">Veja profissionais verificados recomendados para a sua família.</p>
        <Button asChild size="lg" className="mt-4">
          <Link to={paths.recomendacoes}>Ver cuidadores recomendados</Link>
        </Button>
      </div>
    </ContentPage>
  );
}
