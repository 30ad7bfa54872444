// The embedded default SMS provider: writes the code to the server log, so a developer can log in without an
// SMS gateway (DESIGN.md "Server"). main.ts hands it the server logger at info; the line's text stays
// `[sms] +86 <phone> 登录验证码 <code>（…）` inside the JSON record's msg, which the e2e suite and README rely on.
import type { SmsMessage, SmsProvider } from './sms-provider';

const SCENE_TEXT = { login: '登录', psw: '重置密码', changePhone: '换绑手机' } as const;

export function consoleSmsProvider(log: (line: string) => void): SmsProvider {
  return {
    name: 'console',
    async send(m: SmsMessage) {
      log(`[sms] +${m.nationalCode} ${m.phone} ${SCENE_TEXT[m.scene]}验证码 ${m.code}（${m.validMinutes}分钟内有效）`);
    },
  };
}
