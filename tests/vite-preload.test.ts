// vite.config.ts's start-up plugins: startStageChunks makes one chunk of each start-up stage that ui/main.tsx imports
// one after another, and preloadStartStages names their chunks and style sheets in index.html, so their fetches
// start with the document's.
import type { IndexHtmlTransformContext, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadStartStages, startStageChunks } from '../vite.config';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

const chunk = (fileName: string, moduleIds: string[], imports: string[], css: string[] = []) => ({
  type: 'chunk', fileName, moduleIds, imports, viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
});

function transform(html: string, bundle: Record<string, unknown>, base = '/') {
  const plugin = preloadStartStages();
  (plugin.configResolved as (c: Pick<ResolvedConfig, 'base'>) => void)({ base });
  const hook = plugin.transformIndexHtml as { handler: (html: string, ctx: Partial<IndexHtmlTransformContext>) => unknown };
  return hook.handler(html, { bundle: bundle as Bundle }) as { attrs: { rel: string; href: string } }[];
}

describe('preloadStartStages', () => {
  const bundle = {
    'assets/index.js': chunk('assets/index.js', ['/repo/ui/main.tsx'], []),
    'assets/react-runtime.js': chunk('assets/react-runtime.js', ['/repo/node_modules/react-dom/client.js', '/repo/ui/app/start/react-runtime.ts'], ['assets/client.js']),
    'assets/client.js': chunk('assets/client.js', ['/repo/node_modules/react/index.js'], []),
    'assets/start-app.js': chunk('assets/start-app.js', ['/repo/ui/app/router.tsx', '/repo/ui/app/start/start-app.tsx'], ['assets/client.js', 'assets/tab-bar.js'], ['assets/start-app.css']),
    'assets/tab-bar.js': chunk('assets/tab-bar.js', ['/repo/ui/components/tab-bar/tab-bar.tsx'], ['assets/client.js'], ['assets/tab-bar.css']),
    'assets/home-page.js': chunk('assets/home-page.js', ['/repo/ui/pages/home/home-page.tsx'], ['assets/tab-bar.js', 'assets/live-list.js']),
    'assets/live-list.js': chunk('assets/live-list.js', ['/repo/ui/pages/sport-list/live-list/live-list.tsx'], []),
    'assets/start-app.css': { type: 'asset', fileName: 'assets/start-app.css' },
  };

  it('links the stages\' chunks, their shared chunks and style sheets once each, and no page chunk', () => {
    const tags = transform('<script type="module" src="/assets/index.js"></script>', bundle);
    expect(tags.map((t) => `${t.attrs.rel} ${t.attrs.href}`).sort()).toEqual([
      'modulepreload /assets/client.js',
      'modulepreload /assets/react-runtime.js',
      'modulepreload /assets/start-app.js',
      'modulepreload /assets/tab-bar.js',
      'stylesheet /assets/start-app.css',
      'stylesheet /assets/tab-bar.css',
    ]);
  });

  it('skips what the page links already, and follows the configured base', () => {
    const tags = transform('<link rel="stylesheet" href="/app/assets/tab-bar.css"><link rel="modulepreload" href="/app/assets/client.js">', bundle, '/app/');
    expect(tags.map((t) => t.attrs.href).sort()).toEqual(['/app/assets/react-runtime.js', '/app/assets/start-app.css', '/app/assets/start-app.js', '/app/assets/tab-bar.js']);
  });
});

describe('startStageChunks', () => {
  // A stage's static imports, as the bundler's module graph has them.
  const graph: Record<string, string[]> = {
    '/repo/ui/main.tsx': ['/repo/ui/perf/open-marks.ts'],
    '/repo/ui/perf/open-marks.ts': [],
    '/repo/ui/app/start/route-preload.ts': ['/repo/ui/app/route-table.tsx'],
    '/repo/ui/app/route-table.tsx': ['/repo/node_modules/react/index.js', '/repo/ui/perf/open-marks.ts'],
    '/repo/node_modules/react/index.js': [],
    '/repo/ui/app/start/react-runtime.ts': ['/repo/node_modules/react-dom/client.js'],
    '/repo/node_modules/react-dom/client.js': ['/repo/node_modules/react/index.js'],
    '/repo/ui/app/start/start-app.tsx': ['/repo/ui/app/router.tsx', '/repo/node_modules/react-dom/client.js', '/repo/ui/perf/open-marks.ts'],
    '/repo/ui/app/router.tsx': ['/repo/ui/components/tab-bar.tsx'],
    '/repo/ui/components/tab-bar.tsx': [],
    '/repo/ui/pages/home/home-page.tsx': ['/repo/ui/components/tab-bar.tsx'], // a page: imported dynamically only
  };
  type Group = { name: (id: string, ctx: { getModuleInfo: (id: string) => { importedIds: string[] } | null }) => string | null };

  it('puts each module in the chunk of the first stage that imports it; the entry\'s and pages\' own are the bundler\'s', () => {
    const plugin = startStageChunks();
    (plugin.configResolved as (c: Pick<ResolvedConfig, 'root'>) => void)({ root: '/repo/ui' });
    const config = (plugin.config as () => { build: { rolldownOptions: { output: { codeSplitting: { groups: Group[] } } } } })();
    const [group] = config.build.rolldownOptions.output.codeSplitting.groups;
    const ctx = { getModuleInfo: (id: string) => (graph[id] ? { importedIds: graph[id] } : null) };
    expect(Object.fromEntries(Object.keys(graph).map((id) => [id.replace('/repo/', ''), group.name(id, ctx)]))).toEqual({
      'ui/main.tsx': null,
      'ui/perf/open-marks.ts': null,
      'ui/app/start/route-preload.ts': 'route-preload',
      'ui/app/route-table.tsx': 'route-preload',
      'node_modules/react/index.js': 'route-preload',
      'ui/app/start/react-runtime.ts': 'react-runtime',
      'node_modules/react-dom/client.js': 'react-runtime',
      'ui/app/start/start-app.tsx': 'start-app',
      'ui/app/router.tsx': 'start-app',
      'ui/components/tab-bar.tsx': 'start-app',
      'ui/pages/home/home-page.tsx': null,
    });
  });
});
