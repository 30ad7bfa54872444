// The site's documents (SPEC.md §2 "Footer": the help and about columns; §3 "Link item"): the beginner-anchor guide,
// the live agreement, the user agreement, the privacy policy — /v1/link/query answers their addresses by link type —
// and the streaming-tool guide (going live from OBS), which the footer links to directly. Plain data, rendered as
// static pages under our origin by document-page.ts; text only, so rendering escapes every string.
import type { LinkItem } from '../../contract';

export interface DocumentSection {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly items?: readonly string[];
  /** Links inside our site (e.g. /anchorStart), shown after the section's text. */
  readonly links?: readonly { readonly label: string; readonly href: string }[];
}

export interface SiteDocument {
  readonly slug: string;
  readonly title: string;
  /** 'YYYY-MM-DD': when the text last changed (shown as 更新日期). */
  readonly updated: string;
  readonly intro: string;
  readonly sections: readonly DocumentSection[];
}

export const DOCUMENTS_PATH = '/docs';

export const documentPath = (slug: string) => `${DOCUMENTS_PATH}/${slug}.html`;

const PLATFORM = '球赛直播';

const BEGINNER_GUIDE: SiteDocument = {
  slug: 'beginner-anchor-guide',
  title: '新手主播指南',
  updated: '2026-11-01',
  intro: `欢迎成为${PLATFORM}的主播！本指南带你从注册账号到完成第一场比赛直播，全程约十分钟。`,
  sections: [
    {
      heading: '一、完成主播认证',
      items: [
        '使用手机号登录后，点击页面右上角的「开播」按钮；尚未认证时会进入主播认证页面。',
        '填写真实姓名与身份证号码，并完成人脸核验。主播须年满 18 周岁。',
        '提交后进入审核，通常在 1 个工作日内完成。审核中再次点击「开播」会提示「后台正在审核中，请耐心等待～」；被驳回时会显示原因，修改后可重新提交。',
      ],
    },
    {
      heading: '二、创建直播',
      items: [
        '认证通过后点击「开播」，将在新标签页打开开播页面。',
        '选择运动类型、比赛日期、赛事和比赛，填写直播间标题、直播公告并选择封面。',
        '保存后页面会给出「推流地址」：服务器与串流密钥。',
      ],
      links: [{ label: '前往开播页面', href: '/anchorStart' }],
    },
    {
      heading: '三、用 OBS 推流',
      paragraphs: [
        '把开播页面上的「服务器」和「串流密钥」填入 OBS 的「设置 → 直播」（服务选择「自定义」），点击「开始推流」。画面到达后，开播页面与页头都会显示「开播中」。详细设置见《推流工具使用说明》。',
      ],
      links: [{ label: '推流工具使用说明', href: documentPath('streaming-tool') }],
    },
    {
      heading: '四、直播中',
      items: [
        '与观众在聊天区互动；可设置房管，对违规发言进行禁言、移出直播间或删除消息。',
        '发布预测方案可以积累预测等级，连红会在主播卡片上展示标签。',
        '比赛结束或需要更换比赛时，可在开播页面切换比赛，无需重新推流。',
      ],
    },
    {
      heading: '五、下播与数据',
      items: [
        '在开播页面点击「下播」结束直播，或直接停止 OBS 推流。',
        '下播后可在个人中心查看本场直播时长、观看人数等数据。',
        '请遵守《直播协议》：不得直播未获授权的付费信号，不得发布赌博、广告及违法违规内容。',
      ],
      links: [{ label: '直播协议', href: documentPath('live-agreement') }],
    },
  ],
};

