import { CalendarCheck, HandCoins, MessagesSquare, Sparkles } from 'lucide-react';
import { SectionHeading } from './section-heading';

// The landing's benefits (docs/product.md#public-site). 'Pagamento protegido' repeats the FAQ's
// booking-payment promise, which is not built yet (docs/product.md#not-yet).
const benefits = [
  {
    icon: Sparkles,
    title: 'Combinação inteligente',
    text: 'Conte o turno, as necessidades do seu familiar e onde vocês moram: mostramos primeiro os cuidadores que combinam com essas preferências.',
  },
  {
    icon: CalendarCheck,
    title: 'Agenda simples e avaliações transparentes',
    text: 'Veja a disponibilidade, agende por dia e horário e leia o que outras famílias contaram depois de cada atendimento.',
  },
  {
    icon: MessagesSquare,
    title: 'Chat seguro',
    text: 'Converse com o cuidador dentro da plataforma antes de agendar, sem expor seu telefone ou endereço.',
  },
  {
    icon: HandCoins,
    title: 'Pagamento protegido',
    text: 'Você paga por cartão ou Pix na plataforma, e o valor só é repassado ao cuidador 48 horas depois de cada dia de atendimento.',
  },
] as const;

export function BenefitsSection() {
  return (
    <section aria-labelledby="beneficios-titulo" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="beneficios-titulo" title="Por que escolher o Cuidar?" subtitle="Tudo o que sua família precisa para contratar com tranquilidade." />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-bold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
