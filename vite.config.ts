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
          if (chunk.type === 'chunk' && chunk.facadeModuleId && START_STAGES.test(chunk.facadeModuleId)) visit(chunk.fileName);
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

export default defineConfig({
  root: 'ui',
  plugins: [react(), preloadStartStages()],
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
