// vite.config.ts's preloadStartStages: index.html names every chunk and style sheet of the start-up stages that
// ui/main.tsx imports one after another, so their fetches start with the document's.
import type { IndexHtmlTransformContext, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadStartStages } from '../vite.config';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[], css: string[] = []) => ({
  type: 'chunk', fileName, facadeModuleId, imports, viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
});

function transform(html: string, bundle: Record<string, unknown>, base = '/') {
  const plugin = preloadStartStages();
  (plugin.configResolved as (c: Pick<ResolvedConfig, 'base'>) => void)({ base });
  const hook = plugin.transformIndexHtml as { handler: (html: string, ctx: Partial<IndexHtmlTransformContext>) => unknown };
  return hook.handler(html, { bundle: bundle as Bundle }) as { attrs: { rel: string; href: string } }[];
}

describe('preloadStartStages', () => {
  const bundle = {
    'assets/index.js': chunk('assets/index.js', '/repo/ui/main.tsx', []),
    'assets/react-runtime.js': chunk('assets/react-runtime.js', '/repo/ui/app/start/react-runtime.ts', ['assets/client.js']),
    'assets/client.js': chunk('assets/client.js', null, []),
    'assets/start-app.js': chunk('assets/start-app.js', '/repo/ui/app/start/start-app.tsx', ['assets/client.js', 'assets/tab-bar.js'], ['assets/start-app.css']),
    'assets/tab-bar.js': chunk('assets/tab-bar.js', null, ['assets/client.js'], ['assets/tab-bar.css']),
    'assets/home-page.js': chunk('assets/home-page.js', '/repo/ui/pages/home/home-page.tsx', ['assets/tab-bar.js', 'assets/live-list.js']),
    'assets/live-list.js': chunk('assets/live-list.js', null, []),
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
