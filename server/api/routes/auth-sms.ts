// POST /ali/sms/sendCode {nationalCode, phoneNumber, scene: login | psw} [AU-2, AU-7]. The answer does not
// depend on whether the number is registered (it is never looked up).
import type { FastifyInstance } from 'fastify';
import { parsePhone } from '../../auth/phone';
import type { SmsScene } from '../../auth/sms-provider';
import { FAIL, ok } from '../errors';
import { addRoute } from '../route';
import { nationalCode, object, oneOf, str } from '../schemas';
import type { Services } from '../services';

interface SendCodeBody {
  readonly nationalCode: string;
  readonly phoneNumber: string;
  readonly scene: SmsScene;
}

export function smsRoutes(app: FastifyInstance, s: Services): void {
  addRoute<SendCodeBody>(app, s, {
    url: '/ali/sms/sendCode', auth: 'none',
    body: object({ nationalCode, phoneNumber: str(20), scene: oneOf('login', 'psw') }, ['phoneNumber', 'scene']),
    messages: { phoneNumber: '请输入手机号后再获取验证码' }, // [AU-2]
    async handler(ctx, body) {
      const phone = parsePhone(body.nationalCode, body.phoneNumber);
      if (!phone) return FAIL.badPhone();
      const sent = await s.smsCodes.send(phone, body.scene, ctx.ip);
      if (sent.ok) return ok(null);
      return sent.reason === 'rate-limited' ? FAIL.rateLimited() : FAIL.smsUnavailable();
    },
  });
}
