import { verificationDataSchema } from '@cuidar/domain/verification';
import { Hono } from 'hono';
import { requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { readJson } from '../../http/validate';
import { getCaregiverVerification, saveVerificationData, submitForReview } from './service';

// The caregiver's own verification (docs/product.md#verification). Documents are uploaded and
// deleted through /api/caregiver/certificates (one upload path) and listed here.
export function caregiverVerificationRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/caregiver/verification', requireUser('cuidador'));
  app.use('/caregiver/verification/*', requireUser('cuidador'));

  app.get('/caregiver/verification', async (c) => {
    const { database, now } = c.get('deps');
    const verificacao = await getCaregiverVerification(database.db, userOf(c).id, now());
    return c.json({ verificacao });
  });

  /** CPF and the two references; refused while the registration is under review or approved. */
  app.put('/caregiver/verification', async (c) => {
    const { database, now } = c.get('deps');
    const input = await readJson(c, verificationDataSchema);
    const verificacao = await saveVerificationData(database.db, userOf(c).id, input, now());
    return c.json({ verificacao });
  });

  /** 'Enviar para análise': only a complete registration, from a state the caregiver may leave. */
  app.post('/caregiver/verification/submit', async (c) => {
    const { database, now } = c.get('deps');
    const verificacao = await submitForReview(database.db, userOf(c).id, now());
    return c.json({ verificacao });
  });

  return app;
}
