// POST /reSetPw {phone, code, pwOne, pwTwo, nationalCode} (forgot password, SMS scene psw) and
// /v1/customer/setPw {pwOne, pwTwo} (after the first login) [AU-5]. Passwords arrive as typed (only the login
// call base64-encodes [AU-4]). A reset logs every device out: token version bumped, refresh families revoked.
import type { FastifyInstance } from 'fastify';
import { hashPassword, passwordProblem } from '../../auth/passwords';
import { parsePhone } from '../../auth/phone';
import { findUserById, setPasswordHash } from '../../db/repositories/users';
import { findOrCreateUser } from '../accounts';
import type { Failure } from '../errors';
import { API_CODE, fail, FAIL, ok } from '../errors';
import { AUTH_CUSTOMER } from '../../../contract';
import { addRoute } from '../route';
import type { Services } from '../services';

function newPasswordProblem(pwOne: string, pwTwo: string): Failure | undefined {
  if (pwOne !== pwTwo) return FAIL.passwordMismatch();
  const problem = passwordProblem(pwOne);
  return problem ? fail(API_CODE.weakPassword, problem) : undefined;
}

export function passwordRoutes(app: FastifyInstance, s: Services): void {
  addRoute(app, s, AUTH_CUSTOMER.resetPassword, async (ctx, body) => {
    const phone = parsePhone(body.nationalCode, body.phone);
    if (!phone) return FAIL.badPhone();
    // Checked before the code is spent, so a typo does not cost the user a new SMS.
    const problem = newPasswordProblem(body.pwOne, body.pwTwo);
    if (problem) return problem;
    if (!(await s.smsCodes.verify(phone, 'psw', body.code))) return FAIL.wrongCode();
    // Whoever holds the code owns the number: an unknown number gets its account here, as a code login would.
    const { user } = await findOrCreateUser(s.db, phone, ctx.now);
    await setPasswordHash(s.db, user.id, await hashPassword(body.pwOne, s.limits.passwordCost), true);
    await s.families.revokeUser(user.id, 'password-reset');
    return ok(null);
  });

  addRoute(app, s, AUTH_CUSTOMER.setPassword, async (ctx, body) => {
    const problem = newPasswordProblem(body.pwOne, body.pwTwo);
    if (problem) return problem;
    const user = await findUserById(s.db, ctx.user.userId);
    if (!user) return FAIL.tokenInvalid();
    if (user.passwordHash) return FAIL.passwordAlreadySet();
    await setPasswordHash(s.db, user.id, await hashPassword(body.pwOne, s.limits.passwordCost), false);
    return ok(null);
  });
}
