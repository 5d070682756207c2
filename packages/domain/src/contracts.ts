import { CONTRACT_TEMPLATE_VERSIONS } from './contract-template';
import { idSchema, instantSchema } from './dto';
import { z } from './validation';

// The contract of a booking as both parties see it on the booking (docs/product.md#contract).

/** The first characters of a SHA-256, enough for a person to compare by eye. */
export const shortSha256 = (sha256: string) => sha256.slice(0, 12);

/**
 * GET /api/bookings/:id/contract — null while the booking has no contract (not accepted yet, or
 * accepted before contracts existed). `isAvailable` is false once the PDF was erased because one of
 * the accounts was deleted: the version, date and SHA-256 stay.
 */
export const bookingContractDtoSchema = z.object({
  bookingId: idSchema,
  templateVersion: z.enum(CONTRACT_TEMPLATE_VERSIONS),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  createdAt: instantSchema,
  isAvailable: z.boolean(),
});
export type BookingContractDto = z.infer<typeof bookingContractDtoSchema>;
export const bookingContractResponseSchema = z.object({ contract: bookingContractDtoSchema.nullable() });
