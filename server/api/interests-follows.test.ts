// The login dialog's interests offer the competitions and teams the user follows (follow/act), after the hot ones.
import { beforeEach, describe, expect, it } from 'vitest';
import type { InterestGroup } from '../../contract';
import { DB_START_TIMEOUT_MS } from '../db/test-support/test-databases';
import { apiPerTest } from './test-support/api-per-test';
import type { Static } from 'typebox';

const suite = apiPerTest({ seed: true });
let token: string;
beforeEach(async () => {
  token = (await suite.api.login('19900010003')).accessToken; // a demo viewer
}, DB_START_TIMEOUT_MS);

type Groups = Static<typeof InterestGroup>[];
const groups = async () => (await suite.api.call<Groups>('/v1/customer/interest/info', {}, { token })).data;

describe('interests and follows', () => {
  it('[FL-1] [AU-6] a followed competition and team that are not hot appear in interest/info\'s groups, once, unchecked until chosen', async () => {
    const before = await groups();
    const football = before.find((g) => g.scope === 1)!;
    const basketball = before.find((g) => g.scope === 2)!;
    const hotTeams = new Set(basketball.teamVOS.map((t) => t.id));
    const hotComps = new Set(football.competitionVOS.map((c) => c.id));
    // A basketball club and a football competition outside the hot lists.
    const teamId = [200001, 200002, 200003, 200010, 200020, 200030].find((id) => !hotTeams.has(id))!;
    const compId = [1020, 1021, 1022, 1030, 1031, 1008, 1009, 1010, 1011].find((id) => !hotComps.has(id))!;
    expect((await suite.api.call('/follow/act/status', { teamId, sportType: 2, followType: 2 }, { token })).envelope.code).toBe(0);
    expect((await suite.api.call('/follow/act/status', { compId, sportType: 1, followType: 1 }, { token })).envelope.code).toBe(0);
    // A hot one followed is not offered twice.
    const hotId = football.competitionVOS[0].id;
    expect((await suite.api.call('/follow/act/status', { compId: hotId, sportType: 1, followType: 1 }, { token })).envelope.code).toBe(0);

    const after = await groups();
    const teams = after.find((g) => g.scope === 2)!.teamVOS;
    const comps = after.find((g) => g.scope === 1)!.competitionVOS;
    expect(teams.filter((t) => t.id === teamId)).toEqual([expect.objectContaining({ id: teamId, scope: 2, type: 2, checked: false })]);
    expect(comps.filter((c) => c.id === compId)).toEqual([expect.objectContaining({ id: compId, scope: 1, type: 1, checked: false })]);
    expect(comps.filter((c) => c.id === hotId)).toHaveLength(1);
    expect(teams.slice(0, basketball.teamVOS.length)).toEqual(basketball.teamVOS);

    await suite.api.call('/v1/customer/interest/save', { interests: [{ interestId: teamId, scope: 2, type: 2 }] }, { token });
    expect((await groups()).find((g) => g.scope === 2)!.teamVOS.find((t) => t.id === teamId)!.checked).toBe(true);
    // Logged out, only the hot ones.
    const guest = (await suite.api.call<Groups>('/v1/customer/interest/info', {})).data;
    expect(guest.find((g) => g.scope === 2)!.teamVOS.map((t) => t.id)).toEqual(basketball.teamVOS.map((t) => t.id));
  });
});
