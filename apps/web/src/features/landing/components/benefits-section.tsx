import { landingCopy } from '@cuidar/domain/messages/screens/landing';
import { CalendarCheck, HandCoins, MessagesSquare, Sparkles } from 'lucide-react';
import { SectionHeading } from './section-heading';

// The landing's benefits (docs/product.md#public-site). 'Pagamento protegido' repeats the FAQ's
// booking-payment promise, which is not built yet (docs/product.md#not-yet).
const c = landingCopy.benefits;

const benefits = [
  { icon: Sparkles, ...c.smartMatch },
  { icon: CalendarCheck, ...c.scheduleAndReviews },
  { icon: MessagesSquare, ...c.safeChat },
  { icon: HandCoins, ...c.protectedPayment },
] as const;

export function BenefitsSection() {
  return (
    <section aria-labelledby="beneficios-titulo" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="beneficios-titulo" title={c.title} subtitle={c.subtitle} />
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
