// Demo viewers and anchors seeded on first start, so the product is alive out of the box. Fixed ids below the
// users sequence (100001+), so a feed or fixture can point at these anchors (customId, roomId) by number.
// Phones are in the unassigned 199 0000 / 199 0001 ranges; log in with the console SMS code.
// Levels follow from experience through the level tables, and the experience from the demo past by the rules
// (demo-history.ts: past broadcasts, who watched them, the follows below).
import { levelForExp } from '../api/level-tables';
import type { DemoPeoplePlan } from './demo-history';
import { demoExpTotals } from './demo-history';
import { initialAvatar } from './avatars';
import type { NewUser } from './repositories/users';

const ANCHORS: readonly [string, string][] = [
  ['球评老张', '二十年看球经验，专注英超与欧冠，每晚准时开播。'],
  ['篮球小王子', 'NBA 战术解析，带你看懂每一次挡拆。'],
  ['绿茵解说阿杰', '西甲、意甲深夜场陪你到天亮。'],
  ['足球老炮', ''],
  ['体育达人小美', '轻松聊球，欢迎新球迷提问～'],
  ['战术板老李', '前职业青训教练，数据流分析。'],
  ['夜猫看球', '专看凌晨场，咖啡管够。'],
  ['中超观察员', '只聊中超，主客场都跑。'],
  ['CBA老司机', 'CBA 与国家队，篮下见真章。'],
  ['欧冠情报站', '欧战情报第一时间送达。'],
  ['冷门猎手', ''],
  ['德甲小钢炮', '德甲全场次复盘，数据说话。'],
];

const VIEWERS: readonly string[] = [
  '快乐球迷', '曼联死忠', '皇马的风', '巴萨小公主', '湖人总冠军', '凌晨三点看球', '热血青年', '国足加油',
  '红魔永不独行', '蓝月亮', '米兰之夜', '斑马军团', '勇士三分雨', '绿衫军', '广东宏远球迷', '北京国安永远争第一',
  '上海申花', '山东泰山', '足球小白', '篮球少年',
];

export const DEMO_ANCHOR_FIRST_ID = 10001;
export const DEMO_VIEWER_FIRST_ID = 20001;
export const DEMO_ROOM_FIRST_ID = 880001;
/** The customer-service staff account (SPEC.md §7 /v1/staff/info; server/messages/README.md): a real account, so
 *  staff log in (phone 19900020001, console SMS code) and answer in the same conversation window, or reply with
 *  the operator's CLI (server/messages/staff-cli.ts). */
export const DEMO_STAFF_ID = 30001;

export interface DemoAnchor {
  readonly customerId: number;
  readonly roomId: number;
  readonly nickname: string;
}

/** The anchors' ids, rooms and names (for a feed that wants real anchors in its rooms). */
export const DEMO_ANCHORS: readonly DemoAnchor[] = ANCHORS.map(([nickname], i) => ({
  customerId: DEMO_ANCHOR_FIRST_ID + i, roomId: DEMO_ROOM_FIRST_ID + i, nickname,
}));

const phone = (block: string, i: number) => `1990${block}${String(i + 1).padStart(4, '0')}`;

/** Who the demo people are, for their past (demo-history.ts). */
export function demoPeoplePlan(): DemoPeoplePlan {
  return {
    anchors: DEMO_ANCHORS.map((a) => ({ id: a.customerId, roomId: a.roomId, nickname: a.nickname })),
    viewers: VIEWERS.map((_, i) => DEMO_VIEWER_FIRST_ID + i),
    follows: demoFollows(),
  };
}

export function demoUsers(): NewUser[] {
  const totals = demoExpTotals(demoPeoplePlan());
  const anchors = ANCHORS.map(([nickname, description], i): NewUser => {
    const id = DEMO_ANCHOR_FIRST_ID + i;
    const { 1: exp, 2: anchorExp, 3: predictionExp } = totals.get(id) ?? { 1: 0, 2: 0, 3: 0 };
    return {
      id, nationalCode: '86', phone: phone('000', i), nickname, description, avatar: initialAvatar(nickname, id),
      userCode: String(60_000_000 + id), isAnchor: true, roomId: DEMO_ROOM_FIRST_ID + i, gender: 1 + (i % 2),
      level: levelForExp(1, exp), exp, anchorLevel: levelForExp(2, anchorExp), anchorExp,
      predictionLevel: levelForExp(3, predictionExp), predictionExp,
    };
  });
  const viewers = VIEWERS.map((nickname, i): NewUser => {
    const id = DEMO_VIEWER_FIRST_ID + i;
    const exp = totals.get(id)?.[1] ?? 0;
    return {
      id, nationalCode: '86', phone: phone('001', i), nickname, avatar: initialAvatar(nickname, id),
      userCode: String(60_000_000 + id), level: levelForExp(1, exp), exp, gender: i % 3,
    };
  });
  return [...anchors, ...viewers];
}

export function demoStaff(): NewUser {
  const nickname = '官方客服';
  return {
    id: DEMO_STAFF_ID, nationalCode: '86', phone: phone('002', 0), nickname, avatar: initialAvatar(nickname, DEMO_STAFF_ID),
    userCode: String(60_000_000 + DEMO_STAFF_ID), description: '球赛直播官方客服，工作日 9:00–21:00 为您服务。',
  };
}

/** [follower, followee] pairs: every viewer follows two or three anchors, a few anchors follow each other. */
export function demoFollows(): [number, number][] {
  const n = ANCHORS.length;
  const pairs = new Set<string>();
  VIEWERS.forEach((_, i) => {
    for (const k of [i % n, (i * 5 + 3) % n, (i * 7 + 1) % n]) pairs.add(`${DEMO_VIEWER_FIRST_ID + i}:${DEMO_ANCHOR_FIRST_ID + k}`);
  });
  for (let i = 0; i < n; i += 3) pairs.add(`${DEMO_ANCHOR_FIRST_ID + i}:${DEMO_ANCHOR_FIRST_ID + ((i + 1) % n)}`);
  return [...pairs].map((p) => p.split(':').map(Number) as [number, number]);
}
