/**
 * What the pseudo-locale journey (pseudo-locale.spec.ts) checks on a page: every text a member sees
 * either came from a catalogue (`⟦…⟧`, the pseudo-locale's wrapping) or is data, and the route
 * table it must walk, read from the router's own source so that a new page joins the checklist.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { AREAS, LOCALE_NAMES, PRODUCT_NAME } from '@studio/shared';
import { paths } from '../apps/web/src/config/paths';
import { consolePaths } from '../apps/web/src/features/studio/studio-paths';

const WEB = path.resolve(import.meta.dirname, '../apps/web/src');

/** A text a member sees that is neither a catalogue's message nor data. */
export type Finding = { page: string; kind: string; text: string; where: string };

// ---------------------------------------------------------------------------------------------
// The route table

type RouteEntry = { pattern: string; redirect: boolean };

/** `paths.trainer(':id')`, `` `${paths.saved()}:id?` ``, `under(consolePaths.workout(':id'))`... as a pattern. */
const evaluatePath = (expression: string, prefix: string): string => {
  const under = (full: string) => full.slice(consolePaths.root.length + 1);
  const value = new Function('paths', 'consolePaths', 'under', `return (${expression});`)(
    paths,
    consolePaths,
    under,
  ) as string;
  return prefix ? `${prefix}/${value}` : value;
};

const routesIn = (file: string, prefix: string): RouteEntry[] =>
  fs
    .readFileSync(path.join(WEB, file), 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = /^\s*(?:\{\s*)?path:\s*([^,]+?)\s*(?:,|$)/.exec(line);
      if (!match?.[1]) return [];
      return [{ pattern: evaluatePath(match[1], prefix), redirect: line.includes('<Navigate') }];
    });

/**
 * Every page address of the app: the member and sign routes of app/router.tsx and the console's of
 * features/studio/routes.tsx (its index too). Redirects and the catch-all (`*`, the not-found page,
 * visited at its own address) are no pages of their own.
 */
export const routeTable = (): string[] => {
  const entries = [
    ...routesIn('app/router.tsx', ''),
    { pattern: consolePaths.root, redirect: false },
    ...routesIn('features/studio/routes.tsx', consolePaths.root),
  ];
  return [
    ...new Set(
      entries
        .filter((entry) => !entry.redirect && !entry.pattern.endsWith('*'))
        .map((entry) => entry.pattern),
    ),
  ];
};

