import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './port';

/** Production mailer over SMTP (SMTP_URL, e.g. smtps://user:pass@host:465). */
export const createSmtpMailer = (url: string, from: string): Mailer => {
  const transport = nodemailer.createTransport(url);
  return {
    send: async ({ id, ...message }: MailMessage) => {
      const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'studio.local';
      await transport.sendMail({ from, ...message, ...(id ? { messageId: `<${id}@${domain}>` } : {}) });
    },
    close: async () => transport.close(),
  };
};
