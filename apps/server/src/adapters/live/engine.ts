import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Config } from '../../config';
import { dataFolderSecret } from '../../lib/data-secret';

/** Debian's nginx and its RTMP module (`apt-get install -y nginx libnginx-mod-rtmp`). */
export const NGINX_BIN = '/usr/sbin/nginx';
export const RTMP_MODULE = '/usr/lib/nginx/modules/ngx_rtmp_module.so';
export const INSTALL_HINT = 'apt-get install -y nginx libnginx-mod-rtmp';

/** The engine's HTTP calls to Studio: `<base>/<secret>/<call>`, call being publish, publish_done or record_done. */
export const ENGINE_CALLS_PATH = '/api/live-engine';

/**
 * Streaming live classes through Studio (issue 37): where encoders send, where the engine writes
 * each class's HLS (`hls/live-<id>/index.m3u8`, served by the media routes to who may watch) and its
 * recordings, and the secret the engine's calls carry. Null: no engine (LIVE_ENGINE=off, or `auto`
 * with no nginx RTMP module installed); classes then stream from pasted addresses only.
 */
export type LiveSetup = {
  ingestUrl: string;
  hlsDir: string;
  recordingsDir: string;
  secret: string;
  /** Whether this process starts the engine itself (`auto`). */
  ownEngine: boolean;
};

export const rtmpModuleInstalled = (): boolean => fs.existsSync(NGINX_BIN) && fs.existsSync(RTMP_MODULE);

export const liveSetup = (config: Config, installed = rtmpModuleInstalled()): LiveSetup | null => {
  if (config.LIVE_ENGINE === 'off' || (config.LIVE_ENGINE === 'auto' && !installed)) return null;
  // Absolute: nginx reads relative paths from its own prefix, not the server's working folder.
  const dir = path.resolve(config.LIVE_DIR ?? path.join(config.DATA_DIR, 'live'));
  const host = new URL(config.publicUrl).hostname;
  return {
    ingestUrl: config.LIVE_INGEST_URL ?? `rtmp://${host}:${config.LIVE_RTMP_PORT}/live`,
    hlsDir: path.join(dir, 'hls'),
    recordingsDir: path.join(dir, 'recordings'),
    secret: config.LIVE_ENGINE_SECRET ?? dataFolderSecret(config.DATA_DIR, 'live-engine-secret'),
    ownEngine: config.LIVE_ENGINE === 'auto',
  };
};

/**
 * The engine's `rtmp` block (nginx-rtmp): one application, `live`, that asks Studio before it takes
 * a stream and says when it stops and when its recording is written; HLS in 2-s fragments (the
 * encoder's keyframe every 2 s), 30 s of them kept; one recording a stream. Nobody plays RTMP from
 * it: members watch the HLS. `npm run stack` and the server's own engine both run this block.
 */
export const rtmpBlock = ({
  listen,
  hlsDir,
  recordingsDir,
  callbacks,
}: {
  listen: string;
  hlsDir: string;
  recordingsDir: string;
  /** `http://host:port/api/live-engine/<secret>`: where the engine calls Studio. */
  callbacks: string;
}): string => `
rtmp {
  server {
    listen ${listen};
    chunk_size 4096;
    application live {
      live on;
      deny play all;
      hls on;
      hls_path ${hlsDir};
      hls_nested on;
      hls_fragment 2s;
      hls_playlist_length 30s;
      hls_cleanup on;
      record all;
      record_path ${recordingsDir};
      record_unique on;
      notify_method get;
      # Asked again every 30 s: a reset key or a cancelled class cuts the encoder off.
      notify_update_timeout 30s;
      notify_update_strict on;
      on_update ${callbacks}/update;
      # An encoder that went silent is dropped soon, so that it can reconnect.
      drop_idle_publisher 10s;
      on_publish ${callbacks}/publish;
      on_publish_done ${callbacks}/publish_done;
      on_record_done ${callbacks}/record_done;
    }
  }
}
`;

/**
 * The lines an nginx needs first to run the RTMP block: its module, and (started by root, as in a
 * container) workers that may write where the server's user writes.
 */
export const rtmpModuleLines = (): string =>
  `load_module ${RTMP_MODULE};\n${process.getuid?.() === 0 ? 'user root;' : ''}\n`;

/** nginx's lines before its blocks: the module, no daemon, its files in `dir`. */
const enginePreamble = (dir: string): string => `
${rtmpModuleLines()}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
`;

const portOpen = (port: number, host: string) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, host, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

export type RunningNginx = { child: ChildProcess; stop: () => Promise<void> };

/**
 * nginx run with `config` (no daemon; its files in `dir`), resolved once `port` takes connections (a
 * connection, not a request: no upstream is asked before the caller's), or rejected with its log.
 */
/**
 * An nginx a process of ours left running in `dir` (it was killed, and its engine outlived it):
 * stopped, by the pid file it wrote, before a new one starts there.
 */
const stopLeftover = async (dir: string) => {
  const pidFile = path.join(dir, 'nginx.pid');
  const pid = Number(fs.existsSync(pidFile) ? fs.readFileSync(pidFile, 'utf8').trim() : NaN);
  if (!Number.isSafeInteger(pid) || pid <= 1) return;
  const command = fs.existsSync(`/proc/${pid}/cmdline`)
    ? fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    : '';
  if (!command.includes('nginx') || !command.includes(dir)) return;
  process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 50 && fs.existsSync(`/proc/${pid}`); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

export const runNginx = async (dir: string, config: string, port: number): Promise<RunningNginx> => {
  await stopLeftover(dir);
  const file = path.join(dir, 'nginx.conf');
  const log = path.join(dir, 'nginx-error.log');
  // It holds the engine's secret (its callbacks' addresses): for this user only.
  fs.writeFileSync(file, config, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  fs.rmSync(log, { force: true });
  const child = spawn(NGINX_BIN, ['-p', dir, '-c', file, '-e', log], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const failed = () => {
    const words = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim() : `exit ${child.exitCode}`;
    return new Error(`nginx did not start: ${words}`);
  };
  let open = false;
  for (let i = 0; i < 100 && !open; i += 1) {
    if (child.exitCode !== null) throw failed();
    open = await portOpen(port, '127.0.0.1');
    if (!open) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // The port may be another's (an engine left by a process that crashed): ours must still run.
  await new Promise((resolve) => setTimeout(resolve, 200));
  if (!open || child.exitCode !== null) {
    if (child.exitCode === null) child.kill('SIGTERM');
    throw failed();
  }
  return {
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
};

/**
 * The server's own engine (LIVE_ENGINE=auto): nginx with the RTMP module, run as a child of this
 * process and stopped with it. Resolves once it takes connections, or rejects with nginx's words.
 */
export const startEngine = async ({
  setup,
  port,
  callbacks,
  dir,
}: {
  setup: LiveSetup;
  port: number;
  callbacks: string;
  dir: string;
}): Promise<RunningNginx> => {
  const prefix = path.resolve(dir);
  for (const folder of [prefix, setup.hlsDir, setup.recordingsDir]) fs.mkdirSync(folder, { recursive: true });
  const block = rtmpBlock({
    listen: String(port),
    hlsDir: setup.hlsDir,
    recordingsDir: setup.recordingsDir,
    callbacks,
  });
  return runNginx(prefix, enginePreamble(prefix) + block, port);
};
