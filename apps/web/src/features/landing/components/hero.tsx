import { paths } from '@cuidar/domain/routes';
import { MessageCircleHeart, ShieldCheck, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Island } from '@/lib/island';
import { ScrollDownButton } from './scroll-down-button';

const highlights = [
  { icon: ShieldCheck, text: 'Cuidadores verificados' },
  { icon: Star, text: 'Avaliações de famílias reais' },
  { icon: MessageCircleHeart, text: 'Chat seguro' },
] as const;

/** Plain markup written at build time; only the arrow at the bottom is hydrated (an island). */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative flex min-h-[calc(100svh-72px)] flex-col bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col justify-center px-4 py-16 sm:py-24">
        <p className="mb-4 inline-flex w-fit items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">
          Cuidadores de idosos em todo o Brasil
        </p>
        <h1 id="hero-title" className="max-w-3xl text-4xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-6xl">
          Cuidamos com amor de quem mais precisa
        </h1>
        <p className="mt-6 max-w-2xl text-xl text-slate-700 sm:text-2xl">Encontre o cuidador ideal para sua família com rapidez e segurança</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.onboarding}>Contratar cuidador</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.onboardingCuidador}>Torne-se cuidador</Link>
          </Button>
        </div>
        <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-3 text-slate-800">
          {highlights.map(({ icon: Icon, text }) => (
            <li key={text} className="inline-flex items-center gap-2 font-medium">
              <Icon aria-hidden="true" className="size-5 text-brand-700" />
              {text}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex justify-center pb-6">
        <Island name="hero-scroll" component={ScrollDownButton} props={{}} />
      </div>
    </section>
  );
}
