/**
 * Issue 14 "A PostgreSQL restart kills the server", as production meets it: N server processes
 * (default 3, `SCALE_PROCESSES`) started at once on one empty PostgreSQL, behind nginx from Debian,
 * under a mixed load (health, /me, home, a goal change); PostgreSQL is stopped mid-load for 2 s and
 * started again. Prints requests per second by outcome, the time from PostgreSQL's return to the
 * first write served and to the first second without errors, and how many processes are still up.
 *
 *   npm run scale-out            (needs `apt-get install -y postgresql nginx-light`)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths, emptyWorkoutDays, homePaths } from '@studio/shared';
import { ownPostgres, postgresBin } from '../apps/server/test/own-postgres';
import { freePort, registerMember, startStudio } from './processes';

const PROCESSES = Number(process.env.SCALE_PROCESSES ?? 3);
const SECONDS = Number(process.env.SCALE_SECONDS ?? 16);
const STOP_AT = 5;
const DOWN_MS = 2_000;
const CONNECTIONS = 32;
const NGINX = '/usr/sbin/nginx';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const nginxConfig = (dir: string, port: number, upstreams: string[]) => `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream studio {
${upstreams.map((u) => `    server ${u.replace('http://', '')} max_fails=0;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://studio;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $remote_addr;
    }
  }
}
`;

const main = async () => {
  const bin = postgresBin();
  if (!bin || !fs.existsSync(NGINX)) {
    console.log('scale-out: needs PostgreSQL and nginx (apt-get install -y postgresql nginx-light)');
    return;
  }
  const postgres = await ownPostgres(bin);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-scale-out-'));
  const servers = await Promise.all(Array.from({ length: PROCESSES }, () => startStudio(postgres.url)));
  const port = await freePort();
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    nginxConfig(
      dir,
      port,
      servers.map((s) => s.url),
    ),
  );
  const nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  try {
    const healthy = () =>
      fetch(`${url}${apiPaths.health}`).then(
        (r) => r.ok,
        () => false,
      );
    for (let i = 0; i < 50 && !(await healthy()); i += 1) await sleep(100);
    const { headers } = await registerMember(url, 'scale');
    const goal = (n: number) =>
      JSON.stringify({
        weekly_goal: n,
        workout_days: Object.fromEntries(Object.keys(emptyWorkoutDays()).map((day, i) => [day, i < n])),
      });
    const requests: (() => Promise<Response>)[] = [
      () => fetch(`${url}${apiPaths.health}`),
      () => fetch(`${url}${apiPaths.me}`, { headers }),
      () => fetch(`${url}${homePaths.home}`, { headers }),
      () =>
        fetch(`${url}${apiPaths.myProfile}`, {
          method: 'PUT',
          headers: { ...headers, 'content-type': 'application/json' },
          body: goal(2 + Math.floor(Math.random() * 3)),
        }),
    ];

    const started = Date.now();
    type Second = { ok: number; failed: number; dropped: number };
    const seconds: Second[] = Array.from({ length: SECONDS + 10 }, () => ({ ok: 0, failed: 0, dropped: 0 }));
    let postgresBack = 0;
    let firstWriteAfter = 0;
    let running = true;
    const worker = async (index: number) => {
      for (let n = index; running; n += 1) {
        const kind = n % requests.length;
        const outcome = await (requests[kind] as () => Promise<Response>)().then(
          async (response) => {
            await response.arrayBuffer();
            return response.ok ? 'ok' : 'failed';
          },
          () => 'dropped' as const,
        );
        const second = seconds[Math.floor((Date.now() - started) / 1000)];
        if (second) second[outcome as keyof Second] += 1;
        if (outcome === 'ok' && kind === 3 && postgresBack && !firstWriteAfter) firstWriteAfter = Date.now();
      }
    };
    const workers = Array.from({ length: CONNECTIONS }, (_, i) => worker(i));
    await sleep(STOP_AT * 1000);
    postgres.stop();
    await sleep(DOWN_MS);
    postgres.start();
    postgresBack = Date.now();
    await sleep(Math.max(0, started + SECONDS * 1000 - Date.now()));
    running = false;
    await Promise.all(workers);

    console.log(
      `\nScale-out: ${PROCESSES} processes behind nginx on one PostgreSQL, ${CONNECTIONS} connections, PostgreSQL stopped at ${STOP_AT} s for ${DOWN_MS / 1000} s`,
    );
    console.log('  second   ok/s  failed/s  dropped/s');
    seconds.slice(0, SECONDS).forEach((s, i) => {
      const mark = i === STOP_AT ? '  ← PostgreSQL stopped' : '';
      console.log(
        `  ${String(i).padStart(6)} ${String(s.ok).padStart(6)} ${String(s.failed).padStart(9)} ${String(s.dropped).padStart(10)}${mark}`,
      );
    });
    const backSecond = Math.floor((postgresBack - started) / 1000);
    const clean = seconds.findIndex((s, i) => i > backSecond && s.failed + s.dropped === 0 && s.ok > 0);
    const alive = servers.filter((s) => s.child.exitCode === null).length;
    console.log(
      `  PostgreSQL back at ${((postgresBack - started) / 1000).toFixed(1)} s; first write served ${firstWriteAfter ? `${firstWriteAfter - postgresBack} ms` : 'never'} after; first second without errors: ${clean >= 0 ? `${clean} s` : 'none'} (goal: serving within 5 s)`,
    );
    console.log(`  processes still up: ${alive} of ${PROCESSES}`);
  } finally {
    nginx.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.stop()));
    postgres.remove();
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

await main();
