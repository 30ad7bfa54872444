// The answer codes and their fixed copy: the one table the server answers with and the browser acts on
// (SPEC.md §8, RULES.md HT-*; the HTTP status per code is the server's business, server/api/errors.ts).
// No TypeBox here: the page imports these values, and this file keeps the schema library out of its bundle.

export const API_CODE = {
  ok: 0,
  /** SPEC.md §8 [HT-4]: rate limited. */
  rateLimited: 4000,
  /** Ours: a login-required call without a token. Not 10030/10040: those make the client reload, and a guest
   *  page that called a login-only endpoint would reload for ever. The client toasts the message [HT-3]. */
  notLoggedIn: 10020,
  /** SPEC.md §8 [HT-5]: the refresh token is unknown, expired, revoked or was reused. */
  loginExpired: 10030,
  /** SPEC.md §8 [HT-5]: the access token is malformed, forged or revoked (password reset, family revoked). */
  tokenInvalid: 10040,
  /** SPEC.md §8 [HT-6]: the access token expired; refresh and replay. */
  tokenExpired: 10050,
  /** The request body failed its schema (or a check past it: an unknown dictionary type, a date not on the calendar). */
  validation: 40001,
  wrongCode: 40002,
  wrongPassword: 40003,
  passwordMismatch: 40004,
  weakPassword: 40005,
  /** [FL-3] */
  followSelf: 40006,
  notFound: 40007,
  notAnchor: 40008,
  limitReached: 40009,
  passwordAlreadySet: 40010,
  /** Live-room moderation by someone who is not the room's owner (or admin), or on the owner / an admin. */
  noRoomPermission: 40020,
  // Anchors (issue #14): 414xx, a block of their own so parallel work adding codes does not collide.
  /** [AN-7] audit status wait. */
  auditWaiting: 41401,
  /** [AN-7] audit status reject. */
  auditRejected: 41402,
  /** [AN-7] never certified (SPEC.md §5). */
  notCertified: 41403,
  /** A certification step out of order or failed: the face step not passed, an ID number already certified. */
  identityRefused: 41404,
  /** No open broadcast to act on (change match, close while nothing is prepared). */
  noBroadcast: 41405,
  // Private messages (issue #14): 415xx.
  /** Not a followed anchor, not staff, and they never wrote to you. */
  messageNotAllowed: 41501,
  /** Over 300 characters (SPEC.md §9). */
  messageTooLong: 41502,
  // Uploads, feedback and complaints: 418xx, a block of their own.
  /** [FB-3] not a jpg or png by its bytes (whatever its name or Content-Type says). */
  uploadNotImage: 41801,
  /** [FB-3] a file over 10 MB (or a body too large to hold six of them). */
  uploadTooLarge: 41802,
  /** [FB-3] more than 6 files, or none. */
  uploadTooMany: 41803,
  /** A proof image that is not one of our uploads. */
  uploadUnknown: 41804,
  /** A jpg or png whose header declares more pixels than the server decodes (a side or the total over its cap). */
  uploadTooManyPixels: 41805,
  /** The user's stored uploads would pass their quota. */
  uploadQuotaFull: 41806,
  // Forecasts (server/forecasts/): 416xx.
  /** A pick's match has kicked off (or is not in the feed as not started): no scheme on it, no edit. */
  forecastStarted: 41601,
  /** The scheme kicked off: locked, never edited or deleted again. */
  forecastLocked: 41602,
  /** Company 1 quotes no line of that market for the match. */
  forecastNoOdds: 41603,
  /** An anchor invitation code unknown, expired or bound to another account (verifyAnchorCode). */
  anchorCodeInvalid: 41406,
  // The personal centre: 419xx.
  /** preChangePhoneCheck: another account has the new phone. */
  phoneTaken: 41901,
  /** preChangePhoneCheck: the new phone is the account's own. */
  samePhone: 41902,
  serverError: 50000,
  smsUnavailable: 50001,
  /** The identity provider is not configured or did not answer. */
  identityUnavailable: 50002,
  /** The push service (Agora's Media Gateway) did not give the anchor a streaming key. */
  streamServiceUnavailable: 50003,
  /** No route at that path (server/http/static-ui.ts's not-found handler, for /api and every non-page path). */
  unknownApi: 40404,
  // Agora's notifications (POST /agora/notify, server/media/agora-notify-route.ts): 401xx.
  /** No AGORA_NCS_SECRET to check a notification with, or its signature missing or wrong (answered with HTTP 401). */
  notifySignature: 40101,
} as const;

export type ApiCode = (typeof API_CODE)[keyof typeof API_CODE];

