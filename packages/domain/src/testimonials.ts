import { z } from './validation';

// Testimonials on the landing page (docs/product.md#public-site). We never invent them: each is a
// real review (4 or 5 stars, with a comment) written by a family after a concluded booking.

export const TESTIMONIAL_MIN_STARS = 4;

/** What the landing shows of a review: no ids, no full surname, no address beyond the city. */
export const testimonialDtoSchema = z.object({
  texto: z.string(),
  /** 'Helena D.' — first name and the initial of the last surname. */
  autor: z.string(),
  /** 'São Paulo, SP', or null when the family has not said where it lives. */
  local: z.string().nullable(),
  estrelas: z.number().int(),
});
export type TestimonialDto = z.infer<typeof testimonialDtoSchema>;
/** GET /api/testimonials */
export const testimonialsResponseSchema = z.object({ testimonials: z.array(testimonialDtoSchema) });

/** 'Helena', 'Duarte Lima' → 'Helena L.'; a family without a surname shows the first name only. */
export function testimonialAuthor(firstName: string, lastName: string): string {
  const first = firstName.trim().split(/\s+/)[0] ?? '';
  const lastWord = lastName.trim().split(/\s+/).filter(Boolean).pop();
  const name = lastWord ? `${first} ${lastWord[0]!.toUpperCase()}.` : first;
  return name.trim() || 'Família Cuidar';
}
