export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The same id for the same message sent again (a retried job): one outbox file, one Message-ID. */
  id?: string;
};

/** Sends mail. `outbox` (default) writes JSON files; `smtp` delivers through SMTP_URL. */
export type Mailer = { send: (message: MailMessage) => Promise<void>; close: () => Promise<void> };
