import { landingCopy } from '@cuidar/domain/messages/screens/landing';
import { BenefitsSection } from '@/features/landing/components/benefits-section';
import { CtaSection } from '@/features/landing/components/cta-section';
import { Hero } from '@/features/landing/components/hero';
import { PlansSection } from '@/features/landing/components/plans-section';
import { TestimonialsSection } from '@/features/landing/components/testimonials-section';
import { FeaturedCaregiversIsland } from '@/islands/featured-caregivers';
import { Island } from '@/lib/island';
import { usePageMeta } from '@/lib/head';

// The landing's order (docs/product.md#public-site): (navigation bar) hero, plans, benefits,
// testimonials, featured caregivers, call to action, (footer). The bar and the footer come from
// the public layout. The page is HTML written at build time; the testimonials, the featured
// caregivers (and the hero's arrow) are its islands (docs/decisions/0039); the featured caregivers,
// far below the first screen, are fetched and hydrated when the visitor scrolls near them.
export function Component() {
  usePageMeta(landingCopy.metaTitle, landingCopy.metaDescription);
  return (
    <>
      <Hero />
      <PlansSection />
      <BenefitsSection />
      <Island name="testimonials" component={TestimonialsSection} props={{}} />
      <Island name="featured-caregivers" component={FeaturedCaregiversIsland} props={{}} when="visible" />
      <CtaSection />
    </>
  );
}
