import { landingCopy } from '@cuidar/domain/messages/screens/landing';
import { paths } from '@cuidar/domain/routes';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export function CtaSection() {
  const c = landingCopy.cta;
  return (
    <section aria-labelledby="cta-titulo" className="bg-brand-800 py-20 text-white">
      <div className="mx-auto max-w-3xl px-4 text-center">
        <h2 id="cta-titulo" className="text-3xl font-extrabold sm:text-4xl">
          {c.title}
        </h2>
        <p className="mt-4 text-lg text-brand-50">{c.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="onDark">
            <Link to={paths.onboarding}>{c.hireButton}</Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="border-white bg-transparent text-white hover:bg-brand-700">
            <Link to={paths.onboardingCuidador}>{c.becomeCaregiverButton}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
