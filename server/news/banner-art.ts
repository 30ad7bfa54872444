// Banner pictures as inline SVG data URIs (as the avatars are, server/db/avatars.ts): the product runs offline
// with no image host, and the CSP allows data: images. Every string is escaped for XML; the browser shows the
// picture through <img>, where SVG runs no script.
const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const svgUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

const FONT = 'Noto Sans CJK SC, PingFang SC, Microsoft YaHei, sans-serif';

/** An official pick: a two-colour field, a title and a line under it (16:6). */
export function pickArt(title: string, line: string, from: string, to: string): string {
  return svgUri(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="240" viewBox="0 0 640 240">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${escapeXml(from)}"/><stop offset="1" stop-color="${escapeXml(to)}"/></linearGradient></defs>`
    + `<rect width="640" height="240" fill="url(#g)"/>`
    + `<circle cx="560" cy="40" r="120" fill="#fff" fill-opacity="0.08"/><circle cx="600" cy="220" r="80" fill="#fff" fill-opacity="0.06"/>`
    + `<text x="40" y="112" font-family="${FONT}" font-size="40" font-weight="700" fill="#fff">${escapeXml(title)}</text>`
    + `<text x="40" y="160" font-family="${FONT}" font-size="22" fill="#fff" fill-opacity="0.85">${escapeXml(line)}</text></svg>`);
}

/** A focus match: the competition, the two teams and the kick-off or the score (16:6). */
export function matchArt(competition: string, home: string, away: string, middle: string, color: string): string {
  return svgUri(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="240" viewBox="0 0 640 240">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0b1736"/><stop offset="1" stop-color="${escapeXml(color)}"/></linearGradient></defs>`
    + `<rect width="640" height="240" fill="url(#g)"/>`
    + `<text x="320" y="56" text-anchor="middle" font-family="${FONT}" font-size="22" fill="#fff" fill-opacity="0.8">${escapeXml(competition)}</text>`
    + `<text x="150" y="138" text-anchor="middle" font-family="${FONT}" font-size="32" font-weight="700" fill="#fff">${escapeXml(home)}</text>`
    + `<text x="320" y="140" text-anchor="middle" font-family="${FONT}" font-size="36" font-weight="700" fill="#ffd24a">${escapeXml(middle)}</text>`
    + `<text x="490" y="138" text-anchor="middle" font-family="${FONT}" font-size="32" font-weight="700" fill="#fff">${escapeXml(away)}</text>`
    + `<text x="320" y="196" text-anchor="middle" font-family="${FONT}" font-size="18" fill="#fff" fill-opacity="0.7">焦点比赛</text></svg>`);
}
