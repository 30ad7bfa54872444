// [AU-6] The interests step's choices: at least one to save (请选择喜好), at most 10 (最多只能选择10个). Keyed by
// scope, type and id: a competition and a team may share an id.
import { VALIDATION } from '../../accounts/account-messages';
import type { InterestGroup, InterestOption, InterestRef } from '../../accounts/account-types';

import { MAX_INTERESTS } from '../../../contract/limits';

export { MAX_INTERESTS }; // [AU-6]

export type InterestSelection = ReadonlyMap<string, InterestRef>;

export const interestKey = (o: { scope: number; type: number; id?: number; interestId?: number }) =>
  `${o.scope}/${o.type}/${o.id ?? o.interestId}`;

const refOf = (o: InterestOption): InterestRef => ({ interestId: o.id, scope: o.scope, type: o.type });

/** What the user chose before (the server marks it checked), capped at the maximum. */
export function initialSelection(groups: readonly InterestGroup[]): InterestSelection {
  const checked = groups.flatMap((g) => [...g.competitionVOS, ...g.teamVOS]).filter((o) => o.checked).slice(0, MAX_INTERESTS);
  return new Map(checked.map((o) => [interestKey(o), refOf(o)]));
}

export type ToggleResult = { readonly ok: true; readonly selection: InterestSelection } | { readonly ok: false; readonly message: string };

export function toggleInterest(selection: InterestSelection, option: InterestOption): ToggleResult {
  const key = interestKey(option);
  const next = new Map(selection);
  if (next.has(key)) {
    next.delete(key);
    return { ok: true, selection: next };
  }
  if (next.size >= MAX_INTERESTS) return { ok: false, message: VALIDATION.interestsMax };
  next.set(key, refOf(option));
  return { ok: true, selection: next };
}

/** The body of /v1/customer/interest/save, or the message when nothing is chosen. */
export function interestsToSave(selection: InterestSelection): { readonly ok: true; readonly interests: InterestRef[] } | { readonly ok: false; readonly message: string } {
  if (selection.size === 0) return { ok: false, message: VALIDATION.interestsEmpty };
  return { ok: true, interests: [...selection.values()] };
}
