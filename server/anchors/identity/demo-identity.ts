// The offline identity provider: real checks on what can be checked without a government database (the ID
// number's region, birth date and check character, GB 11643; the name's form), and a face step the user confirms
// with a button on the certification page. Sessions live in memory for 30 minutes (one process; a restart asks
// for the face step again).
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../../engine/core/time/scheduler';
import type { FaceIdentity, FaceResult, FaceSession, IdentityProvider } from './identity-provider';
import { idNumberProblem, isRealName } from '../../../engine/core/rules/resident-id';

const SESSION_TTL_MS = 30 * 60_000;
const MAX_SESSIONS = 10_000;

interface Session extends FaceIdentity {
  readonly startedAt: number;
  confirmed: boolean;
}

export function createDemoIdentityProvider(clock: Clock): IdentityProvider {
  const sessions = new Map<string, Session>();
  const live = (certifyId: string, userId: number): Session | undefined => {
    const s = sessions.get(certifyId);
    if (!s || s.userId !== userId) return undefined;
    if (clock.now() - s.startedAt > SESSION_TTL_MS) {
      sessions.delete(certifyId);
      return undefined;
    }
    return s;
  };
  return {
    name: 'demo',
    async initFace(who): Promise<FaceSession> {
      // The routes check first; this guards the provider on its own (a bad identity never gets a session).
      if (!isRealName(who.realName) || idNumberProblem(who.idNumber, new Date(clock.now()))) throw new Error('demo identity: invalid name or ID number');
      if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value!); // oldest first (insertion order)
      const certifyId = `demo-${randomBytes(12).toString('hex')}`;
      sessions.set(certifyId, { ...who, idNumber: who.idNumber.toUpperCase(), startedAt: clock.now(), confirmed: false });
      return { certifyId, url: `/anchorCertification?certifyId=${certifyId}` };
    },
    async queryFace(certifyId, userId): Promise<FaceResult> {
      const s = live(certifyId, userId);
      if (!s) return 'unknown';
      return s.confirmed ? 'passed' : 'pending';
    },
    async confirmDemoFace(certifyId, userId) {
      const s = live(certifyId, userId);
      if (!s) return false;
      s.confirmed = true;
      return true;
    },
    async identityOf(certifyId, userId) {
      const s = live(certifyId, userId);
      return s?.confirmed ? { realName: s.realName, idNumber: s.idNumber } : undefined;
    },
  };
}
