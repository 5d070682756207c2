import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { insertOutboxMessage, markOutboxFailed, markOutboxSent } from './repository';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What kind of message (verification, reset, contact…), for the outbox and the log. */
  kind: string;
  /** The message's main link, printed in the log when no SMTP server is configured. */
  link?: string;
  /** Where a reply goes (the contact form's sender), when not to MAIL_FROM. */
  replyTo?: string;
}

export interface Mailer {
  /** Stores the message in the outbox and, with SMTP configured, delivers it. */
  send(message: MailMessage): Promise<void>;
  readonly delivers: boolean;
}

export interface MailerOptions {
  db: Database;
  from: string;
  logger: Logger;
  /** smtp://user:pass@host:port — without it messages stay in the outbox table. */
  smtpUrl?: string | undefined;
  /** Extra nodemailer transport options (tests turn STARTTLS off against a local server). */
  smtpOptions?: Record<string, unknown>;
}

/**
 * Every message goes through nodemailer. Without SMTP_URL the transport only renders the message
 * (jsonTransport) and the outbox row plus a log line are how a person reaches its link.
 */
export function createMailer(options: MailerOptions): Mailer {
  const { db, from, logger } = options;
  const transporter: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl, options.smtpOptions)
    : nodemailer.createTransport({ jsonTransport: true });
  const delivers = Boolean(options.smtpUrl);

  return {
    delivers,
    async send(message) {
      const id = await insertOutboxMessage(db, {
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        link: message.link ?? null,
        kind: message.kind,
      });
      try {
        await transporter.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        });
      } catch (error) {
        if (id) await markOutboxFailed(db, id, (error as Error).message.slice(0, 500));
        throw error;
      }
      if (delivers && id) {
        await markOutboxSent(db, id, new Date());
        logger.info(`[mail] ${message.kind} enviado para ${message.to}`);
      } else {
        logger.info(`[mail] ${message.kind} para ${message.to}${message.link ? `: ${message.link}` : ''}`);
      }
    },
  };
}
