// Runs the Playwright journeys against the built app and a real server, in Debian's Chromium.
// Without /usr/bin/chromium the journeys are skipped with a clear message (CI installs it).
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(CHROMIUM)) {
  console.warn(
    `\n[e2e] SKIPPED: ${CHROMIUM} is absent. Install it (apt-get install -y chromium) to run the browser journeys.\n`,
  );
  process.exit(0);
}
const run = (cmd) => execSync(cmd, { stdio: 'inherit', env: process.env });
try {
  run('npm run build -w apps/web');
  run(`npx playwright test ${process.argv.slice(2).join(' ')}`);
} catch {
  process.exit(1);
}
