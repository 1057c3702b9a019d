import type { Mailer, MailMessage } from './port';

/** Production mailer over SMTP (SMTP_URL, e.g. smtps://user:pass@host:465). */
export const createSmtpMailer = (url: string, from: string): Mailer => {
  // nodemailer loads where SMTP is set, not at every start (issue 13: start-up under 3 s).
  const loaded = import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
  // A failure is thrown by the first mail, not by the start.
  loaded.catch(() => {});
  return {
    send: async ({ id, ...message }: MailMessage) => {
      const transport = await loaded;
      const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'studio.local';
      await transport.sendMail({ from, ...message, ...(id ? { messageId: `<${id}@${domain}>` } : {}) });
    },
    close: async () => (await loaded.catch(() => null))?.close(),
  };
};
