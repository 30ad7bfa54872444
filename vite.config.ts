import react from '@vitejs/plugin-react';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { defineConfig } from 'vite';

const server = process.env.API_ORIGIN ?? 'http://127.0.0.1:8080';

/** Modules under this folder are the start-up stages ui/main.tsx imports one after another. */
const START_STAGES = /\/ui\/app\/start\//;

/**
 * index.html preloads the chunks of every start-up stage, not only the entry's: ui/main.tsx imports the stages one
 * after another so that each is evaluated in a task of its own, and without the hints each stage's fetch would
 * start only when the one before it had run — a round trip per stage on a real network. Their style sheets are
 * linked too, so the page's CSS loads with the document rather than when the app's stage is imported.
 */
export function preloadStartStages(): Plugin {
  let base = '/';
  return {
    name: 'preload-start-stages',
    apply: 'build',
    configResolved(config) { base = config.base; },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return [];
        const files = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (files.has(fileName) || chunk?.type !== 'chunk') return;
          files.add(fileName);
          chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
          chunk.imports.forEach(visit);
        };
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.moduleIds.some((id) => START_STAGES.test(id))) visit(chunk.fileName);
        }
        const link = (rel: string) => (file: string): HtmlTagDescriptor => ({
          tag: 'link', attrs: { rel, crossorigin: true, href: `${base}${file}` }, injectTo: 'head',
        });
        const absent = (file: string) => !html.includes(file);
        return [...[...styles].filter(absent).map(link('stylesheet')), ...[...files].filter(absent).map(link('modulepreload'))];
      },
    },
  };
}

/**
 * The start-up stages (paths in ui/), in the order ui/main.tsx asks for them; a module goes with the first one that
 * imports it. The entry's own imports are left to the bundler, which keeps them in the entry's chunk.
 */
const STAGE_MODULES: readonly (readonly [string | null, string])[] = [
  [null, 'main.tsx'],
  ['route-preload', 'app/start/route-preload.ts'],
  ['react-runtime', 'app/start/react-runtime.ts'],
  ['start-app', 'app/start/start-app.tsx'],
];

/**
 * One chunk a start-up stage: every module a stage imports statically (and no earlier stage does) goes into that
 * stage's chunk, instead of the bundler's split by sharing — which cut the shell into ~45 chunks, since most of its
 * modules are shared with some page, and the browser fetched them over six HTTP/1.1 connections, queued, before
 * the entry could run (~100 ms of a new tab's open). Pages still get chunks of their own, and modules only pages
 * share are still split by sharing. The stages stay evaluated one after another, each in a task of its own.
 */
export function startStageChunks(): Plugin {
  let root = '';
  let stageOf: Map<string, string | null> | undefined;
  const stages = (getModuleInfo: (id: string) => { importedIds: readonly string[] } | null) => {
    const found = new Map<string, string | null>();
    for (const [stage, file] of STAGE_MODULES) {
      const pending = [`${root}/${file}`];
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (found.has(id)) continue;
        const info = getModuleInfo(id);
        if (!info) continue;
        found.set(id, stage);
        pending.push(...info.importedIds);
      }
    }
    return found;
  };
  return {
    name: 'start-stage-chunks',
    apply: 'build',
    configResolved(config) { root = config.root; },
    buildStart() { stageOf = undefined; },
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // A stage's set is closed under static imports, so a stage's chunk imports only earlier stages'
              // chunks: no cycle for the bundler to break by pulling a shared module into the later chunk.
              includeDependenciesRecursively: false,
              groups: [{
                name(id, ctx) {
                  stageOf ??= stages((m) => ctx.getModuleInfo(m));
                  return stageOf.get(id) ?? null;
                },
              }],
            },
          },
        },
      },
    }),
  };
}

export default defineConfig({
  root: 'ui',
  plugins: [react(), startStageChunks(), preloadStartStages()],
  // 'hidden': the maps are written next to the bundles (dist/assets/*.map) for developers, without the
  // sourceMappingURL comment, and server/http/static-ui.ts never serves them.
  build: { outDir: '../dist', emptyOutDir: true, sourcemap: 'hidden' },
  worker: { format: 'es' },
  server: {
    proxy: {
      '/api': server,
      '/docs': server, // the footer's documents (server/docs/)
      '/ws': { target: server.replace(/^http/, 'ws'), ws: true },
    },
  },
});