/** The fixed copy of the codes that have one. Shown to users as toasts [HT-3], so Chinese. */
export const API_MESSAGE = {
  /** [HT-4] */
  rateLimited: '请求过于频繁，请稍后重试！',
  notLoggedIn: '请先登录',
  /** [HT-5], and what the client says when a refresh fails [HT-6]. */
  loginExpired: '登录过期，请重新登录',
  tokenExpired: '访问令牌已过期',
  // One message for a wrong, expired, used or never-sent code, whatever the number: nothing to enumerate.
  wrongCode: '验证码错误或已失效',
  wrongPassword: '手机号或密码错误',
  /** SPEC.md §5 */
  passwordMismatch: '两次输入密码不一致，请重新输入',
  /** [FL-3] */
  followSelf: '无法关注自己的账号～',
  notAnchor: '认证成为主播后方可查看',
  passwordAlreadySet: '已设置过登录密码，请通过忘记密码重置',
  /** [AU-2] a phone that does not parse; code 40001. */
  badPhone: '请输入正确手机号',
  /** [HT-7] also the client's copy for a request setup failure or an unreadable answer. */
  serverError: '服务器异常',
  /** A body that is not JSON, a media type no route takes, a request the app cannot read (40001). */
  badRequest: '请求格式不正确',
  /** A body over the app's limit (40001). */
  bodyTooLarge: '请求内容过大',
  /** A path no route answers (40404). */
  unknownApi: '接口不存在',
  /** POST /agora/notify without a good signature (40101). */
  notifySignature: '通知签名校验失败',
  /** POST /agora/notify signed but not a notification (40001). */
  notifyMalformed: '通知内容格式不正确',
  /** GET /live/<roomId>.flv of a room nobody streams (40007). */
  streamNotLive: '该直播间暂未开播',
  /** GET /live/<roomId>.flv of a demo room while every demo pusher is busy (40009). */
  demoVideoBusy: '演示视频繁忙，请稍后再试',
  smsUnavailable: '短信发送失败，请稍后重试',
  forecastStarted: '比赛已开赛，无法发布预测',
  forecastLocked: '预测已锁定：开赛后不可修改或删除',
  forecastNoOdds: '该比赛暂无此玩法指数',
  forecastNotFound: '预测不存在',
  forecastDuplicateMatch: '同一场比赛只能选择一次',
  forecastNoDraw: '该玩法没有平局选项',
  /** A scheme's picks are of one sport (the record is kept per sport). */
  forecastMixedSports: '一个方案只能包含同一运动的比赛',
  forecastAnchorOnly: '认证成为主播后方可发布预测',
  matchNotFound: '比赛不存在',
  /** The data pages (contract/data-pages.ts): an unknown competition (or a season it has not), team or player, 40007. */
  competitionNotFound: '赛事不存在',
  seasonNotFound: '赛季不存在',
  roundNotFound: '轮次不存在',
  teamNotFound: '球队不存在',
  playerNotFound: '球员不存在',
  /** data/search with a keyword of spaces only, 40001. */
  keywordRequired: '请输入关键字',
  /** The news calls (contract/news.ts): an article or channel the day does not have (40007). */
  articleNotFound: '文章不存在',
  channelNotFound: '频道不存在',
  /** comp/bestPlayer, comp/bestTeam (and /simple), team/bestPlayer with a rankType the sport has not (40001). */
  rankTypeNotFound: '榜单类型不存在',
  /** /anchor/homepage of an id that is no anchor (40007). */
  anchorNotFound: '主播不存在',
  /** [AN-6] SPEC.md §5: the search keyword must not be empty (40001). */
  searchKeywordRequired: '请输入搜索内容',
  /** A live room neither the feed nor an account knows (code 40007). */
  roomNotFound: '直播间不存在',
  noRoomPermission: '您没有该直播间的管理权限',
  cannotModerate: '不能对房主或管理员操作',
  userNotFound: '用户不存在',
  chatMessageNotFound: '消息不存在',
  /** [AN-7] SPEC.md §8 "Anchor audit". */
  auditWaiting: '后台正在审核中，请耐心等待～',
  auditRejected: '审核已被驳回～',
  /** [AN-7] SPEC.md §5. */
  notCertified: '认证成为主播后方可开播',
  realNameInvalid: '请输入真实姓名（2-20个汉字）',
  idNumberInvalid: '身份证号码有误，请检查后重新输入',
  faceNotPassed: '请先完成人脸验证',
  identityTaken: '该身份证已认证其他账号',
  alreadyCertified: '您已通过主播认证',
  noBroadcast: '请先填写开播信息',
  anchorCodeInvalid: '邀请码无效或已被使用',
  phoneTaken: '该手机号已绑定其他账号',
  samePhone: '新手机号与当前手机号相同',
  anchorCodeBound: '您已绑定其他邀请码',
  identityUnavailable: '实名认证服务暂不可用，请稍后再试',
  streamServiceUnavailable: '推流服务暂不可用，请稍后再试',
  /** SPEC.md §6: viewers message the anchors they follow. */
  messageNotAllowed: '关注主播后才能发私信哦～',
  messageToSelf: '不能给自己发私信',
  messageTooLong: '私信内容不能超过300个字',
  messageEmpty: '请输入私信内容',
  staffNotFound: '暂无在线客服',
  /** [FB-3] SPEC.md §8. */
  uploadNotImage: '请上传jpg或png格式的图片',
  uploadTooLarge: '单个文件最大10M',
  uploadTooMany: '最多上传6张照片',
  uploadNone: '请选择要上传的图片',
  uploadUnknown: '图片已失效，请重新上传',
  uploadBroken: '上传内容不完整，请重新上传',
  uploadTooManyPixels: '图片尺寸过大，请缩小后重新上传',
  uploadQuotaFull: '上传的图片已达存储上限，请稍后再试',
  /** [FB-3] the success toast. */
  uploadDone: '上传成功',
  /** [FB-1] */
  feedbackDescRequired: '请输入意见反馈描述',
  /** [FB-1] [FB-2] */
  descTooLong: '描述最多300字',
  /** [FB-2] */
  complaintReasonRequired: '请选择投诉理由',
  feedbackSaved: '提交成功，感谢您的反馈',
  complaintSaved: '投诉已提交，我们会尽快处理',
} as const;
