// Sends outbox rows over SMTP with nodemailer (SMTP_URL: smtp:// or smtps://, credentials in the URL).
import nodemailer from 'nodemailer';
import type { OutboxMail } from './types';

export type SendMail = (message: OutboxMail) => Promise<void>;

export interface Mailer {
  send: SendMail;
  close(): void;
}

/** RFC 5322 Message-ID of an outbox mail: its row's key at the sender's domain (MAIL_FROM, checked at start). */
export function messageIdOf(messageKey: string, from: string): string {
  return `<${messageKey}@${from.slice(from.lastIndexOf('@') + 1)}>`;
}

export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      // text only: what a visitor typed is never interpreted as HTML downstream.
      await transport.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        text: message.body,
        messageId: messageIdOf(message.messageKey, from),
      });
    },
    close: () => transport.close(),
  };
}
