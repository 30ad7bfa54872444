// What a feedback or complaint must hold before it is sent [FB-1] [FB-2] (the server checks the same). Pure.
import { API_MESSAGE } from '../../../contract/codes';
import { FEEDBACK_DESC_MAX } from '../../../contract/upload-limits';

/** The description as sent: text fields are one line (contract/fields.ts), so line breaks and tabs become spaces. */
export const descToSend = (text: string): string => text.replace(/[\t\r\n]+/g, ' ').trim();

/** [FB-1] required, ≤ 300. */
export function feedbackProblem(desc: string): string | undefined {
  const text = descToSend(desc);
  if (!text) return API_MESSAGE.feedbackDescRequired;
  if ([...text].length > FEEDBACK_DESC_MAX) return API_MESSAGE.descTooLong;
  return undefined;
}

/** [FB-2] at least one reason; the description optional, ≤ 300. */
export function complaintProblem(reasons: readonly number[], desc: string): string | undefined {
  if (reasons.length === 0) return API_MESSAGE.complaintReasonRequired;
  if ([...descToSend(desc)].length > FEEDBACK_DESC_MAX) return API_MESSAGE.descTooLong;
  return undefined;
}
