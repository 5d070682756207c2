import { careDiaryListResponseSchema, type CareDiaryType } from '@cuidar/domain/care-diary';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

// The family's care diary, one day or one week, optionally one type (docs/product.md#care-diary).

export interface FamilyDiaryParams {
  /** A family the caller follows as a relative (docs/product.md#relatives); the caller's own when absent. */
  familiaId?: string | undefined;
  inicio: string;
  dias: '1' | '7';
  tipo?: CareDiaryType | undefined;
}

export const getFamilyDiary = (p: FamilyDiaryParams) => {
  const query = new URLSearchParams({ inicio: p.inicio, dias: p.dias, ...(p.tipo ? { tipo: p.tipo } : {}) });
  return apiGet(`${diaryBase(p.familiaId)}?${query.toString()}`, careDiaryListResponseSchema).then((r) => r.items);
};

/** The family's own routes, or a relative's for the family they follow. */
const diaryBase = (familiaId: string | undefined) => (familiaId ? `/api/familiar/familias/${encodeURIComponent(familiaId)}/diario` : '/api/care-diary');

/**
 * Live: a caregiver's entry arrives as the day's booking event, which reads this area again. A
 * relative gets no booking events (only their own notifications: an incident's copy reads the
 * followed family's area again), so their diary is also read every minute.
 */
export const getFamilyDiaryQueryOptions = (p: FamilyDiaryParams) =>
  p.familiaId
    ? queryOptions({
        queryKey: [cacheArea.followedFamily, 'diario', p.familiaId, p.inicio, p.dias, p.tipo ?? 'todos'],
        queryFn: () => getFamilyDiary(p),
        refetchInterval: 60_000,
      })
    : queryOptions({ queryKey: [cacheArea.careDiary, 'family', p.inicio, p.dias, p.tipo ?? 'todos'], queryFn: () => getFamilyDiary(p) });

export const useFamilyDiary = (p: FamilyDiaryParams) => useQuery(getFamilyDiaryQueryOptions(p));

/** 'Relatório para o médico': the PDF of a period, saved by the browser. */
export const careDiaryReportUrl = (inicio: string, fim: string, familiaId?: string) =>
  `${familiaId ? `${diaryBase(familiaId)}/relatorio.pdf` : '/api/care-diary/report.pdf'}?${new URLSearchParams({ inicio, fim }).toString()}`;
