// POST /ali/sms/sendCode {nationalCode, phoneNumber, scene: login | psw} [AU-2, AU-7]. The answer does not
// depend on whether the number is registered (it is never looked up).
import type { FastifyInstance } from 'fastify';
import { parsePhone } from '../../auth/phone';
import { AUTH_CUSTOMER } from '../../../contract';
import { FAIL, ok } from '../errors';
import { addRoute } from '../route';
import type { Services } from '../services';

export function smsRoutes(app: FastifyInstance, s: Services): void {
  addRoute(app, s, AUTH_CUSTOMER.sendCode, async (ctx, body) => {
    const phone = parsePhone(body.nationalCode, body.phoneNumber);
    if (!phone) return FAIL.badPhone();
    const sent = await s.smsCodes.send(phone, body.scene, ctx.ip);
    if (sent.ok) return ok(null);
    return sent.reason === 'rate-limited' ? FAIL.rateLimited() : FAIL.smsUnavailable();
  });
}
