// The client's fixed copy (SPEC.md §8 error catalogue; RULES.md HT-*) and the codes it acts on: the contract's
// one table (contract/codes.ts, the server answers from it too). Server messages are shown as they come.
import { API_CODE, API_MESSAGE } from '../../contract/codes';

export const MSG = {
  /** [HT-4] */
  rateLimited: API_MESSAGE.rateLimited,
  /** [HT-5] and a failed refresh [HT-6]. */
  loginExpired: API_MESSAGE.loginExpired,
  /** [HT-7] request setup failure; also an answer that is not a readable envelope. */
  serverError: API_MESSAGE.serverError,
  /** [HT-7] a network error is toasted with its own message; this one when it has none. */
  networkError: '网络异常，请检查网络连接',
  /** The 30 s timeout [HT-1] is a network error with this message. */
  timeout: '请求超时，请稍后重试',
} as const;

/** The answer codes (SPEC.md §8 and ours). */
export const CODE = API_CODE;
