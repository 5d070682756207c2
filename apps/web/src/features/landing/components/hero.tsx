import { landingCopy } from '@cuidar/domain/messages/screens/landing';
import { paths } from '@cuidar/domain/routes';
import { MessageCircleHeart, ShieldCheck, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Island } from '@/lib/island';
import { ScrollDownButton } from './scroll-down-button';

const c = landingCopy.hero;

const highlightIcons = [ShieldCheck, Star, MessageCircleHeart] as const;
const highlights = c.highlights.map((text, i) => ({ icon: highlightIcons[i]!, text }));

/** Plain markup written at build time; only the arrow at the bottom is hydrated (an island). */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative flex min-h-[calc(100svh-72px)] flex-col bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col justify-center px-4 py-16 sm:py-24">
        <p className="mb-4 inline-flex w-fit items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">
          {c.badge}
        </p>
        <h1 id="hero-title" className="max-w-3xl text-4xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-6xl">
          {c.title}
        </h1>
        <p className="mt-6 max-w-2xl text-xl text-slate-700 sm:text-2xl">{c.subtitle}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.onboarding}>{c.hireButton}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.onboardingCuidador}>{c.becomeCaregiverButton}</Link>
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
