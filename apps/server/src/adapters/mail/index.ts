import path from 'node:path';
import type { Config } from '../../config';
import { createOutboxMailer } from './outbox';
import type { Mailer } from './port';
import { createSmtpMailer } from './smtp';

export type { Mailer, MailMessage } from './port';

export const createMailer = (config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>): Mailer =>
  config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createOutboxMailer(path.join(config.DATA_DIR, 'outbox'), config.MAIL_FROM);
