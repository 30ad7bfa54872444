// @vitest-environment happy-dom
// The login dialog in a DOM over a scripted /api: every step, every check, the countdown and the debounce.
import { act } from 'react';
import type { InterestGroup } from '../../../contract';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountsContext } from '../../accounts/accounts-context';
import type { AccountsHarness } from '../../accounts/test-support/accounts-harness';
import { VIEWER_INFO, accountsHarness } from '../../accounts/test-support/accounts-harness';
import { requestShell } from '../../app/shell-requests';
import { button, click, field, settle, type } from '../test-support/dom';
import { LoginDialogHost } from './login-dialog-host';

const PHONE = '13800138001';
let h: AccountsHarness;
let root: Root;

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const title = () => dialog()?.querySelector('h2')?.textContent;
const bodies = (path: string) => h.api.seen.filter((r) => r.path === path).map((r) => JSON.parse(r.body ?? '{}'));
const warnings = () => h.toasts.filter((t) => t.kind === 'warning').map((t) => t.text);
const successes = () => h.toasts.filter((t) => t.kind === 'success').map((t) => t.text);

const groups: InterestGroup[] = [
  {
    scope: 1, name: '足球',
    competitionVOS: Array.from({ length: 8 }, (_, i) => ({ id: 100 + i, scope: 1, type: 1, shortName: `联赛${i}`, logo: '', checked: false })),
    teamVOS: Array.from({ length: 4 }, (_, i) => ({ id: 200 + i, scope: 1, type: 2, shortName: `球队${i}`, logo: '', checked: false })),
  },
  { scope: 2, name: '篮球', competitionVOS: [{ id: 300, scope: 2, type: 1, shortName: 'NBA', logo: '', checked: false }], teamVOS: [] },
  { scope: 3, name: '游戏', competitionVOS: [], teamVOS: [] },
];

function open() {
  act(() => requestShell({ type: 'login' }));
}

/** Submits the current form (the login debounce [AU-7] wants 500 ms of quiet between two submits). */
async function submit(label: string) {
  h.clock.advance(500);
  click(button(dialog()!, label));
  await settle();
}

async function sendCode() {
  click(button(dialog()!, /获取验证码|秒后重新获取/));
  await settle();
}

beforeEach(() => {
  h = accountsHarness();
  let first = true;
  h.api
    .on('/ali/sms/sendCode', () => h.api.ok(null))
    .on('/login', () => h.api.ok({ accessToken: 'A1', refreshToken: 'R1', first }))
    .on('/loginByPassWord', () => { first = false; return h.api.ok({ accessToken: 'A1', refreshToken: 'R1', first: false }); })
    .on('/reSetPw', () => h.api.ok(null))
    .on('/v1/customer/info', () => h.api.ok(VIEWER_INFO))
    .on('/v1/customer/setPw', () => h.api.ok(null))
    .on('/v1/customer/interest/info', () => h.api.ok(groups))
    .on('/v1/customer/interest/save', () => h.api.ok(null));
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<AccountsContext value={h.accounts}><LoginDialogHost /></AccountsContext>));
});

afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
});

