import type { TestimonialDto } from '@cuidar/domain/testimonials';
import { usePublicJson } from '@/lib/public-data';

/**
 * Real reviews families wrote (none invented); an empty list hides the section. Read by the
 * landing's testimonials island, once per page (docs/decisions/0039: no query client, no zod).
 */
export function useTestimonials() {
  return usePublicJson<{ testimonials: TestimonialDto[] }>('/api/testimonials');
}