/** Whether an address (path, without its query) is one the route pattern serves. */
export const patternMatches = (pattern: string, address: string): boolean => {
  const pathname = (address.split('?')[0] ?? '').replace(/\/$/, '') || '/';
  const source = pattern
    .replace(/\/$/, '')
    .split('/')
    .map((segment, i) => {
      if (i === 0) return '';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      if (segment.includes(':')) {
        // `:id?` glued to a static part (`/page/saved/:id?` reads as one segment after `saved()`).
        return `/${segment.replace(/:[a-z_]+\?$/, '[^/]*').replace(/:[a-z_]+$/, '[^/]+')}`;
      }
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source || '/'}$`).test(pathname);
};

// ---------------------------------------------------------------------------------------------
// What counts as data

/**
 * Brand names and the like the code marks `i18n-exempt` (the same in every language): the string
 * literals of the line after each such comment in the web app's own code, tests and doubles aside.
 */
const exemptTexts = (): string[] => {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/(\.test\.tsx?|testing\.tsx?)$/.test(entry.name)) {
        const lines = fs.readFileSync(full, 'utf8').split('\n');
        lines.forEach((line, i) => {
          if (!line.includes('i18n-exempt')) return;
          for (const text of `${line}\n${lines[i + 1] ?? ''}`.matchAll(/(['"])([^'"\n]+)\1/g))
            if (text[2]) found.push(text[2]);
        });
      }
    }
  };
  walk(WEB);
  return found;
};

/**
 * The words `Intl` writes in English (the pseudo-locale formats as English): month and weekday
 * names, day periods, units and relative times. The app's formatting core is their only source.
 */
const intlWords = (): string[] => {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const word of text.match(/\p{L}+/gu) ?? []) words.add(word);
  };
  for (let month = 0; month < 12; month += 1) {
    const date = new Date(Date.UTC(2026, month, 1 + month, 15));
    for (const style of ['long', 'short', 'narrow'] as const) {
      add(date.toLocaleString('en-US', { month: style, timeZone: 'UTC' }));
      if (month < 7)
        add(
          new Date(Date.UTC(2026, 0, 4 + month)).toLocaleString('en-US', { weekday: style, timeZone: 'UTC' }),
        );
    }
    add(date.toLocaleString('en-US', { hour: 'numeric', timeZone: 'UTC' }));
    add(new Date(Date.UTC(2026, month, 1, 3)).toLocaleString('en-US', { hour: 'numeric', timeZone: 'UTC' }));
  }
  const units = ['kilogram', 'pound', 'centimeter', 'inch', 'meter', 'minute', 'hour', 'second'];
  for (const unit of [...units, 'day', 'week', 'month', 'year', 'percent'])
    for (const unitDisplay of ['long', 'short', 'narrow'] as const)
      for (const n of [1, 2])
        add(new Intl.NumberFormat('en-US', { style: 'unit', unit, unitDisplay }).format(n));
  for (const numeric of ['auto', 'always'] as const)
    for (const unit of ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const)
      for (const n of [-2, -1, 0, 1, 2])
        add(new Intl.RelativeTimeFormat('en-US', { numeric }).format(n, unit));
  for (const list of ['conjunction', 'disjunction'] as const)
    add(new Intl.ListFormat('en-US', { type: list }).format(['a', 'b', 'c']).replace(/\b[abc]\b/g, ''));
  return [...words];
};

/** Keys whose lower-case values are codes the app turns into words itself: shown as they are, a miss. */
const CODE_KEY =
  /(^|_)(status|role|type|kind|state|period|code|action|provider|currency|language|locale|time_zone|level|gender|unit|units|nutrition_type|target|plan_name|reason|method|day|days|weekday)$/i;

/** Every text value of an API answer (a workout's title, a trainer's name, the member's e-mail). */
export const collectData = (value: unknown, into: Set<string>, key = ''): void => {
  if (typeof value === 'string') {
    // A code (`active`, `owner`) is the app's to put into words; a promo code (`STUDIO20`), a time
    // zone (`UTC`) or a caption track's language tag as staff typed it (`en`) is data.
    const code = CODE_KEY.test(key) && /^[a-z][a-z0-9_]*$/.test(value) && !/^[a-z]{2}$/.test(value);
    if (!code && value.trim() && /\p{L}/u.test(value)) into.add(value.trim());
  } else if (Array.isArray(value)) {
    for (const item of value) collectData(item, into, key);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) collectData(v, into, k);
  }
};

/** The text left once catalogue messages, data and `Intl`'s words are taken out: letters left are a miss. */
export class Judge {
  private readonly fixed: string[];
  private readonly intl: RegExp;
  private readonly initials: Set<string>;
  private readonly rawId = new RegExp(`^(${AREAS.join('|')})\\.[A-Za-z0-9_.]+$`);

  constructor(private readonly data: Set<string>) {
    // The product's name, the same in every language (messages.ts keeps it outside the catalogues),
    // and each language's name in itself (a language switch lists them so, whatever the page's).
    this.fixed = [PRODUCT_NAME, ...Object.values(LOCALE_NAMES), ...exemptTexts()];
    this.initials = new Set([...data].map((item) => item.charAt(0)));
    const words = intlWords().sort((a, b) => b.length - a.length);
    this.intl = new RegExp(`(?<!\\p{L})(${words.join('|')})(?!\\p{L})`, 'gu');
  }

  /** The reason a text is not allowed, or null. */
  miss(text: string): string | null {
    const trimmed = text.trim();
    if (this.rawId.test(trimmed)) return 'a message id shown as text';
    // A person's initials (the account button's avatar): the first letters of names the API sent.
    if (/^\p{Lu}{1,2}$/u.test(trimmed) && [...trimmed].every((letter) => this.initials.has(letter)))
      return null;
    let rest = trimmed;
    const known = [...this.fixed, ...this.data].sort((a, b) => b.length - a.length);
    for (const item of known) {
      if (rest.includes(item)) rest = rest.split(item).join(' ');
      if (!/\p{L}/u.test(rest)) return null;
    }
    // Data the page shortened to fit ("A long descript…"): the start of a known text.
    if (rest.endsWith('…') && rest.length > 12) {
      const head = rest.slice(0, -1).trim();
      if ([...this.data].some((item) => item.startsWith(head))) return null;
    }
    rest = rest.replace(this.intl, ' ');
    return /\p{L}/u.test(rest) ? 'not from a catalogue' : null;
  }
}

// ---------------------------------------------------------------------------------------------
// What a page shows

type Shown = { texts: { text: string; where: string }[]; attributes: { text: string; where: string }[] };

/**
 * Runs in the page: the text outside `⟦ ⟧` of every visible text node (a message with a link inside
 * spans several nodes, so the brackets are followed in document order across them), and the
 * labelling attributes. Input values are not text nodes; a textarea's default text is skipped too.
 */
const shownInPage = (): Shown => {
  const where = (element: Element): string => {
    const parts: string[] = [];
    for (let e: Element | null = element; e && e !== document.body && parts.length < 3; e = e.parentElement) {
      const label = e.getAttribute('aria-label') ?? e.getAttribute('data-testid');
      parts.unshift(`${e.tagName.toLowerCase()}${label ? `[${label.slice(0, 30)}]` : ''}`);
    }
    return parts.join(' > ');
  };
  const visible = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions) &&
    element.getClientRects().length > 0;
  // A message may hold another (a page's name in its title) or span nodes: brackets are counted.
  let depth = 0;
  const outsideMessages = (text: string): string => {
    let outside = '';
    for (const char of text) {
      if (char === '⟦') depth += 1;
      else if (char === '⟧') depth = Math.max(0, depth - 1);
      if (char === '⟦' || char === '⟧') outside += ' ';
      else if (depth === 0) outside += char;
    }
    return outside;
  };
  const texts: Shown['texts'] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, noscript, template, textarea')) continue;
    const outside = outsideMessages(node.textContent ?? '');
    if (outside.trim() && visible(parent)) texts.push({ text: outside.trim(), where: where(parent) });
  }
  depth = 0;
  const attributes: Shown['attributes'] = [];
  for (const element of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
    if (!visible(element)) continue;
    for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
      const value = element.getAttribute(name);
      if (!value?.trim()) continue;
      const outside = outsideMessages(value).trim();
      if (outside) attributes.push({ text: outside, where: `${where(element)} @${name}` });
    }
  }
  const title = outsideMessages(document.title).trim();
  if (title) attributes.push({ text: title, where: 'document.title' });
  return { texts, attributes };
};

/** Texts cut or running over on this page (the pseudo-locale's words run ~30 % longer). */
const overflowInPage = (): string[] => {
  const found: string[] = [];
  if (document.documentElement.scrollWidth > document.documentElement.clientWidth + 1)
    found.push(`the page scrolls sideways (${document.documentElement.scrollWidth}px)`);
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    if (!element.checkVisibility() || element.children.length > 0) continue;
    const text = element.textContent?.trim();
    if (!text) continue;
    const style = getComputedStyle(element);
    const clipped =
      style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
    // A visually hidden text (1 px, for screen readers) is cut on purpose.
    if (clipped && element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1)
      found.push(`cut: "${text.slice(0, 60)}" (${element.scrollWidth}px in ${element.clientWidth}px)`);
    // A text that may not wrap, wider than the box it is in, runs into its neighbours (a tab's label).
    const box = element.parentElement;
    const width = element.getBoundingClientRect().width;
    if (!clipped && box && box.clientWidth > 1 && width > box.clientWidth + 1)
      found.push(`runs over: "${text.slice(0, 60)}" (${Math.round(width)}px in ${box.clientWidth}px)`);
  }
  return found;
};

/** The page's texts that are no catalogue's message nor data, as findings. */
export const checkPage = async (page: Page, name: string, judge: Judge): Promise<Finding[]> => {
  const shown = await page.evaluate(shownInPage);
  const findings: Finding[] = [];
  for (const [kind, list] of [
    ['text', shown.texts],
    ['attribute', shown.attributes],
  ] as const) {
    for (const { text, where } of list) {
      const reason = judge.miss(text);
      if (reason) findings.push({ page: name, kind: `${kind}: ${reason}`, text, where });
    }
  }
  return findings;
};

export const overflowOf = (page: Page): Promise<string[]> => page.evaluate(overflowInPage);
