// A site document as a static HTML page (documents.ts): self-contained but for one same-origin stylesheet (the
// page's CSP allows style-src 'self' only), every string escaped. Links inside our site open in the same tab;
// outside ones in a new tab without an opener.
import type { DocumentSection, SiteDocument } from './documents';
import { DOCUMENTS_PATH } from './documents';

export const DOCUMENT_CSS_PATH = `${DOCUMENTS_PATH}/document.css`;

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const isExternal = (href: string) => /^https?:\/\//.test(href);

function link({ label, href }: { readonly label: string; readonly href: string }): string {
  const extra = isExternal(href) ? ' target="_blank" rel="noopener noreferrer"' : '';
  return `<a href="${escapeHtml(href)}"${extra}>${escapeHtml(label)}</a>`;
}

function section(s: DocumentSection): string {
  const parts = [`<h2>${escapeHtml(s.heading)}</h2>`];
  for (const p of s.paragraphs ?? []) parts.push(`<p>${escapeHtml(p)}</p>`);
  if (s.items?.length) parts.push(`<ol>${s.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ol>`);
  if (s.links?.length) parts.push(`<p class="links">${s.links.map(link).join('')}</p>`);
  return `<section>${parts.join('')}</section>`;
}

export function documentHtml(doc: SiteDocument, productName: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.title)} - ${escapeHtml(productName)}</title>
<link rel="stylesheet" href="${DOCUMENT_CSS_PATH}">
</head>
<body>
<header class="bar"><a class="brand" href="/">${escapeHtml(productName)}</a></header>
<main>
<article>
<h1>${escapeHtml(doc.title)}</h1>
<p class="updated">更新日期：${escapeHtml(doc.updated)}</p>
<p class="intro">${escapeHtml(doc.intro)}</p>
${doc.sections.map(section).join('\n')}
</article>
</main>
<footer class="foot">© ${escapeHtml(productName)}</footer>
</body>
</html>
`;
}

export const DOCUMENT_CSS = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; background: #f2f4f7; color: #141a24; font: 15px/1.8 "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", system-ui, sans-serif; }
.bar { height: 56px; display: flex; align-items: center; padding: 0 24px; background: #fff; box-shadow: 0 1px 0 #e3e7ee; }
.brand { color: #1e5eff; font-weight: 700; font-size: 18px; text-decoration: none; }
main { padding: 32px 16px 48px; }
article { max-width: 820px; margin: 0 auto; padding: 40px 48px; background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgb(20 26 36 / 0.06); }
h1 { margin: 0 0 4px; font-size: 26px; line-height: 1.4; }
.updated { margin: 0 0 20px; color: #7a8494; font-size: 13px; }
.intro { margin: 0 0 8px; padding: 12px 16px; background: #e9efff; border-radius: 8px; }
h2 { margin: 28px 0 8px; font-size: 18px; }
p { margin: 8px 0; }
ol { margin: 8px 0; padding-left: 1.6em; }
li { margin: 4px 0; }
.links { display: flex; flex-wrap: wrap; gap: 12px; }
a { color: #1e5eff; }
.links a { padding: 4px 12px; border: 1px solid #1e5eff; border-radius: 999px; text-decoration: none; font-size: 14px; }
.links a:hover { background: #1e5eff; color: #fff; }
.foot { padding: 0 0 32px; color: #7a8494; font-size: 12px; text-align: center; }
`;
