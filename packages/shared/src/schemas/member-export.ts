import { z } from 'zod/mini';

/**
 * Export my data (issue 19, decision 0033): one ZIP of the member's own data, built by a job,
 * downloadable through a signed, expiring link shown in profile settings and sent by mail.
 */
/** Hours an export's file is kept; its link works as long. */
export const EXPORT_KEEP_HOURS = 72;

export const memberExportMessages = {
  button: 'profile.export.button',
  started: 'profile.export.started',
  alreadyRunning: 'server.export.alreadyRunning',
  dailyLimit: 'server.export.dailyLimit',
  ready: 'profile.export.ready',
  download: 'profile.export.download',
  failed: 'profile.export.failed',
  mailSubject: 'mail.dataExport.subject',
} as const;

export const MemberExportSchema = z.object({
  id: z.number(),
  status: z.enum(['pending', 'ready', 'failed']),
  requested_at: z.string(),
  /** Ready exports: the signed, expiring download link, and when the file goes. */
  download_url: z.nullable(z.string()),
  expires_at: z.nullable(z.string()),
  size_bytes: z.nullable(z.number()),
});
export type MemberExport = z.output<typeof MemberExportSchema>;

export const MemberExportAnswerSchema = z.object({ export: z.nullable(MemberExportSchema) });
export type MemberExportAnswer = z.output<typeof MemberExportAnswerSchema>;
