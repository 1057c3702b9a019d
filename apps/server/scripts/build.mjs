// Builds the server to plain JavaScript (issue 13: `npm start` runs no TypeScript loader):
// src/server.ts and the shared package in one ES module, every npm dependency left to node_modules,
// the migrations copied beside it. Usage: node scripts/build.mjs [OUT_DIR] (default dist).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.join(import.meta.dirname, '..');
const outDir = path.resolve(root, process.argv[2] ?? 'dist');
const dependencies = (file) => Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')).dependencies ?? {});
const external = [
  ...dependencies(path.join(root, 'package.json')),
  ...dependencies(path.join(root, '../../packages/shared/package.json')),
].filter((name) => name !== '@studio/shared');

fs.rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'src/server.ts')],
  outfile: path.join(outDir, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Subpaths too (drizzle-orm/pg-core, zod/mini...).
  external: [...external, ...external.map((name) => `${name}/*`)],
  sourcemap: true,
  logLevel: 'warning',
});
// The bundle finds its migrations beside it (db/client.ts), as src/server.ts finds src/db/migrations.
fs.cpSync(path.join(root, 'src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
