import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '@studio/shared';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER = path.join(import.meta.dirname, '../src/server.ts');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Starts the real entry point as `npm start` does, on a free port and a fresh data folder. */
const startServer = (env: Record<string, string>) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-process-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
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
    for (let i = 0; i < 600; i += 1) {
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) return match[1];
      if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not start: ${output}`);
  };
  return { child: child as ChildProcess, exited, listening, output: () => output };
};

describe('the server process', () => {
  it('starts on PGlite, answers health, and stops cleanly on SIGTERM', async () => {
    const server = startServer({});
    const url = await server.listening();
    const health = await fetch(`${url}${apiPaths.health}`);
    expect(health.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
  }, 90_000);

  it('refuses a wrong configuration value, naming the variable', async () => {
    const server = startServer({ PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT');
    expect(server.output()).not.toMatch(/at .*\.ts:\d+/);
  }, 60_000);
});
