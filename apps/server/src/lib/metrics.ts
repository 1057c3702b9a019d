import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import type { ReadRoute } from '../db/replica';
import type { Jobs } from '../jobs/queue';

/**
 * What the servers are doing, in Prometheus's text format (issue 16): answers by route and status
 * with their latency, the database pool's use and waits, the job queue's depth, retries and
 * failures, and the process's memory and event-loop lag (prom-client's defaults).
 */
export type Metrics = {
  registry: Registry;
  /** A job attempt ended: `completed`, or `failed` (to be retried, or dead). */
  jobAttempt: (kind: string, outcome: 'completed' | 'failed') => void;
  /** A read that may go to the replica went to `route` (decision 0055). */
  replicaRead: (route: ReadRoute) => void;
};

export const createMetrics = (database: Database, jobs: Pick<Jobs, 'depth'>): Metrics => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  new Gauge({
    name: 'studio_db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL; the embedded PGlite has one, in process)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const counts = database.poolCounts?.();
      if (!counts) return;
      this.set({ state: 'total' }, counts.total);
      this.set({ state: 'idle' }, counts.idle);
      this.set({ state: 'max' }, counts.max);
    },
  });
  new Gauge({
    name: 'studio_db_pool_waiting',
    help: 'Queries waiting for a free database connection',
    registers: [registry],
    collect() {
      const counts = database.poolCounts?.();
      if (counts) this.set(counts.waiting);
    },
  });
  new Gauge({
    name: 'studio_jobs',
    help: 'Jobs per kind and state: queued (ready, deferred or retrying), active, failed (kept)',
    labelNames: ['kind', 'state'],
    registers: [registry],
    async collect() {
      for (const [kind, depth] of Object.entries(await jobs.depth())) {
        this.set({ kind, state: 'queued' }, depth.queued);
        this.set({ kind, state: 'active' }, depth.active);
        this.set({ kind, state: 'failed' }, depth.failed);
      }
    },
  });
  const attempts = new Counter({
    name: 'studio_job_attempts_total',
    help: 'Job attempts this process ran, by kind and outcome (a failed one is retried or dead)',
    labelNames: ['kind', 'outcome'],
    registers: [registry],
  });
  new Gauge({
    name: 'studio_replica_lag_seconds',
    help: 'How far the read replica is behind the primary (DATABASE_READ_URL); absent while it does not answer',
    registers: [registry],
    collect() {
      this.reset();
      const lag = database.replica?.lagSeconds();
      if (lag !== null && lag !== undefined) this.set(lag);
    },
  });
  new Gauge({
    name: 'studio_replica_up',
    help: 'The read replica answers (1) or not (0); absent without DATABASE_READ_URL',
    registers: [registry],
    collect() {
      this.reset();
      if (database.replica) this.set(database.replica.lagSeconds() === null ? 0 : 1);
    },
  });
  const replicaReads = new Counter({
    name: 'studio_replica_reads_total',
    help: "Reads that may go to the replica, by where they went: replica, or the primary because it was down, lagging, or had not yet replayed the reader's own write",
    labelNames: ['route'],
    registers: [registry],
  });
  return {
    registry,
    jobAttempt: (kind, outcome) => attempts.inc({ kind, outcome }),
    replicaRead: (route) => replicaReads.inc({ route }),
  };
};

/**
 * Counts every answer by method, route (the route's pattern, never the raw path: ids would make
 * a series each) and status, with its latency: one histogram, whose `_count` is the number of
 * answers. Each series' child is kept, so an answer costs a map lookup and an observation.
 */
export const requestObserver = (metrics: Metrics) => {
  const latency = new Histogram({
    name: 'studio_http_request_duration_seconds',
    help: 'Time to answer, by method, route and status (its _count: answers)',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [metrics.registry],
  });
  const series = new Map<string, ReturnType<typeof latency.labels>>();
  return (request: FastifyRequest, reply: FastifyReply): void => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let child = series.get(key);
    if (!child) {
      child = latency.labels(request.method, route, String(reply.statusCode));
      series.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
  };
};

const bearerMatches = (header: string | undefined, token: string): boolean => {
  const given = Buffer.from(header ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
};

/**
 * `GET /metrics` on the public port behind `METRICS_TOKEN` (a bearer token), and/or on a port of
 * its own (`METRICS_PORT`, on `METRICS_HOST`, loopback by default) that only the scraper reaches.
 * With neither set, metrics are collected but not served.
 */
export const serveMetrics = (
  app: FastifyInstance,
  metrics: Metrics,
  options: { token?: string; port?: number; host: string },
): void => {
  const { token } = options;
  if (token) {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({ code: 'unauthorized', message: 'A metrics token is needed.' });
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  }
  if (options.port === undefined) return;
  const server = http.createServer((request, response) => {
    if (request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics: collection failed');
        response.writeHead(500).end();
      },
    );
  });
  app.addHook('onListen', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => {
        const address = server.address();
        app.log.info({ address }, 'metrics: listening');
        resolve();
      });
    });
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
};
