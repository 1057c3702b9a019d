import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './port';

/** Production mailer over SMTP (SMTP_URL, e.g. smtps://user:pass@host:465). */
export const createSmtpMailer = (url: string, from: string): Mailer => {
  const transport = nodemailer.createTransport(url);
  return {
    send: async (message: MailMessage) => {
      await transport.sendMail({ from, ...message });
    },
    close: async () => transport.close(),
  };
};
