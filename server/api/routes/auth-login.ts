// POST /login {code, nationalCode, phoneNumber, source} and /loginByPassWord {password (base64 [AU-4]),
// nationalCode, phoneNumber} → {accessToken, refreshToken, first}. A code login creates the account on first
// use (first: true). Wrong codes and passwords answer the same whether or not the number is registered.
import type { FastifyInstance } from 'fastify';
import { burnPasswordTime, decodeBase64Password, verifyPassword } from '../../auth/passwords';
import type { Phone } from '../../auth/phone';
import { parsePhone } from '../../auth/phone';
import type { RateKey } from '../../auth/rate-limit';
import { findUserByPhone } from '../../db/repositories/users';
import { findOrCreateUser } from '../accounts';
import { FAIL, ok } from '../errors';
import { addRoute } from '../route';
import { nationalCode, object, str } from '../schemas';
import type { Services } from '../services';
import { startSession } from '../session';

interface CodeLoginBody {
  readonly code: string;
  readonly nationalCode: string;
  readonly phoneNumber: string;
  readonly source?: string;
}

interface PasswordLoginBody {
  readonly password: string;
  readonly nationalCode: string;
  readonly phoneNumber: string;
}

export function loginRoutes(app: FastifyInstance, s: Services): void {
  addRoute<CodeLoginBody>(app, s, {
    url: '/login', auth: 'none',
    body: object({ code: str(12), nationalCode, phoneNumber: str(20), source: str(16, 0) }, ['code', 'phoneNumber']),
    messages: { phoneNumber: '请输入手机号后登录', code: '请输入验证码后登录' }, // [AU-3]
    async handler(ctx, body) {
      const phone = parsePhone(body.nationalCode, body.phoneNumber);
      if (!phone) return FAIL.badPhone();
      if (!(await s.smsCodes.verify(phone, 'login', body.code))) return FAIL.wrongCode();
      const { user, created } = await findOrCreateUser(s.db, phone, ctx.now);
      return ok({ ...(await startSession(s, user)), first: created });
    },
  });

  // Wrong passwords count per phone and per IP; past the limit the answer is 4000 until the window slides. The
  // slot is taken before the password is checked and given back on success, so guesses sent together are
  // checked at most as often as the cap allows.
  const failureKeys = (phone: Phone, ip: string): RateKey[] => [
    { bucket: 'pw-phone', subject: phone.e164, rules: s.limits.passwordFailures.perPhone },
    { bucket: 'pw-ip', subject: ip, rules: s.limits.passwordFailures.perIp },
  ];

  addRoute<PasswordLoginBody>(app, s, {
    url: '/loginByPassWord', auth: 'none',
    body: object({ password: str(200), nationalCode, phoneNumber: str(20) }, ['password', 'phoneNumber']),
    messages: { phoneNumber: '请输入手机号后登录', password: '请输入密码后登录' }, // [AU-4]
    async handler(ctx, body) {
      const phone = parsePhone(body.nationalCode, body.phoneNumber);
      if (!phone) return FAIL.badPhone();
      const slot = await s.limiter.consume(failureKeys(phone, ctx.ip));
      if (!slot.ok) return FAIL.rateLimited();
      const password = decodeBase64Password(body.password);
      const user = await findUserByPhone(s.db, phone.nationalCode, phone.number);
      let good = false;
      if (password !== undefined && user?.passwordHash) good = await verifyPassword(password, user.passwordHash);
      else await burnPasswordTime(s.limits.passwordCost); // unknown phone, no password yet, bad base64: same time
      if (!good || !user) return FAIL.wrongPassword();
      await slot.refund();
      return ok({ ...(await startSession(s, user)), first: false });
    },
  });
}
