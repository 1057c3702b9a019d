/**
 * What the first pages weigh (issue 13 "Weight"): the JavaScript /sign/login loads (goal ≤ 150 KB
 * gzip, ≤ 12 requests before it is interactive) and /page/home for a signed-in member (≤ 250 KB
 * gzip), in each language (issue 35: a browser speaking it), loaded in Debian's Chromium from the
 * built server as `npm start` runs it; and the storefront's landing page (issue 38: ≤ 50 KB).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { LOCALES } from '../packages/shared/src/i18n/locales';
import { storefrontPaths } from '../packages/shared/src/rules/storefront';
import { buildWeb, launchBenchChromium, registerMember, startStudio } from './processes';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

type Weight = {
  requests: number;
  scripts: number;
  gzip: number;
  sent: number;
  urls: string[];
  files: string[];
};

/**
 * The studio console's modules (issue 17): Vite names each chunk after its module, so a member
 * page that loads one of these names carries the console. Not its public entry and route table
 * (`index.ts`, `routes.tsx`), which the app's router imports: the entry chunk is `index` too.
 */
const CONSOLE_DIR = path.resolve(import.meta.dirname, '../apps/web/src/features/studio');
const consoleChunk = new RegExp(
  `/assets/(${fs
    .readdirSync(CONSOLE_DIR, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) => /\.tsx?$/.test(file) && !file.includes('.test.') && !/^(index|routes)\.tsx?$/.test(file),
    )
    .map((file) => path.basename(file).replace(/\.tsx?$/, ''))
    .join('|')})-[\\w-]{8}\\.js$`,
);

/**
 * The built scripts that carry the charts library (recharts, under @mantine/charts): the console's
 * dashboard (issue 17) and the profile's progress charts (issue 19) load them, each as a chunk of
 * its own; neither the sign pages nor home may. Its class names mark its code.
 */
const ASSETS = path.resolve(import.meta.dirname, '../apps/web/dist/assets');
const chartChunks = () =>
  fs
    .readdirSync(ASSETS)
    .filter(
      (file) =>
        file.endsWith('.js') && fs.readFileSync(path.join(ASSETS, file), 'utf8').includes('recharts-'),
    )
    .map((file) => `/assets/${file}`);

/** Loads `url` and counts what came: every request until `ready` holds, and the scripts' sizes. */
const weigh = async (page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<Weight> => {
  let requests = 0;
  let lastScript = Date.now();
  const urls: string[] = [];
  const bodies: Promise<{ gzip: number; sent: number; file: string }>[] = [];
  page.on('request', (request) => {
    requests += 1;
    if (request.resourceType() === 'script') lastScript = Date.now();
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    urls.push(response.url());
    bodies.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        const gzip = zlib.gzipSync(body, { level: 9 }).length;
        return {
          gzip,
          sent: sizes.responseBodySize,
          file: `${kb(gzip)} ${new URL(response.url()).pathname}`,
        };
      })(),
    );
  });
  await page.goto(url);
  await ready(page);
  const requestsWhenReady = requests;
  // Every script the page asks for once ready (a lazy chunk, the words): until none is asked for a
  // second. Not "network idle", which home never reaches while its highlight video streams.
  const readyAt = Date.now();
  while (Date.now() - Math.max(lastScript, readyAt) < 1_500 && Date.now() - readyAt < 20_000)
    await page.waitForTimeout(250);
  const sizes = await Promise.all(bodies);
  return {
    requests: requestsWhenReady,
    scripts: sizes.length,
    gzip: sizes.reduce((sum, s) => sum + s.gzip, 0),
    sent: sizes.reduce((sum, s) => sum + s.sent, 0),
    urls,
    files: sizes.map((s) => s.file),
  };
};

/** BENCH_WEIGHT_FILES=1 lists each page's scripts with their size: what to cut when over. */
const listFiles = (weight: Weight) => {
  if (process.env.BENCH_WEIGHT_FILES === '1') for (const file of weight.files) console.log(`      ${file}`);
};

export const benchWeight = async () => {
  if (!fs.existsSync(CHROMIUM)) {
    console.log(`\nPage weight: skipped (${CHROMIUM} is absent: apt-get install -y chromium)`);
    return;
  }
  buildWeb();
  const studio = await startStudio(undefined);
  const browser = await launchBenchChromium(CHROMIUM);
  try {
    const { email, token } = await registerMember(studio.url, 'weight');

    console.log('\nPage weight (built app, Chromium; JS gzip at level 9, and bytes sent as served)');
    const urls: string[] = [];
    for (const locale of LOCALES) {
      // A browser that speaks `locale`: the app takes the language from it (issue 35).
      const context = await browser.newContext({ locale });
      // Interactive: the form's submit button is on screen.
      const login = await weigh(await context.newPage(), `${studio.url}/sign/login`, (page) =>
        page.locator('button[type=submit]').waitFor(),
      );
      // The storefront's landing page (issue 38, goal ≤ 50 KB): its files, and its inline script.
      const landingPage = await context.newPage();
      const landing = await weigh(landingPage, `${studio.url}${storefrontPaths.landing}`, (page) =>
        page.locator('h1').waitFor(),
      );
      const inline = zlib.gzipSync(
        (await landingPage.locator('script:not([src]):not([type])').allTextContents()).join(''),
        { level: 9 },
      ).length;
      const landingTotal = landing.gzip + inline;
      console.log(
        `  ${storefrontPaths.landing} ${locale}: ${landing.scripts} JS files, ${kb(landingTotal)} gzip with its inline script (goal ≤ 50 KB) ${landingTotal <= 50 * 1024 ? 'MET' : 'NOT MET'}`,
      );
      await context.addInitScript(
        ([e, t]) => window.localStorage.setItem('studio.session', JSON.stringify({ email: e, token: t })),
        [email, token],
      );
      const home = await weigh(await context.newPage(), `${studio.url}/page/home`, (page) =>
        page.getByRole('navigation').first().waitFor(),
      );
      await context.close();
      urls.push(...login.urls, ...home.urls);
      console.log(
        `  /sign/login ${locale}: ${login.scripts} JS files, ${kb(login.gzip)} gzip (goal ≤ 150 KB) ${login.gzip <= 150 * 1024 ? 'MET' : 'NOT MET'}, ${kb(login.sent)} sent; ${login.requests} requests until interactive (goal ≤ 12) ${login.requests <= 12 ? 'MET' : 'NOT MET'}`,
      );
      listFiles(login);
      console.log(
        `  /page/home ${locale} signed in: ${home.scripts} JS files, ${kb(home.gzip)} gzip (goal ≤ 250 KB) ${home.gzip <= 250 * 1024 ? 'MET' : 'NOT MET'}, ${kb(home.sent)} sent`,
      );
      listFiles(home);
    }
    const consoleLoaded = urls.filter((url) => consoleChunk.test(url));
    console.log(
      `  studio console chunks these pages load: ${consoleLoaded.length} (goal 0: members never download the console) ${consoleLoaded.length === 0 ? 'MET' : `NOT MET ${consoleLoaded.join(' ')}`}`,
    );
    const charts = chartChunks();
    const chartsLoaded = urls.filter((url) => charts.some((file) => url.endsWith(file)));
    console.log(
      `  charts library (recharts) in: ${charts.join(', ') || 'no chunk'}; loaded by these pages: ${chartsLoaded.length} (goal 0: only the console and the profile's charts load it) ${charts.length > 0 && chartsLoaded.length === 0 ? 'MET' : `NOT MET ${chartsLoaded.join(' ')}`}`,
    );
  } finally {
    await browser.close();
    await studio.stop();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) await benchWeight();
