// Avatars as inline SVG data URIs: the product works offline out of the box, with no image host. The initial is
// escaped for XML; the browser shows it through <img>, where SVG runs no script.
const COLORS = ['#e85d4a', '#f0a020', '#3aa76d', '#2f8fd8', '#7c5cd6', '#d6488a', '#1fa3a3', '#8a6d3b'];

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A coloured disc with the nickname's first character. */
export function initialAvatar(nickname: string, seed: number): string {
  const initial = escapeXml(Array.from(nickname)[0] ?? '球');
  const color = COLORS[Math.abs(seed) % COLORS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${color}"/><text x="48" y="62" font-size="42" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** New accounts: a neutral silhouette (no user text inside). */
export const DEFAULT_AVATAR = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="#c9d3df"/><circle cx="48" cy="38" r="16" fill="#fff"/><path d="M18 82c4-17 17-26 30-26s26 9 30 26" fill="#fff"/></svg>',
)}`;
