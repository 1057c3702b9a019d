import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const NGINX = '/usr/sbin/nginx';
const OPERATORS_CONFIG = path.resolve(import.meta.dirname, '../../../docs/nginx.conf');

/**
 * The operators' nginx configuration (docs/nginx.conf) as the stack and the tests run it: the same
 * server block, with these processes as the upstream, a loopback port, and nginx's own files in
 * `dir` (no root, no daemon).
 */
export const nginxConfig = (dir: string, port: number, upstreams: number[]): string => {
  const operators = fs.readFileSync(OPERATORS_CONFIG, 'utf8');
  // Each process with the operators' own parameters (max_fails, fail_timeout...), whatever they are.
  const upstream = /server studio:3000([^;]*);/.exec(operators);
  if (!upstream || !/listen 80;/.test(operators)) {
    throw new Error('docs/nginx.conf: no upstream or listen line to adapt');
  }
  const servers = upstreams.map((p) => `server 127.0.0.1:${p}${upstream[1]};`).join('\n  ');
  const adapted = operators.replace(upstream[0], servers).replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  return `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${adapted}
}
`;
};

/** nginx on `port` in front of `upstreams`, its files in `dir`; resolves once it accepts connections. */
export const startNginx = async (
  dir: string,
  port: number,
  upstreams: number[],
): Promise<{ child: ChildProcess; stop: () => Promise<void> }> => {
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, nginxConfig(dir, port, upstreams));
  const child = spawn(NGINX, ['-p', dir, '-c', file, '-e', path.join(dir, 'nginx-error.log')], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 100; i += 1) {
    // A connection, not a request: no upstream is asked (nor marked failed) before the caller's.
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) break;
    if (child.exitCode !== null) {
      throw new Error(`nginx did not start: ${fs.readFileSync(path.join(dir, 'nginx-error.log'), 'utf8')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
};
