import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * Decision 0012: the first pages in a few scripts instead of dozens. Rolldown's automatic chunking
 * makes a chunk for every combination of pages that share modules: the login page came in 29
 * files, home in 60, and over HTTP/1.1 each costs a round trip in a queue of six. Named groups
 * instead, each a chunk: `index`, what the entry imports (React, the router, Mantine's core), then
 * one per group of roots below, holding what the roots import beyond the groups before them.
 *
 * A group's modules are found from the module graph after the build: those its roots' imports
 * reach and the entry's do not. An import from a feature's `index.ts` is followed to the files
 * of the names it takes only, so a group does not take a whole feature (a library's own index
 * reaches all of that library, but those modules are the entry's already; a group still takes
 * the modules its members really use along with them).
 */
export type FirstLoadGroup = {
  name: string;
  roots: RegExp;
  /**
   * Every first page needs this chunk: index.html names it beside the entry, so the browser fetches
   * both at once instead of finding it only once the entry has arrived and run (a round trip more
   * before the first paint on a phone's network).
   */
  preload?: boolean;
};

const FEATURE_INDEX = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const NAMED_EXPORT = /export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const LOCAL_EXPORT = /export\s+(?:const|let|function|class)\s+(\w+)/g;
const ANY_IMPORT = /import\s[^'"]*from\s*['"]([^'"]+)['"]/g;

/** `a, b as c, type D` → the names as exported: a, c. */
const exportedNames = (list: string): string[] =>
  list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => part.split(/\s+as\s+/).at(-1) as string);

/** `a, b as c` of an import → the names taken from the module: a, b. */
const importedNames = (list: string): string[] =>
  list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => part.split(/\s+as\s+/)[0] as string);

/** The resolved id among `candidates` that a relative specifier from `from` points at. */
const resolvedAmong = (from: string, specifier: string, candidates: readonly string[]) => {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return candidates.find(
    (id) => id === base || (id.startsWith(base) && /^(\.tsx?|[\\/]index\.tsx?)$/.test(id.slice(base.length))),
  );
};

export const firstLoadChunks = (ordered: FirstLoadGroup[]) => {
  const members = new Map<string, Set<string>>(ordered.map((group) => [group.name, new Set<string>()]));
  /** The groups' chunks, and the small chunks Rolldown puts in front of each root (`home-page`). */
  const firstLoadNames = new Set(ordered.map((group) => group.name));

  const plugin: Plugin = {
    name: 'studio-first-load-chunks',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.values(bundle ?? {})
          .filter(
            (file) =>
              file.type === 'chunk' && ordered.some((group) => group.preload && group.name === file.name),
          )
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file.fileName}` },
            injectTo: 'head' as const,
          })),
    },
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);

      /** What `id` needs of its imports: a feature index only for the names taken from it. */
      const needs = (id: string): string[] => {
        const module = info(id);
        const imported = module?.importedIds ?? [];
        const barrels = imported.filter((target) => FEATURE_INDEX.test(target));
        if (barrels.length === 0 || !module?.code) return [...imported];
        const next = imported.filter((target) => !FEATURE_INDEX.test(target));
        for (const [, list, specifier] of module.code.matchAll(NAMED_IMPORT)) {
          const barrel = resolvedAmong(id, specifier as string, barrels);
          if (barrel) next.push(...through(barrel, importedNames(list as string)));
        }
        return next;
      };

      /** The files of a feature index that export `names` (its own imports for a name it defines). */
      const through = (barrel: string, names: string[]): string[] => {
        const module = info(barrel);
        const code = module?.code ?? '';
        const targets = module?.importedIds ?? [];
        const found: string[] = [];
        const wanted = new Set(names);
        for (const [, list, specifier] of code.matchAll(NAMED_EXPORT)) {
          if (!exportedNames(list as string).some((name) => wanted.has(name))) continue;
          const target = resolvedAmong(barrel, specifier as string, targets);
          if (target) found.push(target);
          for (const name of exportedNames(list as string)) wanted.delete(name);
        }
        const local = [...code.matchAll(LOCAL_EXPORT)].map(([, name]) => name as string);
        if (local.some((name) => wanted.has(name))) {
          for (const [, specifier] of code.matchAll(ANY_IMPORT)) {
            const target = resolvedAmong(barrel, specifier as string, targets);
            if (target) found.push(target);
          }
          for (const name of local) wanted.delete(name);
        }
        // A name found nowhere (a form these patterns do not read): the whole index, to be safe.
        return wanted.size === 0 ? found : [...targets];
      };

      const reach = (roots: string[], follow: (id: string) => string[]) => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...follow(id));
        }
        return seen;
      };

      const ids = [...this.getModuleIds()];
      const taken = reach(
        ids.filter((id) => info(id)?.isEntry),
        (id) => [...(info(id)?.importedIds ?? [])],
      );
      for (const group of ordered) {
        const set = members.get(group.name) as Set<string>;
        set.clear();
        const roots = ids.filter((id) => group.roots.test(id));
        for (const id of roots) firstLoadNames.add(path.basename(id).replace(/\.[jt]sx?$/, ''));
        for (const id of reach(roots, needs)) if (!taken.has(id)) set.add(id);
        for (const id of set) taken.add(id);
      }
    },
  };

  const codeSplitting: Rolldown.OutputOptions['codeSplitting'] = {
    groups: [
      { name: 'index', tags: ['$initial'], priority: ordered.length + 1 },
      ...ordered.map((group, index) => ({
        name: group.name,
        test: (id: string) => members.get(group.name)?.has(id) ?? false,
        priority: ordered.length - index,
      })),
    ],
  };
  /** A built file of the first pages (`assets/home-page-Cx1.js`): its imports are fetched with it. */
  const isFirstLoad = (fileName: string) =>
    firstLoadNames.has(path.basename(fileName).replace(/-[\w-]{8}\.js$/, ''));
  return { plugin, codeSplitting, isFirstLoad };
};
