import { paths } from '@cuidar/domain/routes';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/head';

export function Component() {
  usePageMeta('Cuidar — Cuidadores de idosos com carinho e segurança');
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:py-28">
        <h1 className="max-w-3xl text-4xl font-extrabold leading-tight text-slate-900 sm:text-5xl">Cuidamos com amor de quem mais precisa</h1>
        <p className="mt-6 max-w-2xl text-xl text-slate-700">Encontre o cuidador ideal para sua família com rapidez e segurança</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.onboarding}>Contratar cuidador</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.onboardingCuidador}>Torne-se cuidador</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
