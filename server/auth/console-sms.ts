// The embedded default SMS provider: writes the code to the server log, so a developer can log in without an
// SMS gateway (DESIGN.md "Server").
import type { SmsMessage, SmsProvider } from './sms-provider';

const SCENE_TEXT = { login: '登录', psw: '重置密码' } as const;

export function consoleSmsProvider(log: (line: string) => void = (line) => console.log(line)): SmsProvider {
  return {
    name: 'console',
    async send(m: SmsMessage) {
      log(`[sms] +${m.nationalCode} ${m.phone} ${SCENE_TEXT[m.scene]}验证码 ${m.code}（${m.validMinutes}分钟内有效）`);
    },
  };
}
