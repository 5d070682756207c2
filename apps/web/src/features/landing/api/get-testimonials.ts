import type { TestimonialDto } from '@cuidar/domain/testimonials';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getTestimonials = () => api<{ testimonials: TestimonialDto[] }>('/api/testimonials').then((r) => r.testimonials);

/** Real reviews families wrote (none invented); an empty list hides the section. */
export function useTestimonials() {
  return useQuery({ queryKey: ['testimonials'], queryFn: getTestimonials, staleTime: 300_000 });
}
