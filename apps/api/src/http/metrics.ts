import cluster from 'node:cluster';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { AggregatorRegistry, collectDefaultMetrics, Gauge, Histogram, register } from 'prom-client';
import type { DatabaseHandle } from '../db/database.ts';

/*
 * Prometheus metrics (prom-client) in each process's default registry: request counts and durations by route and
 * status, the database pool, the job queues' depth, and Node's own (event-loop lag, memory, CPU). They are served
 * only on METRICS_PORT (serveMetrics), by the cluster's primary for all its workers together.
 */

let defaultsCollected = false;

/** Times every answer of `app` by method, route pattern (never the raw URL: ids would explode the series) and status. */
export function recordRequestMetrics(app: FastifyInstance): void {
  if (!defaultsCollected) {
    collectDefaultMetrics();
    // A worker answers its supervisor's requests for its metrics once an AggregatorRegistry exists in it.
    if (cluster.isWorker) new AggregatorRegistry();
    defaultsCollected = true;
  }
  const durations =
    (register.getSingleMetric('http_request_duration_seconds') as Histogram | undefined) ??
    new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Duração das requisições HTTP, por método, rota e status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    });
  app.addHook('onResponse', async (request, reply) => {
    durations.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'sem rota',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}

/** The pool's connections (PostgreSQL) and each job queue's jobs by state, read when Prometheus asks. */
export function recordResourceMetrics(
  poolUse: DatabaseHandle['poolUse'],
  boss: () => PgBoss | undefined,
): void {
  for (const name of ['db_pool_connections', 'job_queue_jobs']) register.removeSingleMetric(name);
  new Gauge({
    name: 'db_pool_connections',
    help: 'Conexões do pool do PostgreSQL, por estado (em uso, ociosas, aguardadas)',
    labelNames: ['state'],
    collect() {
      const use = poolUse?.();
      if (!use) return;
      this.set({ state: 'in_use' }, use.total - use.idle);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Tarefas das filas (pg-boss), por fila e estado',
    labelNames: ['queue', 'state'],
    async collect() {
      const queues = await boss()
        ?.getQueues()
        .catch(() => []);
      for (const queue of queues ?? []) {
        this.set({ queue: queue.name, state: 'ready' }, queue.readyCount);
        this.set({ queue: queue.name, state: 'active' }, queue.activeCount);
        this.set({ queue: queue.name, state: 'deferred' }, queue.deferredCount);
        this.set({ queue: queue.name, state: 'failed' }, queue.failedCount);
      }
    },
  });
}

/**
 * GET /metrics on a port of its own: this process's registry, or, in the cluster's primary, every worker's
 * (prom-client's AggregatorRegistry asks them over IPC; request counts add up, gauges add up).
 */
export function serveMetrics(options: { port: number; host: string; cluster: boolean }): Promise<Server> {
  const aggregator = options.cluster ? new AggregatorRegistry() : undefined;
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    const metrics = aggregator ? aggregator.clusterMetrics() : register.metrics();
    metrics.then(
      (text) => response.writeHead(200, { 'Content-Type': register.contentType }).end(text),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  return new Promise((resolve) => server.listen(options.port, options.host, () => resolve(server)));
}
