import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import { afterAll, beforeAll, expect } from 'vitest';
import { type SmtpPeer, startSmtpPeer } from '../mail/smtp-peer';
import { throwawayDatabase } from '../own-postgres';
import { type ServerProcess, startServer } from '../processes';

const serverUrl = process.env.DATABASE_URL;

export type Studio = { env: Record<string, string>; remove: () => Promise<void> };

/** One studio's data: a data folder, and on the PostgreSQL pass a database of its own. */
export const newStudio = async (): Promise<Studio> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-jobs-'));
  if (!serverUrl) {
    return {
      env: { DATA_DIR: dataDir },
      remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await throwawayDatabase(serverUrl, 'studio_jobs');
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    remove: async () => {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export const until = async (check: () => boolean, ms: number, what: string) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

export const register = async (address: string, email: string) => {
  const response = await fetch(`${address}${apiPaths.register}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ana', last_name: 'Silva', email, password: 'secret-password' }),
  });
  expect(response.status).toBe(200);
};

export const recover = async (address: string, email: string) => {
  const response = await fetch(`${address}${apiPaths.recovery}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ message: english('common.account.recoverSuccess') });
};

/**
 * For a file of process tests: an SMTP peer, studios and real server processes sending mail to
 * it, all removed after the file (hooks registered here).
 */
export const withStudioProcesses = () => {
  const servers: ServerProcess[] = [];
  const studios: Studio[] = [];
  const context = {
    smtp: undefined as unknown as SmtpPeer,
    studio: async () => {
      const studio = await newStudio();
      studios.push(studio);
      return studio;
    },
    start: (studio: Studio) => {
      const server = startServer({
        ...studio.env,
        DEMO_CATALOG: 'false',
        SMTP_URL: `smtp://127.0.0.1:${context.smtp.port}`,
      });
      servers.push(server);
      return server;
    },
  };
  beforeAll(async () => {
    context.smtp = await startSmtpPeer();
  });
  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
    for (const studio of studios) await studio.remove();
    await context.smtp?.close();
  }, 60_000);
  return context;
};
