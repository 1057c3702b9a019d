import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that mostly wait on real time: an SMTP outage of a minute, mail retried with back-off,
 * server processes and backups. Vitest runs the longest files first only once its cache knows
 * them; a clean clone (CI) ran them last, the other workers idle while they waited.
 */
const WAITING = /apps\/server\/test\/(jobs\/(smtp-outage|durable-mail)|server-process|backup)\.test\.ts$/;

class WaitingFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const waiting = (file: TestSpecification) => WAITING.test(file.moduleId.replaceAll('\\', '/'));
    return [...sorted.filter(waiting), ...sorted.filter((file) => !waiting(file))];
  }
}

export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web',
      // The repository's own checks (scripts/check-messages.ts).
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
    // Vitest defaults to cores - 1 workers; on the 2-core machines here both cores pay off.
    maxWorkers: 2,
    sequence: { sequencer: WaitingFilesFirst },
  },
});
