// What the profile page shows for an answer of /anchor/homepage: the profile, 主播不存在 for an id that is no anchor
// (40007, or a customId that is not an id at all), or a failure to retry. Pure.
import type { AnchorProfile } from '../../../contract/anchor-search';
import type { Immutable } from '../../../contract/call';
import { API_CODE } from '../../../contract/codes';

export type Profile = Immutable<AnchorProfile>;

export type ProfileLoad =
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded'; readonly profile: Profile }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'failed'; readonly msg: string };

export const EMPTY_BIO_TEXT = '这个人很懒，还没有设置个性签名';
export const NO_FORECASTS_TEXT = '近期无预测';
export const UNKNOWN_ANCHOR_TEXT = '主播不存在';

/** The customId of the query, or undefined when it is not a positive whole number. */
export function customIdOf(query: string | null): number | undefined {
  if (query === null || !/^\d{1,16}$/.test(query)) return undefined;
  const id = Number(query);
  return id >= 1 && Number.isSafeInteger(id) ? id : undefined;
}

export function profileLoadOf(answer: { readonly ok: true; readonly data: Profile } | { readonly ok: false; readonly code?: number; readonly msg: string }): ProfileLoad {
  if (answer.ok) return { kind: 'loaded', profile: answer.data };
  if (answer.code === API_CODE.notFound || answer.code === API_CODE.validation) return { kind: 'unknown' };
  return { kind: 'failed', msg: answer.msg };
}

/** [AN-5] the bio, or the empty-bio copy. */
export const bioText = (description: string): string => description.trim() || EMPTY_BIO_TEXT;

/** A count the server could not know (null) shows as —. */
export const countText = (n: number | null): string => (n === null ? '—' : n >= 10_000 ? `${Math.floor(n / 1000) / 10}万` : String(n));
