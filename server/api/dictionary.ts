// The dictionary behind /dict/getDictMap (SPEC.md §7 "Common and content"): the app QR codes, the home notice and
// the site's domains (SPEC.md §3 "QR code item", "Domain item"). Served from configuration, not the database: the
// notice is operator copy (HOME_NOTICE), the domains are the deployment's (SITE_DOMAINS).

import type { DictItem, DictType } from '../../contract';
import { DICT_TYPES } from '../../contract';

export { DICT_TYPES };
export type { DictItem, DictType };

export type Dictionary = Readonly<Record<DictType, readonly DictItem[]>>;

export interface DictionaryEnv {
  /** The home page's scrolling notice; '' shows none. Unset: DEFAULT_HOME_NOTICE. */
  readonly HOME_NOTICE?: string;
  /** Comma-separated site addresses for the download page and popup, e.g. 'qiusai.example,qiusai2.example'. Unset:
   *  DEFAULT_SITE_DOMAINS (demo addresses); '' lists none. */
  readonly SITE_DOMAINS?: string;
}

/** The demo's site addresses (reserved .example names: a deployment sets its own in SITE_DOMAINS). */
export const DEFAULT_SITE_DOMAINS = 'www.qiusai.example,qiusai.example,m.qiusai.example';

export const DEFAULT_HOME_NOTICE = '欢迎来到球赛直播！文明观赛，理性交流，严禁发布违法违规及广告信息，违者将被禁言或封号。';

/** The app download page per platform (the UI's DOWNLOAD_PATH, ui/app/product.ts). */
const QR_CODES: readonly DictItem[] = [
  { id: 1, value: '/downLoad?platform=android', label: 'Android 下载', sort: 1 },
  { id: 2, value: '/downLoad?platform=ios', label: 'iPhone 下载', sort: 2 },
];

const items = (values: readonly string[], label: string): DictItem[] =>
  values.map((value, i) => ({ id: i + 1, value, label, sort: i + 1 }));

export function dictionaryFromEnv(env: DictionaryEnv): Dictionary {
  const notice = (env.HOME_NOTICE ?? DEFAULT_HOME_NOTICE).trim();
  const domains = (env.SITE_DOMAINS ?? DEFAULT_SITE_DOMAINS).split(',').map((d) => d.trim()).filter((d) => d !== '');
  return {
    qrCode: QR_CODES,
    home_notice: notice === '' ? [] : items([notice], '首页公告'),
    domains: items(domains, '网站地址'),
  };
}

export type DictTypesResult = { readonly ok: true; readonly types: readonly DictType[] } | { readonly ok: false; readonly msg: string };

/** `types` as a list or a comma-separated string ('qrCode,home_notice'); duplicates dropped, unknown ones refused. */
export function parseDictTypes(raw: unknown): DictTypesResult {
  const list = typeof raw === 'string' ? raw.split(',') : raw;
  if (!Array.isArray(list) || !list.every((t) => typeof t === 'string')) return { ok: false, msg: 'types 须为字典类型列表' };
  const wanted = [...new Set(list.map((t: string) => t.trim()).filter((t) => t !== ''))];
  if (wanted.length === 0) return { ok: false, msg: 'types 不能为空' };
  const unknown = wanted.filter((t) => !(DICT_TYPES as readonly string[]).includes(t));
  if (unknown.length > 0) return { ok: false, msg: `未知的字典类型：${unknown.join('、')}` };
  return { ok: true, types: wanted as DictType[] };
}

/** The map the call answers: each asked type → its items, in sort order. */
export function dictMapOf(dictionary: Dictionary, types: readonly DictType[]): Partial<Record<DictType, readonly DictItem[]>> {
  return Object.fromEntries(types.map((t) => [t, [...dictionary[t]].sort((a, b) => a.sort - b.sort)]));
}
