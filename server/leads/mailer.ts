// Sends outbox rows over SMTP with nodemailer (SMTP_URL: smtp:// or smtps://, credentials in the URL).
import nodemailer from 'nodemailer';
import type { Notification } from './types';

export type SendMail = (message: Notification) => Promise<void>;

export interface Mailer {
  send: SendMail;
  close(): void;
}

export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      // text only: what a visitor typed is never interpreted as HTML downstream.
      await transport.sendMail({ from, to: message.recipient, subject: message.subject, text: message.body });
    },
    close: () => transport.close(),
  };
}
