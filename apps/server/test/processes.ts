import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SERVER = path.join(import.meta.dirname, '../src/server.ts');

export type ServerProcess = {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** The address once the server logs that it listens. */
  listening: () => Promise<string>;
  output: () => string;
  dataDir: string;
};

/**
 * Starts the real entry point (src/server.ts through tsx, or `args` such as a built bundle) on a
 * free port and a fresh data folder (PGlite unless `DATABASE_URL` is given). The caller removes
 * `dataDir` and stops the child.
 */
export const startServer = (
  env: Record<string, string>,
  args: string[] = ['--import', 'tsx', SERVER],
): ServerProcess => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-process-'));
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // Stopped at once unless a test measures the drain.
      DRAIN_SECONDS: '0',
      // No streaming engine of its own (one machine port for all; the live tests start theirs).
      LIVE_ENGINE: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = async (): Promise<string> => {
    for (let i = 0; i < 900; i += 1) {
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) return match[1];
      if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not start: ${output}`);
  };
  return { child, exited, listening, output: () => output, dataDir };
};
