import { careDiaryListResponseSchema, type CareDiaryType } from '@cuidar/domain/care-diary';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

// The family's care diary, one day or one week, optionally one type (docs/product.md#care-diary).

export interface FamilyDiaryParams {
  inicio: string;
  dias: '1' | '7';
  tipo?: CareDiaryType | undefined;
}

export const getFamilyDiary = (p: FamilyDiaryParams) => {
  const query = new URLSearchParams({ inicio: p.inicio, dias: p.dias, ...(p.tipo ? { tipo: p.tipo } : {}) });
  return apiGet(`/api/care-diary?${query.toString()}`, careDiaryListResponseSchema).then((r) => r.items);
};

/** Live: a caregiver's entry arrives as the day's booking event, which reads this area again. */
export const getFamilyDiaryQueryOptions = (p: FamilyDiaryParams) =>
  queryOptions({ queryKey: [cacheArea.careDiary, 'family', p.inicio, p.dias, p.tipo ?? 'todos'], queryFn: () => getFamilyDiary(p) });

export const useFamilyDiary = (p: FamilyDiaryParams) => useQuery(getFamilyDiaryQueryOptions(p));

/** 'Relatório para o médico': the PDF of a period, saved by the browser. */
export const careDiaryReportUrl = (inicio: string, fim: string) => `/api/care-diary/report.pdf?${new URLSearchParams({ inicio, fim }).toString()}`;
