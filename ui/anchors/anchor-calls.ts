// The anchors' calls (contract/anchor-audit.ts, contract/anchor-broadcast.ts) over the page's HTTP client. Failures
// are toasted by the client [HT-3]; the status checks the shell makes in the background are silent.
import type { ApiOutcome, HttpClient } from '../api';
import { callJson } from '../api';
import type { RequestOf, CallAt } from '../api/calls';
import type {
  AnchorCode, AuditState, Broadcast, BroadcastDetail, CertificationDetail, ChatRoomInfo, FaceSession, PickerCompetition, PickerMatch, PushKey,
} from './anchor-types';

type Api = Pick<HttpClient, 'post'>;
const SILENT = { silent: true } as const;
export type Draft = RequestOf<CallAt<'/anchor/prepare'>>;
export type Identity = { readonly realName: string; readonly idCard: string };

export function anchorCalls(api: Api) {
  return {
    auditState: (silent = false): Promise<ApiOutcome<AuditState>> => callJson(api, '/v1/customer/auditState', {}, silent ? SILENT : undefined),
    detail: (): Promise<ApiOutcome<CertificationDetail>> => callJson(api, '/v1/customer/detail', {}),
    faceInit: (who: Identity): Promise<ApiOutcome<FaceSession>> => callJson(api, '/ali/face/init', who),
    faceDemoConfirm: (certifyId: string) => callJson(api, '/ali/face/demoConfirm', { certifyId }),
    faceQuery: (certifyId: string) => callJson(api, '/ali/face/query', { certifyId }),
    verifyAnchorCode: (code: string): Promise<ApiOutcome<AnchorCode>> => callJson(api, '/v1/customer/verifyAnchorCode', { code }),
    verifyCardInfo: (who: Identity, certifyId: string): Promise<ApiOutcome<AuditState>> => callJson(api, '/v1/customer/verifyCardInfo', { ...who, certifyId }),
    broadcast: (): Promise<ApiOutcome<BroadcastDetail>> => callJson(api, '/anchor/detail', {}),
    prepare: (draft: Draft): Promise<ApiOutcome<Broadcast>> => callJson(api, '/anchor/prepare', draft),
    changeMatch: (m: { selCompetition: number; matchId: number; sportType: 1 | 2 }): Promise<ApiOutcome<Broadcast>> => callJson(api, '/anchor/changeMatch', m),
    pushKey: (): Promise<ApiOutcome<PushKey>> => callJson(api, '/anchor/pushStreamKey', {}),
    refreshPushKey: (): Promise<ApiOutcome<PushKey>> => callJson(api, '/anchor/refreshPushStreamKey', {}),
    close: () => callJson(api, '/anchor/close', {}),
    modifyRoomInfo: (change: { roomId: number; roomName?: string; notice?: string }): Promise<ApiOutcome<ChatRoomInfo>> =>
      callJson(api, '/v1/liveroom/modifyChatRoomInfo', change),
    checkLiving: (silent = true) => callJson(api, '/anchor/checkLiving', {}, silent ? SILENT : undefined),
    addPreview: (matchId: number, sportType: 1 | 2) => callJson(api, '/anchor/addPreview', { matchId, sportType }),
    findPreview: (): Promise<ApiOutcome<readonly PickerMatch[]>> => callJson(api, '/anchor/findPreview', {}),
    delPreview: (matchId: number, sportType: 1 | 2) => callJson(api, '/anchor/delPreview', { matchId, sportType }),
    competitions: (sportType: 1 | 2, date: string): Promise<ApiOutcome<readonly PickerCompetition[]>> =>
      callJson(api, '/competition/queryCompetitions', { sportType, date }),
    matches: (sportType: 1 | 2, date: string, competitionId?: number): Promise<ApiOutcome<readonly PickerMatch[]>> =>
      callJson(api, '/competition/queryMatchs', { sportType, date, ...(competitionId !== undefined && { competitionId }) }),
  };
}

export type AnchorCalls = ReturnType<typeof anchorCalls>;
