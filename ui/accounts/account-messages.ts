// The accounts copy, exactly as SPEC.md §5 (validation) and §8 (success messages) give it. One place, so tests
// and components can never drift apart.
export const VALIDATION = {
  /** [AU-2] */
  sendCodePhoneEmpty: '请输入手机号后再获取验证码',
  /** [AU-2] phone length 4 or less */
  sendCodePhoneInvalid: '请输入正确手机号',
  /** [AU-2] the 60 s cooldown [AU-7] */
  sendCodeCoolingDown: '短信已发送，请稍后再试～',
  /** [AU-3] */
  loginPhoneEmpty: '请输入手机号后登录',
  /** [AU-3] */
  loginCodeEmpty: '请输入验证码后登录',
  /** [AU-3, AU-4] */
  agreement: '请阅读用户协议和隐私政策',
  /** [AU-4] */
  loginPasswordEmpty: '请输入密码后登录',
  /** [AU-5] */
  newPasswordEmpty: '请输入新的登录密码',
  /** [AU-5] */
  confirmPasswordEmpty: '请再次输入新的登录密码',
  /** [AU-5] */
  passwordMismatch: '两次输入密码不一致，请重新输入',
  /** [AU-5] reset: SPEC.md names the required fields, not their copy; the server's own words for them. */
  resetPhoneEmpty: '请输入手机号',
  resetCodeEmpty: '请输入验证码',
  /** [AU-6] */
  interestsEmpty: '请选择喜好',
  /** [AU-6] */
  interestsMax: '最多只能选择10个',
  /** [FL-2] */
  followNeedsLogin: '请登录后再关注～',
} as const;

export const SUCCESS = {
  /** [AU-2] */
  codeSent: '验证码发送成功，十分钟有效',
  /** [AU-12] */
  loggedIn: '登录成功',
  /** [AU-12] */
  passwordSet: '设置密码成功',
  /** [AU-12] */
  passwordReset: '重置密码成功',
  /** [AU-12] */
  loggedOut: '账号已退出',
  /** [FL-1] */
  followed: '关注成功',
  /** [FL-1] */
  unfollowed: '取消关注',
  /** [FM-6] */
  copied: '复制成功',
} as const;

/** [FM-6] */
export const COPY_FAILED = '复制失败';

/** [AU-5] shown under the new password (a hint: the server enforces it). */
export const PASSWORD_HINT = '密码至少8位，需同时包含字母和数字';

/** [AU-9] the confirmation before an anchor who is live logs out. */
export const END_LIVE_CONFIRM = {
  title: '结束直播',
  text: '退出登录将会结束本场直播',
  confirm: '确认结束',
  cancel: '我再想想',
} as const;