const STREAMING_TOOL: SiteDocument = {
  slug: 'streaming-tool',
  title: '推流工具使用说明（OBS）',
  updated: '2026-11-01',
  intro: `${PLATFORM}使用标准 RTMP 推流，推荐使用免费开源的 OBS Studio。下面是从安装到开播的完整步骤。`,
  sections: [
    {
      heading: '一、下载 OBS Studio',
      paragraphs: ['OBS Studio 支持 Windows、macOS 和 Linux，请从官方网站 obsproject.com 下载安装，不要使用来路不明的修改版。'],
      links: [{ label: 'OBS 官方网站 obsproject.com', href: 'https://obsproject.com/' }],
    },
    {
      heading: '二、获取推流地址',
      items: [
        '登录主播账号，点击页头的「开播」，在新打开的开播页面保存直播信息。',
        '页面的「推流地址」一栏给出「服务器」（形如 rtmp://<主机>:1935/live）和「串流密钥」（形如 <房间号>-<密钥>），均可一键复制。',
        '串流密钥请勿外泄；点击「刷新密钥」后旧密钥立即失效，OBS 需填入新密钥。',
      ],
      links: [{ label: '打开开播页面（主播）', href: '/anchorStart' }],
    },
    {
      heading: '三、在 OBS 中填写',
      items: [
        '打开 OBS，进入「设置 → 直播」，服务选择「自定义」。',
        '将开播页面的「服务器」填入 OBS 的服务器，「串流密钥」填入推流码。',
      ],
    },
    {
      heading: '四、推荐的输出设置',
      paragraphs: ['进入「设置 → 输出」，输出模式选择「高级」，在「串流」页签中设置：'],
      items: [
        '推流协议：RTMP（即上面的 rtmp:// 地址）。',
        '编码器：x264（软件编码）；显卡支持时也可选择 NVENC H.264 等硬件编码。',
        '码率控制：CBR；视频码率 1080p 建议 4000–6000 Kbps，720p 建议 2500–4000 Kbps。',
        '关键帧间隔：1–2 秒（填 2 即可，不要填 0 自动）。关键帧间隔越短，观众进入直播间时越快看到画面。',
        'CPU 使用预设：veryfast；配置文件：main 或 high。',
        '音频：AAC，采样率 44.1 kHz 或 48 kHz，码率 128–160 Kbps。',
        '「设置 → 视频」中分辨率 1920×1080 或 1280×720，帧率 30 或 60。',
      ],
    },
    {
      heading: '五、开始推流',
      items: [
        '在 OBS 的「来源」中添加画面（显示器采集、窗口采集或摄像头）和音频。',
        '点击「开始推流」，画面到达后开播页面显示「开播中」，观众即可在直播间观看。',
        '推流中断时 OBS 会自动重连；长时间无画面请检查网络与串流密钥。',
      ],
    },
  ],
};

const LIVE_AGREEMENT: SiteDocument = {
  slug: 'live-agreement',
  title: '直播协议',
  updated: '2026-10-15',
  intro: `本协议是你与${PLATFORM}之间关于在本平台开设直播间、进行直播及相关活动的约定。开播即视为你已阅读并同意本协议全部内容。`,
  sections: [
    {
      heading: '第一条 主播资格',
      items: [
        '主播须年满 18 周岁，完成实名认证与人脸核验，并保证所提交信息真实、有效。',
        '一个自然人只能认证一个主播账号，账号不得出租、出借或转让。',
      ],
    },
    {
      heading: '第二条 直播内容规范',
      items: [
        '直播内容应围绕体育赛事，遵守国家法律法规和公序良俗。',
        '不得转播未获授权的赛事信号或他人享有版权的节目，不得侵犯他人知识产权、肖像权与隐私。',
        '不得宣传、组织或引导赌博、博彩及任何形式的非法竞猜，不得发布违法广告、引流信息。',
        '不得发布色情、暴力、歧视、侮辱、诽谤等内容，不得煽动对立或发布不实信息。',
      ],
    },
    {
      heading: '第三条 预测内容',
      paragraphs: ['主播发布的预测方案仅代表个人观点，仅供交流参考，不构成任何投注建议，不得以预测内容收取费用或诱导观众参与非法活动。'],
    },
    {
      heading: '第四条 平台管理',
      items: [
        '平台有权对直播内容进行巡查。发现违规内容时，平台可视情节采取警告、中断直播、封禁直播间、取消主播资格等措施；被封禁的直播间观众将看到违规提示。',
        '主播应妥善保管推流地址与串流密钥，因泄露造成的后果由主播自行承担；发现泄露请立即刷新密钥。',
      ],
    },
    {
      heading: '第五条 权利与责任',
      items: [
        '主播对其直播内容承担法律责任；因违规给平台或第三方造成损失的，应予以赔偿。',
        '平台可在不违反法律的前提下，在本平台内展示、推荐主播的直播内容。',
      ],
    },
    {
      heading: '第六条 协议变更',
      paragraphs: ['平台可根据法律法规或运营需要修改本协议，修改后将在本页公布。继续开播即视为接受修改后的协议。'],
    },
  ],
};

