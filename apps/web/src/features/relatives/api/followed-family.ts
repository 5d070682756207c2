import { bookingResponseSchema, bookingsResponseSchema } from '@cuidar/domain/bookings';
import type { BookingScope } from '@cuidar/domain/booking-schemas';
import { okMessageSchema } from '@cuidar/domain/dto';
import { followedFamiliesResponseSchema, type RelativeNotificationSettings } from '@cuidar/domain/relatives';
import { visitListResponseSchema, visitResponseSchema, type VisitMoment } from '@cuidar/domain/visits';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client';
import { cacheArea, invalidateAfter } from '@/lib/invalidation';

// What a relative reads of the families they follow, read-only (docs/product.md#relatives).

const base = (familiaId: string) => `/api/familiar/familias/${encodeURIComponent(familiaId)}`;

export const getFollowedFamilies = () => apiGet('/api/familiar/familias', followedFamiliesResponseSchema).then((r) => r.familias);
export const getFollowedFamiliesQueryOptions = () => queryOptions({ queryKey: [cacheArea.followedFamily, 'families'], queryFn: getFollowedFamilies });
export const useFollowedFamilies = () => useQuery(getFollowedFamiliesQueryOptions());

export const getFamilyBookings = (familiaId: string, scope: BookingScope) =>
  apiGet(`${base(familiaId)}/reservas?scope=${scope}`, bookingsResponseSchema).then((r) => r.bookings);
export const getFamilyBookingsQueryOptions = (familiaId: string, scope: BookingScope) =>
  queryOptions({ queryKey: [cacheArea.followedFamily, familiaId, 'bookings', scope], queryFn: () => getFamilyBookings(familiaId, scope) });
export const useFamilyBookings = (familiaId: string, scope: BookingScope) => useQuery(getFamilyBookingsQueryOptions(familiaId, scope));

export const getFamilyBooking = (familiaId: string, id: string) => apiGet(`${base(familiaId)}/reservas/${encodeURIComponent(id)}`, bookingResponseSchema).then((r) => r.booking);
export const getFamilyBookingQueryOptions = (familiaId: string, id: string) =>
  queryOptions({ queryKey: [cacheArea.followedFamily, familiaId, 'booking', id], queryFn: () => getFamilyBooking(familiaId, id) });
export const useFamilyBooking = (familiaId: string, id: string | null) => useQuery({ ...getFamilyBookingQueryOptions(familiaId, id ?? ''), enabled: Boolean(id) });

export const getFamilyVisits = (familiaId: string) => apiGet(`${base(familiaId)}/visitas`, visitListResponseSchema).then((r) => r.visits);
/** A minute keeps 'atrasado' and the times current, as on the family's own screen. */
export const getFamilyVisitsQueryOptions = (familiaId: string) =>
  queryOptions({ queryKey: [cacheArea.followedFamily, familiaId, 'visits'], queryFn: () => getFamilyVisits(familiaId), refetchInterval: 60_000 });
export const useFamilyVisits = (familiaId: string) => useQuery(getFamilyVisitsQueryOptions(familiaId));

export const setNotificationChoices = (input: { familiaId: string; choices: RelativeNotificationSettings }) =>
  apiSend('PUT', `${base(input.familiaId)}/notificacoes`, okMessageSchema, input.choices);
export function useSetNotificationChoices() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setNotificationChoices, onSuccess: () => invalidateAfter(queryClient, 'followedFamily') });
}

/** With the family's grant only. */
export const confirmVisitForFamily = (input: { familiaId: string; reservaId: string; momento: VisitMoment }) =>
  apiSend('POST', `${base(input.familiaId)}/visitas/${encodeURIComponent(input.reservaId)}/confirmar`, visitResponseSchema.pick({ visit: true }), { momento: input.momento });
export function useConfirmVisitForFamily() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmVisitForFamily, onSuccess: () => invalidateAfter(queryClient, 'followedFamily') });
}
