// Runs the Playwright journeys against the built app and a real server, in Debian's Chromium.
// Without /usr/bin/chromium the journeys are skipped with a clear message (CI installs it).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(CHROMIUM)) {
  console.warn(
    `\n[e2e] SKIPPED: ${CHROMIUM} is absent. Install it (apt-get install -y chromium) to run the browser journeys.\n`,
  );
  process.exit(0);
}
// A free port and data folder of this run's own (workers inherit the environment), so runs can't collide.
const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_CLOCK_PORT ??= String(await freePort());
// The studios abroad, charging in BRL and EUR (e2e/abroad.ts).
process.env.E2E_BRL_PORT ??= String(await freePort());
process.env.E2E_EUR_PORT ??= String(await freePort());
process.env.E2E_RTMP_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= `.data-e2e-${process.env.E2E_PORT}`;
const run = (cmd) => execSync(cmd, { stdio: 'inherit', env: process.env });
try {
  run('npm run build -w apps/web');
  // The journeys run the server as `npm start` does: the built JavaScript.
  run('npm run build -w apps/server');
  run(
    `npx playwright test ${process.argv
      .slice(2)
      .filter((arg) => arg !== '--')
      .join(' ')}`,
  );
} catch {
  process.exitCode = 1;
} finally {
  fs.rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
  // The clock server's data and offset file (e2e/clock.ts).
  fs.rmSync(`${process.env.E2E_DATA_DIR}-clock`, { recursive: true, force: true });
  fs.rmSync(`${process.env.E2E_DATA_DIR}-clock.offset`, { force: true });
  // The studios abroad's data (e2e/abroad.ts).
  fs.rmSync(`${process.env.E2E_DATA_DIR}-brl`, { recursive: true, force: true });
  fs.rmSync(`${process.env.E2E_DATA_DIR}-eur`, { recursive: true, force: true });
}
