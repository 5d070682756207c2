import { BenefitsSection } from '@/features/landing/components/benefits-section';
import { CtaSection } from '@/features/landing/components/cta-section';
import { FeaturedCaregiversSection } from '@/features/landing/components/featured-caregivers-section';
import { Hero } from '@/features/landing/components/hero';
import { PlansSection } from '@/features/landing/components/plans-section';
import { TestimonialsSection } from '@/features/landing/components/testimonials-section';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { usePageMeta } from '@/lib/head';
import { Suspense } from 'react';

// The landing's order (docs/product.md#public-site): (navigation bar) hero, plans, benefits,
// testimonials, featured caregivers, call to action, (footer). The bar and the footer come from
// the public layout.
export function Component() {
  usePageMeta(
    'Cuidar — Cuidadores de idosos com carinho e segurança',
    'Encontre o cuidador ideal para sua família com rapidez e segurança. Cuidadores de idosos verificados, planos mensais, agenda simples e chat seguro.',
  );
  return (
    <>
      <Hero />
      {/* Each boundary hydrates in its own short task after the hero: no long task on slow phones. */}
      <Suspense>
        <PlansSection />
      </Suspense>
      <Suspense>
        <BenefitsSection />
      </Suspense>
      <Suspense>
        <TestimonialsSection />
      </Suspense>
      <Suspense>
        <FeaturedCaregiversSection cardAction={(caregiver) => <FavoriteButton caregiver={caregiver} />} />
      </Suspense>
      <Suspense>
        <CtaSection />
      </Suspense>
    </>
  );
}
