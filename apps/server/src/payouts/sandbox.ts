import { createHash } from 'node:crypto';
import type { Logger } from '../logger';
import { PayoutProviderError, type PayoutProvider } from './provider';

/**
 * Records the transfer without moving money or touching the network: the transfer id is derived
 * from the idempotency key, so asking twice answers the same transfer (as a provider would).
 */
export function createSandboxPayoutProvider(options: { logger: Logger }): PayoutProvider {
  return {
    kind: 'sandbox',
    needsConnectedAccount: false,
    async sendPayout(input) {
      // Like a Pix transfer, it needs the key.
      if (!input.pixKey) throw new PayoutProviderError('sandbox: repasse sem chave Pix', false);
      const transferId = `tr_sandbox_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`;
      options.logger.info(`[payouts] sandbox: transferência ${transferId} de ${input.amountCents} centavos (repasse ${input.payoutId}, chave ${input.pixKey.tipo})`);
      return { transferId };
    },
  };
}
