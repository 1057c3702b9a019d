import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * Work that must not delay an answer (mail whose timing would reveal an account), tracked so that
 * shutdown and tests can wait for it. A failure is logged, never thrown at a request.
 */
export type Background = {
  run: (label: string, work: () => Promise<unknown>) => void;
  settled: () => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    background: Background;
  }
}

const createBackground = (log: FastifyBaseLogger): Background => {
  const pending = new Set<Promise<unknown>>();
  return {
    run: (label, work) => {
      const task: Promise<unknown> = Promise.resolve()
        .then(work)
        .catch((error: unknown) => log.error({ err: error }, `${label} failed`))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
};

export const registerBackground = (app: FastifyInstance): void => {
  app.decorate('background', createBackground(app.log));
  app.addHook('onClose', async () => app.background.settled());
};
