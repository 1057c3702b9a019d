/**
 * Lighthouse, mobile defaults (issue 13: performance ≥ 95, accessibility 100, best practices 100),
 * on /sign/login and on /page/home signed in, in each language (issue 35: `?locale=`), against the
 * built app served as `npm start` serves it, in Debian's Chromium. Lighthouse comes from the npm registry at its pinned version through
 * npx (kept out of the lockfile: its versions 13.x want Node 22 and clash with `npm ci` here).
 * The member's session is put into the browser's storage before the run, which then keeps it
 * (`--disable-storage-reset`). BENCH_LIGHTHOUSE_RUNS sets the runs per page (3), and
 * BENCH_LIGHTHOUSE_PAGES=home measures home alone.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { LOCALES } from '../packages/shared/src/i18n/locales';
import { storefrontPaths } from '../packages/shared/src/rules/storefront';
import { buildWeb, freePort, registerMember, startStudio } from './processes';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const run = promisify(execFile);

type Report = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
};

const lighthouse = async (url: string, port: number, keepStorage: boolean, seo = false): Promise<Report> => {
  const { stdout } = await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      `--port=${port}`,
      '--output=json',
      '--quiet',
      `--only-categories=performance,accessibility,best-practices${seo ? ',seo' : ''}`,
      ...(keepStorage ? ['--disable-storage-reset'] : []),
    ],
    { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: CHROMIUM } },
  );
  // LIGHTHOUSE_REPORT_DIR keeps each full report (the LCP element, long tasks, request chains).
  const dir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${new URL(url).pathname.replaceAll('/', '_')}.json`), stdout);
  }
  return JSON.parse(stdout) as Report;
};

const line = (name: string, report: Report) => {
  const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100);
  const metric = (key: string) => report.audits[key]?.numericValue ?? Number.NaN;
  const [performance, accessibility, practices] = [
    score('performance'),
    score('accessibility'),
    score('best-practices'),
  ];
  // SEO is measured on the public storefront's pages only (issue 38): the app's pages are not for search engines.
  const seo = report.categories.seo ? score('seo') : null;
  const met = performance >= 95 && accessibility === 100 && practices === 100 && (seo ?? 100) === 100;
  return `  ${name.padEnd(22)} performance ${performance} (goal ≥ 95), accessibility ${accessibility} (100), best practices ${practices} (100)${seo === null ? '' : `, SEO ${seo} (100)`}; LCP ${(metric('largest-contentful-paint') / 1000).toFixed(2)} s, TBT ${metric('total-blocking-time').toFixed(0)} ms, CLS ${metric('cumulative-layout-shift').toFixed(3)} ${met ? 'MET' : 'NOT MET'}`;
};

const leftProfiles: string[] = [];

/** Debian's Chromium with a profile of its own, open for Lighthouse on its debugging port. */
const launchChromium = async () => {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-lighthouse-'));
  const browser = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    close: async () => {
      const exited = new Promise((resolve) => browser.once('exit', resolve));
      browser.kill();
      await exited;
      // Its helper processes may still write there for a moment after it exits: what cannot go
      // now goes at the end of the bench.
      try {
        fs.rmSync(profile, { recursive: true, force: true, maxRetries: 4, retryDelay: 250 });
      } catch {
        leftProfiles.push(profile);
      }
    },
  };
};

/** The first line of a failed run and the end of what Lighthouse wrote to stderr. */
const failure = (error: unknown) => {
  const stderr = (error as { stderr?: string }).stderr?.trim().split('\n').slice(-3).join(' | ') ?? '';
  return `${error instanceof Error ? error.message.split('\n')[0] : String(error)} ${stderr}`;
};

/** Runs per page: Lighthouse's own advice is the median of several, its scores move between runs. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/**
 * The median run by performance score, each in a fresh browser profile (a cold load: no HTTP cache,
 * no service worker), with the spread of the scores.
 */
const medianOf = async (name: string, once: () => Promise<Report>) => {
  const reports: Report[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    // Lighthouse sometimes loses its own trace ("Please run Lighthouse again"): once more, then fail.
    reports.push(
      await once().catch(async (error: unknown) => {
        console.log(`  (${name}: a run failed, run again: ${failure(error)})`);
        return once();
      }),
    );
  }
  const performance = (r: Report) => r.categories.performance?.score ?? 0;
  reports.sort((x, y) => performance(x) - performance(y));
  const median = reports[Math.floor(reports.length / 2)] as Report;
  const spread = reports
    .map(
      (r) =>
        `${Math.round(performance(r) * 100)} (TBT ${(r.audits['total-blocking-time']?.numericValue ?? 0).toFixed(0)})`,
    )
    .join(', ');
  return `${line(name, median)} (median of ${reports.length}: ${spread})`;
};

export const benchLighthouse = async () => {
  if (!fs.existsSync(CHROMIUM)) {
    console.log(`\nLighthouse: skipped (${CHROMIUM} is absent: apt-get install -y chromium)`);
    return;
  }
  buildWeb();
  const studio = await startStudio(undefined);
  try {
    const { email, token } = await registerMember(studio.url, 'lighthouse');
    console.log(`\nLighthouse ${LIGHTHOUSE.split('@')[1]} (mobile defaults) in Chromium, built app`);
    // The first class page the sitemap lists, in the studio's default language.
    const sitemap = await (await fetch(`${studio.url}${storefrontPaths.sitemap}`)).text();
    const classPage = new URL(/<loc>([^<?]*\/classes\/\d[^<?]*)<\/loc>/.exec(sitemap)?.[1] ?? studio.url)
      .pathname;
    for (const locale of LOCALES) {
      // English is the app's own default: its address carries no language.
      const query = locale === 'en' ? '' : `?locale=${locale}`;
      const signIn = async () => {
        const browser = await launchChromium();
        try {
          return await lighthouse(`${studio.url}/sign/login${query}`, browser.port, false);
        } finally {
          await browser.close();
        }
      };
      if (process.env.BENCH_LIGHTHOUSE_PAGES !== 'home') {
        console.log(await medianOf(`/sign/login ${locale}`, signIn));
        // The storefront's landing page and a class page (issue 38), as an anonymous visitor.
        for (const page of [storefrontPaths.landing, classPage]) {
          const once = async () => {
            const browser = await launchChromium();
            try {
              return await lighthouse(`${studio.url}${page}${query}`, browser.port, false, true);
            } finally {
              await browser.close();
            }
          };
          console.log(await medianOf(`${page.split('-')[0]} ${locale}`, once));
        }
      }
      const home = async () => {
        const browser = await launchChromium();
        try {
          // The session goes into the profile's storage first, which the run then keeps.
          const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
          const page = await (cdp.contexts()[0] ?? (await cdp.newContext())).newPage();
          await page.goto(`${studio.url}/sign/login`);
          await page.evaluate(
            ([e, t]) => window.localStorage.setItem('studio.session', JSON.stringify({ email: e, token: t })),
            [email, token],
          );
          await page.close();
          await cdp.close();
          return await lighthouse(`${studio.url}/page/home${query}`, browser.port, true);
        } finally {
          await browser.close();
        }
      };
      console.log(await medianOf(`/page/home ${locale}`, home));
    }
  } catch (error) {
    console.log(`  Lighthouse failed: ${failure(error)}`);
  } finally {
    await studio.stop();
    for (const profile of leftProfiles.splice(0)) {
      try {
        fs.rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
      } catch (error) {
        console.log(`  (a Chromium profile stayed in the temporary folder: ${failure(error)})`);
      }
    }
  }
};

if (import.meta.url === `file://${process.argv[1]}`) await benchLighthouse();
