import type { ComponentType } from 'react';

/**
 * Every island a pre-rendered page may hold, by the name its container carries (data-island), and
 * how to load its code: each is a chunk of its own, fetched only by the pages that show it.
 */
export const islandLoaders = {
  'nav-bar': () => import('@/app/layouts/nav-bar').then((m) => m.NavBar),
  'help-button': () => import('@/features/help/components/help-button').then((m) => m.HelpButton),
  'hero-scroll': () => import('@/features/landing/components/scroll-down-button').then((m) => m.ScrollDownButton),
  testimonials: () => import('@/features/landing/components/testimonials-section').then((m) => m.TestimonialsSection),
  'featured-caregivers': () => import('./featured-caregivers').then((m) => m.FeaturedCaregiversIsland),
  'faq-accordion': () => import('@/features/faq/components/faq-accordion').then((m) => m.FaqAccordion),
  'contact-form': () => import('./contact-form').then((m) => m.ContactFormIsland),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islandLoaders;

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(islandLoaders, name);

/** The source module of each island: scripts/prerender.mjs preloads their chunks (build manifest). */
export const islandSources: Record<IslandName, string> = {
  'nav-bar': 'src/app/layouts/nav-bar.tsx',
  'help-button': 'src/features/help/components/help-button.tsx',
  'hero-scroll': 'src/features/landing/components/scroll-down-button.tsx',
  testimonials: 'src/features/landing/components/testimonials-section.tsx',
  'featured-caregivers': 'src/islands/featured-caregivers.tsx',
  'faq-accordion': 'src/features/faq/components/faq-accordion.tsx',
  'contact-form': 'src/islands/contact-form.tsx',
};
