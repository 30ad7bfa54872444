import { describe, expect, it, vi } from 'vitest';
import type { AnchorFollowDeps } from './follow-anchor';
import { nextAnchorFollow, toggleAnchorFollow } from './follow-anchor';

function deps(me: number | undefined, answer: { ok: boolean } = { ok: true }) {
  const post = vi.fn(async () => (answer.ok ? { ok: true as const, data: { followStatus: 1 } } : { ok: false as const, kind: 'api' as const, msg: 'x' }));
  const toast = { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() };
  const openLogin = vi.fn();
  const d: AnchorFollowDeps = { api: { post } as unknown as AnchorFollowDeps['api'], toast, me: () => me, openLogin };
  return { d, post, toast, openLogin };
}

describe('following an anchor', () => {
  it('[FL-2] logged out, the login dialog opens and nothing is sent', async () => {
    const { d, post, openLogin } = deps(undefined);
    expect(await toggleAnchorFollow(d, { customerId: 10001, current: 2 })).toBeUndefined();
    expect(openLogin).toHaveBeenCalledOnce();
    expect(post).not.toHaveBeenCalled();
  });

  it('[FL-3] one\'s own account: 无法关注自己的账号～, nothing sent', async () => {
    const { d, post, toast } = deps(10001);
    expect(await toggleAnchorFollow(d, { customerId: 10001, current: 2 })).toBeUndefined();
    expect(toast.warning).toHaveBeenCalledWith('无法关注自己的账号～');
    expect(post).not.toHaveBeenCalled();
  });

  it('[FL-1] [FL-4] followStatus 2 becomes 1 (关注成功), otherwise 2 (取消关注)', async () => {
    expect([nextAnchorFollow(2), nextAnchorFollow(1)]).toEqual([1, 2]);
    const a = deps(20001);
    expect(await toggleAnchorFollow(a.d, { customerId: 10001, current: 2, prepareId: 7 })).toBe(1);
    expect(a.post).toHaveBeenCalledWith('/v1/customer/follow/action', { status: 1, followCustomerId: 10001, prepareId: 7 }, undefined);
    expect(a.toast.success).toHaveBeenCalledWith('关注成功');
    const b = deps(20001);
    expect(await toggleAnchorFollow(b.d, { customerId: 10001, current: 1 })).toBe(2);
    expect(b.toast.success).toHaveBeenCalledWith('取消关注');
    const failed = deps(20001, { ok: false });
    expect(await toggleAnchorFollow(failed.d, { customerId: 10001, current: 2 })).toBeUndefined();
  });
});
