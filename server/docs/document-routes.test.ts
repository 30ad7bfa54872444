// The documents' static pages (/docs/<slug>.html) behind /v1/link/query and the footer's 推流工具.
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from './document-page';
import { documentRoutes } from './document-routes';
import { DOCUMENTS, LINKS, documentPath } from './documents';

describe('/docs', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    documentRoutes(app);
    await app.ready();
  });
  afterAll(async () => app.close());

  it('every linked document is a page with its title, update date and sections', async () => {
    for (const link of LINKS) {
      const doc = DOCUMENTS.find((d) => documentPath(d.slug) === link.linkPath)!;
      expect(doc).toBeDefined();
      const res = await app.inject({ method: 'GET', url: link.linkPath });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain(`<h1>${doc.title}</h1>`);
      expect(res.body).toContain(`更新日期：${doc.updated}`);
      expect(res.body).toContain('<link rel="stylesheet" href="/docs/document.css">');
      for (const s of doc.sections) expect(res.body).toContain(escapeHtml(s.heading));
    }
  });

  it('the documents are the guide, live agreement, user agreement and privacy policy', () => {
    const titles = LINKS.map((l) => DOCUMENTS.find((d) => documentPath(d.slug) === l.linkPath)!.title);
    expect(titles).toEqual(['新手主播指南', '直播协议', '用户协议', '隐私政策']);
  });

  it('the streaming-tool page explains OBS: where to get it, /anchorStart\'s address and key, RTMP, keyframes, x264, bitrate', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/streaming-tool.html' });
    expect(res.statusCode).toBe(200);
    for (const text of ['obsproject.com', 'href="/anchorStart"', '服务器', '串流密钥', 'RTMP', '关键帧间隔：1–2 秒', 'x264', '码率']) {
      expect(res.body).toContain(text);
    }
  });

  it('the stylesheet is served as CSS', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/document.css' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/css/);
  });

  it('an unknown or malformed document is a 404 page', async () => {
    for (const url of ['/docs/nope.html', '/docs/..%2Fpackage.json', '/docs/user-agreement', '/docs/USER.html']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('escapes markup in text', () => {
    expect(escapeHtml('<img src=x onerror="a">&\'')).toBe('&lt;img src=x onerror=&quot;a&quot;&gt;&amp;&#39;');
  });
});
