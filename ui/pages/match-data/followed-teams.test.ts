// @vitest-environment happy-dom
// The followed teams the match lists mark: one ask per sport, asked again after a follow changes, none logged out.
import { describe, expect, it } from 'vitest';
import { VIEWER_INFO, accountsHarness } from '../../accounts/test-support/accounts-harness';
import { settle } from '../../components/test-support/dom';
import { FollowedTeams } from './followed-teams';

const item = (teamId: number) => ({ compId: 0, compName: '', compLogo: '', teamId, teamName: `球队${teamId}`, teamLogo: '', followerId: teamId, followStatus: 1 as const });

describe('FollowedTeams', () => {
  it('[FL-1] asks each sport\'s followed teams once, again after a change, and holds none while logged out', async () => {
    const h = accountsHarness();
    let teams = [7, 9];
    h.api.on('/v1/customer/info', () => h.api.ok(VIEWER_INFO));
    await h.accounts.auth.completeLogin({ accessToken: 'A1', refreshToken: 'R1', first: false });
    h.api.on('/follow/act/list', () => h.api.ok({ hot: { groupId: 9999999, name: '热门球队', items: [] }, list: teams.map(item) }));
    const followed = new FollowedTeams();
    let told = 0;
    followed.subscribe(() => told++);
    followed.ensure(h.accounts.api, 'football', true);
    followed.ensure(h.accounts.api, 'football', true);
    await settle();
    expect([...followed.of('football')]).toEqual([7, 9]);
    expect(followed.of('basketball').size).toBe(0);
    const asks = () => h.api.seen.filter((r) => r.path === '/follow/act/list').map((r) => JSON.parse(r.body!));
    expect(asks()).toEqual([{ followType: 2, sportType: 1 }]);
    teams = [9];
    followed.changed();
    await settle();
    expect([...followed.of('football')]).toEqual([9]);
    expect(asks()).toHaveLength(2);
    followed.ensure(h.accounts.api, 'football', false);
    expect(followed.of('football').size).toBe(0);
    expect(told).toBe(3);
  });
});
