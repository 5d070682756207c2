import { SMTPServer } from 'smtp-server';

/** A message as the fake SMTP server received it: its recipients and the raw message, headers included. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A local SMTP server standing in for the mail provider (SMTP_URL=smtp://127.0.0.1:<port>), keeping
 * every message it receives. smtp-server's bundled certificate has expired: plain SMTP without
 * STARTTLS, and the client with `ignoreTLS: true`.
 */
export async function startFakeSmtp(): Promise<{ url: string; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}