describe('login dialog: a first login, every step', () => {
  it('[AU-1] [AU-3] [AU-5] [AU-6] [AU-12] code login → set password → interests → closed', async () => {
    open();
    expect(title()).toBe('欢迎登录');
    expect(dialog()!.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(field(dialog()!, '手机号'));
    type(field(dialog()!, '手机号'), PHONE);
    await sendCode();
    type(field(dialog()!, '验证码'), '123456');
    click(field(dialog()!, '我已阅读并同意用户协议和隐私政策'));
    await submit('登录');
    expect(bodies('/ali/sms/sendCode')).toEqual([{ nationalCode: '86', phoneNumber: PHONE, scene: 'login' }]);
    expect(bodies('/login')).toEqual([{ code: '123456', nationalCode: '86', phoneNumber: PHONE, source: 'web' }]);
    expect(h.accounts.session.getSnapshot().isLoggedIn).toBe(true);

    expect(title()).toBe('设置登录密码');
    type(field(dialog()!, '新的登录密码'), 'abc12345');
    type(field(dialog()!, '确认新的登录密码'), 'abc12345');
    await submit('确定');
    expect(bodies('/v1/customer/setPw')).toEqual([{ pwOne: 'abc12345', pwTwo: 'abc12345' }]);

    expect(title()).toBe('选择你的喜好');
    await settle();
    click(button(dialog()!, '联赛0'));
    click(button(dialog()!, '篮球'));
    click(button(dialog()!, 'NBA'));
    expect(dialog()!.textContent).toContain('已选 2/10');
    await submit('完成');
    expect(bodies('/v1/customer/interest/save')).toEqual([{
      interests: [{ interestId: 100, scope: 1, type: 1 }, { interestId: 300, scope: 2, type: 1 }],
    }]);
    expect(dialog()).toBeNull();
    expect(successes()).toEqual(['验证码发送成功，十分钟有效', '登录成功', '设置密码成功']);
  });

  it('[AU-1] [AU-5] set password and interests can both be skipped', async () => {
    open();
    type(field(dialog()!, '手机号'), PHONE);
    type(field(dialog()!, '验证码'), '123456');
    click(field(dialog()!, '我已阅读并同意用户协议和隐私政策'));
    await submit('登录');
    click(button(dialog()!, '跳过'));
    expect(title()).toBe('选择你的喜好');
    await settle();
    click(button(dialog()!, '跳过'));
    expect(dialog()).toBeNull();
    expect(bodies('/v1/customer/setPw')).toEqual([]);
    expect(bodies('/v1/customer/interest/save')).toEqual([]);
  });

  it('[AU-1] closing resets the form: the next open starts empty, on the code tab', async () => {
    open();
    click(button(dialog()!, '密码登录'));
    type(field(dialog()!, '手机号'), PHONE);
    act(() => dialog()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(dialog()).toBeNull();
    open();
    expect(field(dialog()!, '手机号').value).toBe('');
    expect(button(dialog()!, '验证码登录').getAttribute('aria-selected')).toBe('true');
  });
});

describe('login dialog: checks and limits', () => {
  it('[AU-2] send code: 请输入手机号后再获取验证码, 请输入正确手机号, then 短信已发送，请稍后再试～ during the cooldown', async () => {
    open();
    await sendCode();
    type(field(dialog()!, '手机号'), '1380');
    await sendCode();
    type(field(dialog()!, '手机号'), PHONE);
    await sendCode();
    await sendCode();
    expect(warnings()).toEqual(['请输入手机号后再获取验证码', '请输入正确手机号', '短信已发送，请稍后再试～']);
    expect(bodies('/ali/sms/sendCode')).toHaveLength(1);
    expect(successes()).toEqual(['验证码发送成功，十分钟有效']);
  });

  it('[AU-7] the send button counts 60 s down, then offers a new code', async () => {
    open();
    type(field(dialog()!, '手机号'), PHONE);
    await sendCode();
    const send = () => dialog()!.querySelector('[data-testid="send-code"]')!.textContent;
    expect(send()).toBe('60秒后重新获取');
    act(() => h.clock.advance(1000));
    expect(send()).toBe('59秒后重新获取');
    act(() => h.clock.advance(59_000));
    expect(send()).toBe('获取验证码');
    await sendCode();
    expect(bodies('/ali/sms/sendCode')).toHaveLength(2);
  });

  it('[AU-7] a running countdown survives closing and reopening the dialog', async () => {
    open();
    type(field(dialog()!, '手机号'), PHONE);
    await sendCode();
    act(() => dialog()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    act(() => h.clock.advance(10_000));
    open();
    expect(dialog()!.querySelector('[data-testid="send-code"]')!.textContent).toBe('50秒后重新获取');
  });

  it('[AU-3] code login needs phone, code and the agreement — and focuses the field at fault', async () => {
    open();
    await submit('登录');
    expect(document.activeElement).toBe(field(dialog()!, '手机号'));
    type(field(dialog()!, '手机号'), PHONE);
    await submit('登录');
    expect(document.activeElement).toBe(field(dialog()!, '验证码'));
    type(field(dialog()!, '验证码'), '123456');
    await submit('登录');
    expect(warnings()).toEqual(['请输入手机号后登录', '请输入验证码后登录', '请阅读用户协议和隐私政策']);
    expect(bodies('/login')).toEqual([]);
  });

  it('[AU-7] the login action is debounced 500 ms: a double click logs in once', async () => {
    open();
    type(field(dialog()!, '手机号'), PHONE);
    type(field(dialog()!, '验证码'), '123456');
    click(field(dialog()!, '我已阅读并同意用户协议和隐私政策'));
    h.clock.advance(500);
    const login = button(dialog()!, '登录');
    click(login);
    h.clock.advance(200);
    click(login);
    await settle();
    expect(bodies('/login')).toHaveLength(1);
  });

  it('[AU-7] a click the checks refused sent nothing: ticking the agreement and clicking again at once logs in', async () => {
    open();
    type(field(dialog()!, '手机号'), PHONE);
    type(field(dialog()!, '验证码'), '123456');
    await submit('登录');
    expect(warnings()).toEqual(['请阅读用户协议和隐私政策']);
    click(field(dialog()!, '我已阅读并同意用户协议和隐私政策'));
    h.clock.advance(100);
    click(button(dialog()!, '登录'));
    await settle();
    expect(bodies('/login')).toHaveLength(1);
  });

  it('[AU-4] password login needs phone, password and agreement; the password goes base64; a returning user is done', async () => {
    open();
    click(button(dialog()!, '密码登录'));
    type(field(dialog()!, '手机号'), PHONE);
    await submit('登录');
    click(field(dialog()!, '我已阅读并同意用户协议和隐私政策'));
    type(field(dialog()!, '密码'), 'abc12345');
    await submit('登录');
    expect(warnings()).toEqual(['请输入密码后登录']);
    expect(bodies('/loginByPassWord')).toEqual([{ password: btoa('abc12345'), nationalCode: '86', phoneNumber: PHONE }]);
    expect(dialog()).toBeNull(); // not the first login: no set-password or interests step [AU-1]
    expect(successes()).toEqual(['登录成功']);
  });

  it('[AU-5] set password: 请输入新的登录密码, 请再次输入新的登录密码, 两次输入密码不一致，请重新输入', async () => {
    open();
    type(field(dialog()!, '手机号'), PHONE);
    type(field(dialog()!, '验证码'), '123456');
    click(field(dialog()!, '我已阅读并同意用户协议和隐私政策'));
    await submit('登录');
    await submit('确定');
    type(field(dialog()!, '新的登录密码'), 'abc12345');
    await submit('确定');
    type(field(dialog()!, '确认新的登录密码'), 'abc00000');
    await submit('确定');
    expect(warnings()).toEqual(['请输入新的登录密码', '请再次输入新的登录密码', '两次输入密码不一致，请重新输入']);
    expect(title()).toBe('设置登录密码');
  });

  it('[AU-1] [AU-5] [AU-12] forgot password: reset with its own code, 重置密码成功, back to the password tab', async () => {
    open();
    click(button(dialog()!, '密码登录'));
    type(field(dialog()!, '手机号'), PHONE);
    click(button(dialog()!, '忘记密码？'));
    expect(title()).toBe('重置密码');
    expect(field(dialog()!, '手机号').value).toBe(PHONE);
    await submit('确定');
    await sendCode();
    type(field(dialog()!, '验证码'), '654321');
    await submit('确定');
    type(field(dialog()!, '新的登录密码'), 'newpass99');
    type(field(dialog()!, '确认新的登录密码'), 'newpass99');
    await submit('确定');
    expect(warnings()).toEqual(['请输入验证码', '请输入新的登录密码']);
    expect(bodies('/ali/sms/sendCode')).toEqual([{ nationalCode: '86', phoneNumber: PHONE, scene: 'psw' }]);
    expect(bodies('/reSetPw')).toEqual([{ phone: PHONE, code: '654321', pwOne: 'newpass99', pwTwo: 'newpass99', nationalCode: '86' }]);
    expect(successes().at(-1)).toBe('重置密码成功');
    expect(title()).toBe('欢迎登录');
    expect(button(dialog()!, '密码登录').getAttribute('aria-selected')).toBe('true');
  });

  it('[AU-6] interests: 请选择喜好 with none, 最多只能选择10个 at the 11th', async () => {
    open();
    type(field(dialog()!, '手机号'), PHONE);
    type(field(dialog()!, '验证码'), '123456');
    click(field(dialog()!, '我已阅读并同意用户协议和隐私政策'));
    await submit('登录');
    click(button(dialog()!, '跳过'));
    await settle();
    await submit('完成');
    for (let i = 0; i < 8; i++) click(button(dialog()!, `联赛${i}`));
    for (let i = 0; i < 3; i++) click(button(dialog()!, new RegExp(`球队${i}`)));
    expect(dialog()!.textContent).toContain('已选 10/10');
    expect(warnings()).toEqual(['请选择喜好', '最多只能选择10个']);
    expect(button(dialog()!, /球队2/).getAttribute('aria-pressed')).toBe('false');
  });
});
