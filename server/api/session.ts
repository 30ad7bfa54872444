// A login's answer (SPEC.md §3 login response): a new refresh family and an access token of it.
import { touchLogin } from '../db/repositories/users';
import type { UserRow } from '../db/repositories/users';
import type { Services } from './services';

export interface SessionTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}

export async function startSession(s: Services, user: UserRow): Promise<SessionTokens> {
  const { familyId, refreshToken } = await s.families.start(user.id);
  await touchLogin(s.db, user.id, new Date(s.wall.now()));
  return { accessToken: s.tokens.issue(user.id, user.tokenVersion, familyId), refreshToken };
}
