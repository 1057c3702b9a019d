import fs from 'node:fs';
import { apiPaths } from '@studio/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { JOBS_STOP_SECONDS } from '../../src/jobs/queue';
import { type ServerProcess, startServer } from '../processes';
import { silentRelay } from '../relay';

/**
 * A stop must end the process (issue 14). With the database's line gone silent (a network cut
 * that sends no reset), closing its connections waits for an answer that never comes; a process
 * that waited for ever would hold its port and its jobs until the orchestrator killed it without
 * a word. It exits after its deadline instead (the running jobs' time and five seconds more), and
 * says so. A stop on a working line exits at once with 0 (the restart test checks that too), and
 * closes the database last.
 */
const url = process.env.DATABASE_URL;

const exitWithin = async (server: ServerProcess, ms: number) =>
  Promise.race([
    server.exited.then((code) => ({ code })),
    new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), ms)),
  ]);

describe.skipIf(!url)('a SIGTERM ends the process', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const started = async (databaseUrl: string) => {
    const server = startServer({ DATABASE_URL: databaseUrl, DEMO_CATALOG: 'false' });
    cleanups.push(() => {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    });
    const address = await server.listening();
    // The pool holds an idle connection once a request has read the database.
    expect((await fetch(`${address}${apiPaths.health}`)).status).toBe(200);
    return server;
  };

  it('on a working line: closes everything and exits with 0', async () => {
    const server = await started(url as string);
    server.child.kill('SIGTERM');
    expect(await exitWithin(server, 10_000), server.output().slice(-3000)).toEqual({ code: 0 });
    // In order: a running job still has the database until the jobs have stopped.
    const steps = [...server.output().matchAll(/"msg":"shutdown: ([^"]+)"/g)].map((m) => m[1]);
    expect(steps).toEqual([
      'drain over; finishing the requests in flight',
      'requests done; stopping the jobs',
      'jobs stopped; closing the mailer',
      'closing the database',
    ]);
  }, 60_000);

  it('with the database gone silent: exits after its deadline with 1, and says what it waited for', async () => {
    const relay = await silentRelay(new URL(url as string));
    cleanups.push(() => relay.close());
    const server = await started(relay.url);
    relay.goSilent();
    const stopAt = Date.now();
    server.child.kill('SIGTERM');
    const deadline = JOBS_STOP_SECONDS + 5;
    const outcome = await exitWithin(server, (deadline + 10) * 1000);
    expect(outcome, server.output().slice(-3000)).toEqual({ code: 1 });
    expect(Date.now() - stopAt).toBeGreaterThanOrEqual(deadline * 1000 - 500);
    expect(server.output()).toContain(`shutdown did not finish within ${deadline} s; exiting`);
    expect(server.output()).toMatch(/"pool":\{"total":\d+/);
  }, 60_000);
});
