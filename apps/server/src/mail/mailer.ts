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
  /** The message's main link, listed on the development outbox page (never logged: it may be a bearer link). */
  link?: string;
  /** Where a reply goes when not to the mailer's `replyTo` (the contact form's sender). */
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
  /** The development outbox page (outside production only), where undelivered links can be followed. */
  outboxUrl?: string | undefined;
  /**
   * Where a reply to any message goes unless it names another (SUPPORT_EMAIL): several e-mails say
   * 'responda a este email', and MAIL_FROM is a no-reply address (docs/decisions/0062).
   */
  replyTo?: string | undefined;
}

/**
 * Every message goes through nodemailer. Without SMTP_URL the transport only renders the message
 * (jsonTransport) and, outside production, the development outbox page is how a person reaches its
 * link. Links and tokens never go to the log: they open accounts.
 */
export function createMailer(options: MailerOptions): Mailer {
  const { db, from, logger } = options;
  const transporter: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl, options.smtpOptions)
    : nodemailer.createTransport({ jsonTransport: true });
  const delivers = Boolean(options.smtpUrl);
  const defaultReplyTo = options.replyTo;

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
      const replyTo = message.replyTo ?? defaultReplyTo;
      try {
        await transporter.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          ...(replyTo ? { replyTo } : {}),
        });
      } catch (error) {
        if (id) await markOutboxFailed(db, id, (error as Error).message);
        throw error;
      }
      if (delivers) {
        if (id) await markOutboxSent(db, id, new Date());
        logger.info(`[mail] ${message.kind} enviado para ${message.to}`);
      } else if (options.outboxUrl) {
        logger.info(`[mail] ${message.kind} para ${message.to}: veja em ${options.outboxUrl}`);
      } else {
        logger.warn(`[mail] ${message.kind} para ${message.to} NÃO foi entregue: configure SMTP_URL`);
      }
    },
  };
}