const USER_AGREEMENT: SiteDocument = {
  slug: 'user-agreement',
  title: '用户协议',
  updated: '2026-10-15',
  intro: `欢迎使用${PLATFORM}。本协议是你与${PLATFORM}之间关于注册、登录和使用本平台服务的约定。请在登录前仔细阅读；勾选同意并登录，即表示你已接受本协议。`,
  sections: [
    {
      heading: '一、服务内容',
      paragraphs: ['本平台提供足球、篮球等赛事的即时比分、赛事数据、赛事直播间、主播预测及互动交流等服务。赛事数据仅供参考，以官方公布为准。'],
    },
    {
      heading: '二、账号注册与使用',
      items: [
        '你可以使用手机号通过验证码或密码登录，首次登录即自动注册账号。',
        '请妥善保管账号和密码，勿向他人透露验证码。因你保管不善导致的损失由你自行承担。',
        '账号仅限本人使用，不得出租、出借、转让或售卖。',
      ],
    },
    {
      heading: '三、用户行为规范',
      items: [
        '遵守法律法规，文明观赛、理性交流。',
        '不得发布违法违规、色情暴力、赌博、广告引流、人身攻击等内容。',
        '不得利用技术手段干扰平台正常运行，不得批量注册账号或恶意刷取数据。',
      ],
    },
    {
      heading: '四、违规处理',
      paragraphs: ['对违反本协议的行为，平台可视情节采取删除内容、禁言、移出直播间、限制功能或封禁账号等措施。你可以通过「意见反馈」对处理结果提出申诉。'],
    },
    {
      heading: '五、知识产权',
      paragraphs: ['平台上的软件、界面设计、文字与数据等内容的知识产权归平台或相关权利人所有，未经许可不得复制、转载或用于商业用途。'],
    },
    {
      heading: '六、免责声明',
      items: [
        '因网络、设备故障或不可抗力导致的服务中断，平台将尽力恢复，但不承担由此造成的间接损失。',
        '主播及其他用户发布的观点和预测内容仅代表其个人，不代表平台立场，不构成任何投注建议。',
      ],
    },
    {
      heading: '七、协议修改与联系我们',
      paragraphs: ['平台可适时修改本协议，修改后的协议在本页公布后生效。对本协议有任何疑问，可通过页面右侧的客服或页脚的「意见反馈」联系我们。'],
    },
  ],
};

const PRIVACY_POLICY: SiteDocument = {
  slug: 'privacy-policy',
  title: '隐私政策',
  updated: '2026-10-15',
  intro: `${PLATFORM}重视你的个人信息保护。本政策说明我们收集哪些信息、如何使用和保护这些信息，以及你享有的权利。`,
  sections: [
    {
      heading: '一、我们收集的信息',
      items: [
        '账号信息：登录时提供的手机号码；你设置的昵称、头像和密码（密码以不可逆方式加密保存）。',
        '主播认证信息：申请主播时提供的真实姓名、身份证号码和人脸核验结果，仅用于实名认证。',
        '使用信息：关注的比赛、赛事、球队和主播，观看记录、预测记录、显示设置，以及为保障安全所需的设备与网络信息。',
        '你主动提交的内容：聊天消息、意见反馈和投诉中的文字与图片。',
      ],
    },
    {
      heading: '二、我们如何使用信息',
      items: [
        '提供登录、关注、直播、预测、私信等服务，并同步你的偏好设置。',
        '发送登录验证码；保障账号与交易安全，识别和处置违规行为。',
        '在去除身份标识后进行统计分析，改进产品体验。',
      ],
    },
    {
      heading: '三、信息的存储与保护',
      items: [
        '信息存储于中华人民共和国境内，保存期限为实现目的所必需的最短时间。',
        '我们采用传输加密、访问控制等措施保护你的信息，并仅允许有必要的工作人员访问。',
      ],
    },
    {
      heading: '四、信息的共享',
      paragraphs: ['除法律法规要求或取得你的同意外，我们不会向第三方出售或提供你的个人信息。为发送短信验证码、提供视频服务，我们会委托合作方在必要范围内处理相关信息，并要求其履行保密义务。'],
    },
    {
      heading: '五、本地存储',
      paragraphs: ['为保持登录状态、记住你的筛选、置顶和显示设置，我们会在你的浏览器本地保存登录凭证和偏好数据。你可以随时清除浏览器数据，清除后需要重新登录。'],
    },
    {
      heading: '六、你的权利',
      items: [
        '你可以在个人中心查看、更正你的个人资料，修改或重置密码。',
        '你可以通过「意见反馈」申请注销账号或删除个人信息，我们将在 15 个工作日内处理。',
      ],
    },
    {
      heading: '七、未成年人保护',
      paragraphs: ['未满 18 周岁的未成年人应在监护人指导下使用本平台，且不得申请成为主播。'],
    },
    {
      heading: '八、政策更新',
      paragraphs: ['本政策更新后将在本页公布新的版本和更新日期。重大变更时，我们会通过站内提示告知你。'],
    },
  ],
};

export const DOCUMENTS: readonly SiteDocument[] = [BEGINNER_GUIDE, STREAMING_TOOL, LIVE_AGREEMENT, USER_AGREEMENT, PRIVACY_POLICY];

export const documentBySlug = (slug: string): SiteDocument | undefined => DOCUMENTS.find((d) => d.slug === slug);

/** /v1/link/query's answer: SPEC.md §3 link types 1, 3, 4, 5 → their pages. */
export const LINKS: readonly LinkItem[] = [
  { linkType: 1, linkPath: documentPath(BEGINNER_GUIDE.slug) },
  { linkType: 3, linkPath: documentPath(LIVE_AGREEMENT.slug) },
  { linkType: 4, linkPath: documentPath(USER_AGREEMENT.slug) },
  { linkType: 5, linkPath: documentPath(PRIVACY_POLICY.slug) },
];
