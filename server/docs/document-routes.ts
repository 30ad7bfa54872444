// GET /docs/<slug>.html: the site's documents (documents.ts) as static pages under our origin — what
// /v1/link/query's linkPaths and the footer's 推流工具 point at — and GET /docs/document.css, their stylesheet.
// An unknown document is a plain 404 page. Registered before the built UI, whose SPA fallback would answer
// index.html instead.
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_CSS, DOCUMENT_CSS_PATH, documentHtml } from './document-page';
import { DOCUMENTS_PATH, documentBySlug } from './documents';

/** The product's name (ui/app/product.ts PRODUCT_NAME; the server does not import ui/). */
export const PRODUCT_NAME = '球赛直播';

const CACHE = 'public, max-age=600';

export function documentRoutes(app: FastifyInstance): void {
  app.get(DOCUMENT_CSS_PATH, async (_req, reply) =>
    reply.header('cache-control', CACHE).type('text/css; charset=utf-8').send(DOCUMENT_CSS));
  app.get<{ Params: { file: string } }>(`${DOCUMENTS_PATH}/:file`, async (req, reply) => {
    const slug = /^([a-z-]{1,60})\.html$/.exec(req.params.file)?.[1];
    const doc = slug === undefined ? undefined : documentBySlug(slug);
    if (!doc) return reply.code(404).type('text/html; charset=utf-8').send('<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>文档不存在</title><p>文档不存在</p></html>');
    return reply.header('cache-control', CACHE).type('text/html; charset=utf-8').send(documentHtml(doc, PRODUCT_NAME));
  });
}
