// SPEC.md §7: the upload (/v1/file/batch/upload, Common), the complaint reasons (/dict/getFromType
// {type: reportReason}), feedback and complaint saves (/v1/personal/feedback/save, /report/account); SPEC.md §3
// Uploaded file {url, name}, Report reason {id, label, value}, Feedback {desc, proofList}, Complaint {customerId,
// desc, proofList, reasonList}. RULES.md FB-1 … FB-3.
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { defaulted, jsonCall, NO_BODY } from './call';
import { API_MESSAGE } from './codes';
import { int, str } from './fields';
import { FEEDBACK_DESC_MAX, UPLOAD_MAX_FILES, UPLOAD_URL_PATTERN } from './upload-limits';

/** SPEC.md §3 Uploaded file: url on our origin (/uploads/…), name as the browser sent it less control and bidi characters. */
export const UploadedFile = Type.Object({ url: Type.String(), name: Type.String() });
export type UploadedFile = Static<typeof UploadedFile>;

/** SPEC.md §3 Report reason. */
export const ReportReason = Type.Object({ id: Type.Integer(), label: Type.String(), value: Type.String() });
export type ReportReason = Static<typeof ReportReason>;

/** One line of text, as every text field (fields.ts: no control characters, line breaks included; the dialog
 *  sends its text's line breaks as spaces). */
const desc = () => str(FEEDBACK_DESC_MAX, 0);
const DESC_MESSAGES = { 'desc.maxLength': API_MESSAGE.descTooLong, 'desc.pattern': '描述不能包含控制字符' };

/** Proof images: our own upload URLs only, ≤ 6 [FB-3]. */
const proofList = () => Type.Optional(Type.Array(
  Type.String({ pattern: UPLOAD_URL_PATTERN, maxLength: 80, examples: [`/uploads/${'0'.repeat(64)}.png`] }), { maxItems: UPLOAD_MAX_FILES },
));

const PROOF_MESSAGES = { 'proofList.maxItems': API_MESSAGE.uploadTooMany, proofList: API_MESSAGE.uploadUnknown };

export const UPLOADS = {
  /** multipart/form-data, field `files` (1–6 jpg/png by their bytes, each ≤ 10 MB) [FB-3]. The body is not JSON,
   *  so it has no schema here: server/api/routes/uploads.ts reads and checks it. */
  upload: jsonCall({ path: '/v1/file/batch/upload', auth: 'required', body: NO_BODY, data: Type.Array(UploadedFile) }),
  /** The complaint reasons; another type is a 40001. No login (the dialog loads them before anything is sent). */
  dictFromType: jsonCall({
    path: '/dict/getFromType', methods: ['GET', 'POST'], auth: 'none', body: Type.Object({ type: str(40) }), data: Type.Array(ReportReason),
  }),
} as const;

export const FEEDBACK = {
  /** [FB-1] */
  feedbackSave: jsonCall({
    path: '/v1/personal/feedback/save', auth: 'required',
    body: Type.Object({ desc: desc(), proofList: proofList() }),
    messages: { desc: API_MESSAGE.feedbackDescRequired, ...DESC_MESSAGES, ...PROOF_MESSAGES },
    data: Type.Null(),
  }),
  /** [FB-2] customerId 0: the platform (the footer's 投诉 names no account); otherwise an account that exists. */
  reportAccount: jsonCall({
    path: '/v1/personal/report/account', auth: 'required',
    body: Type.Object({
      customerId: defaulted(int(0, Number.MAX_SAFE_INTEGER), 0),
      desc: defaulted(desc(), ''),
      proofList: proofList(),
      reasonList: Type.Array(int(1, 1000), { minItems: 1, maxItems: 20, uniqueItems: true }),
    }),
    messages: { reasonList: API_MESSAGE.complaintReasonRequired, ...DESC_MESSAGES, ...PROOF_MESSAGES },
    data: Type.Null(),
  }),
} as const;
