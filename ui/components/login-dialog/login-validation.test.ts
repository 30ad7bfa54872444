import { describe, expect, it } from 'vitest';
import { codeLoginProblem, newPasswordProblem, passwordLoginProblem, resetPasswordProblem, sendCodeProblem } from './login-validation';

const message = (p: { message: string } | undefined) => p?.message;

describe('send code', () => {
  it('[AU-2] empty phone: 请输入手机号后再获取验证码', () => {
    expect(sendCodeProblem('', false)).toEqual({ field: 'phone', message: '请输入手机号后再获取验证码' });
    expect(message(sendCodeProblem('   ', false))).toBe('请输入手机号后再获取验证码');
  });

  it('[AU-2] a phone of 4 characters or fewer: 请输入正确手机号', () => {
    expect(sendCodeProblem('1380', false)).toEqual({ field: 'phone', message: '请输入正确手机号' });
    expect(message(sendCodeProblem('1', false))).toBe('请输入正确手机号');
    expect(sendCodeProblem('13800', false)).toBeUndefined();
  });

  it('[AU-2] [AU-7] during the cooldown: 短信已发送，请稍后再试～', () => {
    expect(message(sendCodeProblem('13800000001', true))).toBe('短信已发送，请稍后再试～');
    expect(sendCodeProblem('13800000001', false)).toBeUndefined();
  });

  it('[AU-2] checks in the order of SPEC.md §5: empty, then length, then cooldown', () => {
    expect(message(sendCodeProblem('', true))).toBe('请输入手机号后再获取验证码');
    expect(message(sendCodeProblem('138', true))).toBe('请输入正确手机号');
  });

  it('spaces and dashes typed into the number do not count', () => {
    expect(message(sendCodeProblem('1 3-8 ', false))).toBe('请输入正确手机号');
  });
});

describe('code login', () => {
  const ok = { phone: '13800000001', code: '123456', agreed: true };
  it('[AU-3] phone required: 请输入手机号后登录', () => {
    expect(codeLoginProblem({ ...ok, phone: '' })).toEqual({ field: 'phone', message: '请输入手机号后登录' });
  });
  it('[AU-3] code required: 请输入验证码后登录', () => {
    expect(codeLoginProblem({ ...ok, code: ' ' })).toEqual({ field: 'code', message: '请输入验证码后登录' });
  });
  it('[AU-3] agreement required: 请阅读用户协议和隐私政策', () => {
    expect(codeLoginProblem({ ...ok, agreed: false })).toEqual({ field: 'agreement', message: '请阅读用户协议和隐私政策' });
  });
  it('[AU-3] all present: no problem; the first missing one is named', () => {
    expect(codeLoginProblem(ok)).toBeUndefined();
    expect(message(codeLoginProblem({ phone: '', code: '', agreed: false }))).toBe('请输入手机号后登录');
  });
});

describe('password login', () => {
  const ok = { phone: '13800000001', password: 'abc12345', agreed: true };
  it('[AU-4] phone, password (请输入密码后登录) and agreement required', () => {
    expect(message(passwordLoginProblem({ ...ok, phone: '' }))).toBe('请输入手机号后登录');
    expect(passwordLoginProblem({ ...ok, password: '' })).toEqual({ field: 'password', message: '请输入密码后登录' });
    expect(message(passwordLoginProblem({ ...ok, agreed: false }))).toBe('请阅读用户协议和隐私政策');
    expect(passwordLoginProblem(ok)).toBeUndefined();
  });
});

describe('set and reset password', () => {
  it('[AU-5] new password required: 请输入新的登录密码', () => {
    expect(newPasswordProblem('', 'x')).toEqual({ field: 'pwOne', message: '请输入新的登录密码' });
  });
  it('[AU-5] confirmation required: 请再次输入新的登录密码', () => {
    expect(newPasswordProblem('abc12345', '')).toEqual({ field: 'pwTwo', message: '请再次输入新的登录密码' });
  });
  it('[AU-5] both equal, else 两次输入密码不一致，请重新输入', () => {
    expect(newPasswordProblem('abc12345', 'abc12346')).toEqual({ field: 'pwTwo', message: '两次输入密码不一致，请重新输入' });
    expect(newPasswordProblem('abc12345', 'abc12345')).toBeUndefined();
  });
  it('[AU-5] reset requires phone, code, new password and confirmation, each', () => {
    const ok = { phone: '13800000001', code: '123456', pwOne: 'abc12345', pwTwo: 'abc12345' };
    expect(resetPasswordProblem({ ...ok, phone: '' })).toEqual({ field: 'phone', message: '请输入手机号' });
    expect(resetPasswordProblem({ ...ok, code: '' })).toEqual({ field: 'code', message: '请输入验证码' });
    expect(message(resetPasswordProblem({ ...ok, pwOne: '' }))).toBe('请输入新的登录密码');
    expect(message(resetPasswordProblem({ ...ok, pwTwo: '' }))).toBe('请再次输入新的登录密码');
    expect(message(resetPasswordProblem({ ...ok, pwTwo: 'other123' }))).toBe('两次输入密码不一致，请重新输入');
    expect(resetPasswordProblem(ok)).toBeUndefined();
  });
});
