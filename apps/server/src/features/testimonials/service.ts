import { TESTIMONIAL_COUNT } from '@cuidar/domain/constants';
import { testimonialAuthor, type TestimonialDto } from '@cuidar/domain/testimonials';
import type { Executor } from '../../db/client';
import { findTestimonialRows } from './repository';

type TestimonialRow = Awaited<ReturnType<typeof findTestimonialRows>>[number];

export function toTestimonialDto(row: TestimonialRow): TestimonialDto {
  const cidade = row.cidade?.trim();
  const estado = row.estado?.trim();
  return {
    texto: (row.comentario ?? '').trim(),
    autor: testimonialAuthor(row.firstName, row.lastName),
    local: cidade ? [cidade, estado].filter(Boolean).join(', ') : null,
    estrelas: row.estrelas,
  };
}

/** Up to five real testimonials, newest first; none when nobody has written one yet. */
export async function listTestimonials(db: Executor): Promise<TestimonialDto[]> {
  const rows = await findTestimonialRows(db, TESTIMONIAL_COUNT);
  return rows.map(toTestimonialDto);
}
