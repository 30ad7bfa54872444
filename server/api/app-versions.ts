// The app's newest version per platform (/v1/version/checkUpdate, SPEC.md §3 "Version info"): the download page
// and home's download popup show it. Fixed demo data: the app itself is not part of this repository.
import type { VersionInfo } from '../../contract';
import { APP_PLATFORM_NAMES } from '../../contract';

export type AppPlatformName = (typeof APP_PLATFORM_NAMES)[number];

const CHANGES = [
  '新增赛事直播间预约提醒，关注的主播开播第一时间通知你',
  '比分页支持按赛事筛选与置顶，进球提醒更及时',
  '优化直播播放速度，弱网下自动重连',
  '修复已知问题，提升稳定性',
].map((line, i) => `${i + 1}. ${line}`).join('\n');

export const APP_VERSIONS: Readonly<Record<AppPlatformName, VersionInfo>> = {
  Android: { versionName: '3.6.2', versionCode: 362, updateTime: '2026-11-18 10:00', updateContent: CHANGES },
  iOS: { versionName: '3.6.2', versionCode: 362, updateTime: '2026-11-18 10:00', updateContent: CHANGES },
};
