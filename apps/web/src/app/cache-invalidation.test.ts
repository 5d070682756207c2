// The invalidation map (lib/invalidation.ts) against the features' own queryOptions factories: lib/
// may not import features, so the test that puts them together lives with the app that composes them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getReservationDaysQueryOptions } from '@/features/availability/api/get-reservation-days';
import { getSlotsQueryOptions } from '@/features/availability/api/get-slots';
import { getBookingsQueryOptions } from '@/features/bookings/api/get-bookings';
import { getCaregiverProfileQueryOptions } from '@/features/caregiver-profile/api/get-caregiver-profile';
import { getConversationsQueryOptions, getUnreadMessageCountQueryOptions } from '@/features/chat/api/conversations';
import { getEarningsQueryOptions } from '@/features/earnings/api/get-earnings';
import { getNotificationsQueryOptions, getUnreadNotificationCountQueryOptions } from '@/features/notifications/api/get-notifications';
import { getReviewsReceivedQueryOptions } from '@/features/reviews/api/get-reviews-received';
import { cacheArea, changeMap, invalidateAfter, type Change } from '@/lib/invalidation';

const src = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A cache holding one query of each kind a caregiver's dashboard shows, none of them stale. */
function dashboardCache() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const queries = {
    bookings: getBookingsQueryOptions('upcoming'),
    reservationDays: getReservationDaysQueryOptions('2026-03-01', '2026-04-30'),
    slots: getSlotsQueryOptions('2026-03-01', '2026-03-31'),
    earnings: getEarningsQueryOptions(),
    reviews: getReviewsReceivedQueryOptions(),
    profile: getCaregiverProfileQueryOptions(),
    conversations: getConversationsQueryOptions(),
    unreadMessages: getUnreadMessageCountQueryOptions(),
    notifications: getNotificationsQueryOptions(5),
    unreadNotifications: getUnreadNotificationCountQueryOptions(),
  };
  for (const { queryKey } of Object.values(queries)) queryClient.setQueryData(queryKey, [] as never);
  const invalidated = () =>
    Object.entries(queries)
      .filter(([, { queryKey }]) => queryClient.getQueryState(queryKey)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { queryClient, invalidated };
}

async function invalidatedBy(change: Change) {
  const cache = dashboardCache();
  await invalidateAfter(cache.queryClient, change);
  return cache.invalidated();
}

describe('the invalidation map', () => {
  it('refreshes the confirmed list and the earnings when a booking is accepted, not only the bookings', async () => {
    expect(await invalidatedBy('booking')).toEqual(['bookings', 'earnings', 'reservationDays']);
  });

  it('refreshes the reviews card, the rating on the profile and the reviewed booking after a review', async () => {
    expect(await invalidatedBy('review')).toEqual(['bookings', 'profile', 'reviews']);
  });

  it('keeps the menu badges live with messages and notifications', async () => {
    expect(await invalidatedBy('message')).toEqual(['conversations', 'unreadMessages']);
    expect(await invalidatedBy('conversationRead')).toEqual(['conversations', 'notifications', 'unreadMessages', 'unreadNotifications']);
  });

  it('updates the notification badge and the earnings when a notification arrives (a payout comes as one)', async () => {
    // A 'repasse' notification means money moved to or back from the caregiver's Pix key: the
    // earnings card and 'Saldo e Ganhos' must show it without a reload (docs/product.md#earnings).
    expect(await invalidatedBy('notification')).toEqual(['earnings', 'notifications', 'unreadNotifications']);
  });

  it('after a reconnect, reads again everything a live event can change', async () => {
    const reconnect = new Set(changeMap.reconnect);
    for (const change of ['booking', 'review', 'message', 'notification'] as const) {
      for (const area of changeMap[change]) expect(reconnect, `${change} → ${area}`).toContain(area);
    }
    expect(await invalidatedBy('reconnect')).toEqual(
      ['bookings', 'conversations', 'earnings', 'notifications', 'profile', 'reservationDays', 'reviews', 'unreadMessages', 'unreadNotifications'],
    );
  });

  it('names only areas that exist', () => {
    const areas = new Set<string>(Object.values(cacheArea));
    for (const [change, list] of Object.entries(changeMap)) for (const area of list) expect(areas, change).toContain(area);
  });
});

describe('query keys', () => {
  it('are written only by the features’ queryOptions factories, each starting with a cache area', () => {
    const outside: string[] = [];
    const literalRoot: string[] = [];
    for (const file of sourceFiles(src)) {
      const text = readFileSync(file, 'utf8');
      const relative = path.relative(src, file);
      for (const match of text.matchAll(/queryKey: \[([^,\]]*)/g)) {
        if (!/^features\/[^/]+\/api\//.test(relative)) outside.push(relative);
        else if (!match[1]!.startsWith('cacheArea.')) literalRoot.push(`${relative}: ${match[0]}`);
      }
    }
    expect(outside, 'query keys outside features/*/api/').toEqual([]);
    expect(literalRoot, 'keys not starting with a cacheArea').toEqual([]);
  });
});
