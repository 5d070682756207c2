import type { SessionUserDto } from '@cuidar/domain/auth';
import type { MessageDto } from '@cuidar/domain/booking-schemas';

/** The signed-in caregiver of the chat and realtime tests. */
export const caregiverMe: SessionUserDto = {
  id: 'cuidadora',
  email: 'renata@exemplo.com.br',
  emailVerified: true,
  role: 'cuidador',
  firstName: 'Renata',
  lastName: 'Alves',
  avatarUrl: null,
};

/** A message a family sent her in `conversaId`, not read yet. */
export const receivedMessage = (conversaId: string, content: string): MessageDto => ({
  id: `${conversaId}-${content}`,
  conversaId,
  senderId: `familia-${conversaId}`,
  receiverId: caregiverMe.id,
  content,
  createdAt: new Date().toISOString(),
  readAt: null,
});
