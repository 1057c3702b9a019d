import fs from 'node:fs';
import path from 'node:path';
import { type RunningNginx, runNginx } from '../src/adapters/live/engine';

export { NGINX_BIN as NGINX } from '../src/adapters/live/engine';

const OPERATORS_CONFIG = path.resolve(import.meta.dirname, '../../../docs/nginx.conf');

/**
 * The operators' nginx configuration (docs/nginx.conf) as the stack and the tests run it: the same
 * server block, with these processes as the upstream, a loopback port, and nginx's own files in
 * `dir` (no root, no daemon).
 */
export const nginxConfig = (
  dir: string,
  port: number,
  upstreams: number[],
  live?: { preamble: string; block: string },
): string => {
  const operators = fs.readFileSync(OPERATORS_CONFIG, 'utf8');
  // Each process with the operators' own parameters (max_fails, fail_timeout...), whatever they are.
  const upstream = /server studio:3000([^;]*);/.exec(operators);
  if (!upstream || !/listen 80;/.test(operators)) {
    throw new Error('docs/nginx.conf: no upstream or listen line to adapt');
  }
  const servers = upstreams.map((p) => `server 127.0.0.1:${p}${upstream[1]};`).join('\n  ');
  const adapted = operators.replace(upstream[0], servers).replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  return `
${live?.preamble ?? ''}
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
${live?.block ?? ''}
`;
};

/**
 * nginx on `port` in front of `upstreams`, its files in `dir` (and the live engine's RTMP block,
 * `live`); resolves once it accepts connections.
 */
export const startNginx = (
  dir: string,
  port: number,
  upstreams: number[],
  live?: { preamble: string; block: string },
): Promise<RunningNginx> => runNginx(dir, nginxConfig(dir, port, upstreams, live), port);
