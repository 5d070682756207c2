import type { BookingDto } from '@cuidar/domain/bookings';
import type { BookingPaymentDto } from '@cuidar/domain/booking-payments';
import type { TestClient } from './helpers';

// Booking as a family does now: make the request, then pay it on the sandbox (card by default),
// which delivers the signed payment_intent.succeeded through the webhook handler.

export async function payBookingInSandbox(client: TestClient, pedidoId: string, method: 'card' | 'pix' = 'card'): Promise<BookingPaymentDto> {
  const response = await client.post(`/api/payments/sandbox/bookings/${pedidoId}/confirm`, { method });
  if (response.status !== 200) throw new Error(`pagamento do pedido ${pedidoId} falhou: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { payment: BookingPaymentDto }).payment;
}

/** POST /api/bookings and pay it; answers the booking as the family now sees it (pendente). */
export async function bookAndPay(client: TestClient, body: Record<string, unknown>, method: 'card' | 'pix' = 'card'): Promise<BookingDto> {
  const created = await client.post('/api/bookings', body);
  if (created.status !== 201 && created.status !== 200) throw new Error(`reserva não criada: ${created.status} ${await created.text()}`);
  const { booking } = (await created.json()) as { booking: BookingDto };
  await payBookingInSandbox(client, booking.id, method);
  const after = await client.get(`/api/bookings/${booking.id}`);
  return ((await after.json()) as { booking: BookingDto }).booking;
}
