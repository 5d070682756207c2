import { testimonialsResponseSchema } from '@cuidar/domain/testimonials';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getTestimonials = () => apiGet('/api/testimonials', testimonialsResponseSchema).then((r) => r.testimonials);

/** Real reviews families wrote (none invented); an empty list hides the section. */
export const getTestimonialsQueryOptions = () => queryOptions({ queryKey: [cacheArea.testimonials], queryFn: getTestimonials, staleTime: 300_000 });

export function useTestimonials() {
  return useQuery(getTestimonialsQueryOptions());
}
