import type { AffectedBookingDto } from '@cuidar/domain/availability';
import { useState } from 'react';

/**
 * Runs an availability change that may take a booking's hours away: first asks the server which
 * bookings (a dry run); with none, applies it; with some, holds it until the person confirms in
 * AffectedBookingsDialog (docs/product.md#availability).
 */
export function useBookingGuard() {
  const [held, setHeld] = useState<{ bookings: AffectedBookingDto[]; apply: () => void } | null>(null);
  const [checking, setChecking] = useState(false);

  async function guard(preview: () => Promise<AffectedBookingDto[]>, apply: (confirm: boolean) => void, onError: (error: unknown) => void) {
    setChecking(true);
    try {
      const bookings = await preview();
      if (bookings.length === 0) apply(false);
      else setHeld({ bookings, apply: () => apply(true) });
    } catch (error) {
      onError(error);
    } finally {
      setChecking(false);
    }
  }

  return {
    guard,
    checking,
    bookings: held?.bookings ?? null,
    confirm: () => {
      held?.apply();
      setHeld(null);
    },
    cancel: () => setHeld(null),
  };
}
