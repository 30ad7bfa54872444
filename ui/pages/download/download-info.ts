// What the download page and home's download popup show (SPEC.md §2 "Download page", "Download popup"): the app's
// QR codes and the site's addresses from /dict/getDictMap (qrCode, domains; SPEC.md §3 "QR code item", "Domain
// item"), and the newest version from /v1/version/checkUpdate {platform Android} (SPEC.md §3 "Version info").
// Pure: the answers in, what to show out; a malformed answer shows nothing of its part rather than breaking.
import { APP_PLATFORMS, appDownloadUrl } from '../../components/qr-code/app-download';

/** What the download page asks the dictionary for. */
export const DOWNLOAD_DICT_TYPES = ['qrCode', 'domains'] as const;

export interface DownloadCode {
  /** The QR code's content: an absolute address. */
  readonly url: string;
  readonly label: string;
  readonly platform: 'android' | 'ios' | undefined;
}

export interface AppVersion {
  readonly versionName: string;
  readonly versionCode: number;
  readonly updateTime: string;
  /** updateContent, one change a line, blank lines dropped. */
  readonly changes: readonly string[];
}

interface Item { readonly value: string; readonly label: string; readonly sort: number }

const isItem = (x: unknown): x is Item => typeof x === 'object' && x !== null
  && typeof (x as Item).value === 'string' && typeof (x as Item).label === 'string';

function itemsOf(dictMap: unknown, type: string): Item[] {
  const raw: unknown = typeof dictMap === 'object' && dictMap !== null ? (dictMap as Record<string, unknown>)[type] : undefined;
  if (!Array.isArray(raw)) return [];
  const sortOf = (i: Item) => (Number.isFinite(i.sort) ? i.sort : 0);
  return raw.filter(isItem).sort((a, b) => sortOf(a) - sortOf(b));
}

/** Our own origin's pages and http(s) addresses only: a QR code must not encode a javascript: URL. */
function absoluteUrl(value: string, origin: string): string | undefined {
  try {
    const url = new URL(value, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const platformOf = (url: string): DownloadCode['platform'] => {
  const p = new URL(url).searchParams.get('platform');
  return p === 'android' || p === 'ios' ? p : undefined;
};

/** The dictionary's QR codes; none (or none usable): the built-in ones, each leading to /downLoad?platform=. */
export function downloadCodesOf(dictMap: unknown, origin: string): DownloadCode[] {
  const codes = itemsOf(dictMap, 'qrCode').flatMap((i): DownloadCode[] => {
    const url = absoluteUrl(i.value.trim(), origin);
    return url ? [{ url, label: i.label.trim() || '扫码下载', platform: platformOf(url) }] : [];
  });
  if (codes.length > 0) return codes;
  return APP_PLATFORMS.map((p) => ({ url: appDownloadUrl(p.id, origin), label: p.caption, platform: p.id }));
}

/** The site's addresses, as written (host names), duplicates dropped. */
export function domainsOf(dictMap: unknown): string[] {
  return [...new Set(itemsOf(dictMap, 'domains').map((i) => i.value.trim()).filter((v) => v !== ''))];
}

export function appVersionOf(data: unknown): AppVersion | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const v = data as Record<string, unknown>;
  if (typeof v.versionName !== 'string' || v.versionName.trim() === '') return undefined;
  return {
    versionName: v.versionName.trim(),
    versionCode: typeof v.versionCode === 'number' ? v.versionCode : 0,
    updateTime: typeof v.updateTime === 'string' ? v.updateTime : '',
    changes: typeof v.updateContent === 'string'
      ? v.updateContent.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '') : [],
  };
}

/** 'v3.6.2' — a name that already starts with v is left as it is. */
export const versionLabel = (v: AppVersion) => (/^v/i.test(v.versionName) ? v.versionName : `v${v.versionName}`);
