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
import { AUTH_CUSTOMER } from '../../../contract';
import { addRoute } from '../route';
import type { Services } from '../services';
import { startSession } from '../session';

export function loginRoutes(app: FastifyInstance, s: Services): void {
  addRoute(app, s, AUTH_CUSTOMER.login, async (ctx, body) => {
    const phone = parsePhone(body.nationalCode, body.phoneNumber);
    if (!phone) return FAIL.badPhone();
    if (!(await s.smsCodes.verify(phone, 'login', body.code))) return FAIL.wrongCode();
    const { user, created } = await findOrCreateUser(s.db, phone, ctx.now);
    return ok({ ...(await startSession(s, user)), first: created });
  });

  // Wrong passwords count per phone and per IP; past the limit the answer is 4000 until the window slides. The
  // slot is taken before the password is checked and given back on success, so guesses sent together are
  // checked at most as often as the cap allows.
  const failureKeys = (phone: Phone, ip: string): RateKey[] => [
    { bucket: 'pw-phone', subject: phone.e164, rules: s.limits.passwordFailures.perPhone },
    { bucket: 'pw-ip', subject: ip, rules: s.limits.passwordFailures.perIp },
  ];

  addRoute(app, s, AUTH_CUSTOMER.loginByPassword, async (ctx, body) => {
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
  });
}
