// The anchors' answer types, from the contract (types only).
import type { CallAt, DataOf } from '../api/calls';

export type AuditState = DataOf<CallAt<'/v1/customer/auditState'>>;
export type AuditStatus = AuditState['auditStatus'];
export type CertificationDetail = DataOf<CallAt<'/v1/customer/detail'>>;
export type FaceSession = DataOf<CallAt<'/ali/face/init'>>;
export type BroadcastDetail = DataOf<CallAt<'/anchor/detail'>>;
export type Broadcast = DataOf<CallAt<'/anchor/prepare'>>;
export type PushKey = DataOf<CallAt<'/anchor/pushStreamKey'>>;
export type PickerMatch = DataOf<CallAt<'/anchor/findPreview'>>[number];
export type PickerCompetition = DataOf<CallAt<'/competition/queryCompetitions'>>[number];
export type ChatRoomInfo = DataOf<CallAt<'/v1/liveroom/modifyChatRoomInfo'>>;
export type AnchorCode = DataOf<CallAt<'/v1/customer/verifyAnchorCode'>>;
