// /about (SPEC.md §2, login needed): what the product is and offers (each feature to its page), the app's current
// version and the site's addresses (/v1/version/checkUpdate, /dict/getDictMap — loading, then the answer or the
// error with 重新加载), the agreements and guides (/v1/link/query's documents, through the shell's link request),
// and the ways to reach us (意见反馈, 投诉, 在线客服: the shell's requests, whose dialogs exist).
import { Link } from 'react-router-dom';
import { DOWNLOAD_PATH, PRODUCT_NAME, PRODUCT_SLOGAN } from '../../app/product';
import type { ShellRequest } from '../../app/shell-requests';
import { LINK_TYPE, requestShell } from '../../app/shell-requests';
import { Container } from '../../components/container/container';
import { LogoMark } from '../../components/site-header/logo-mark';
import { useCall } from '../../hooks/use-call';
import { NewsLoadState } from '../news/news-states';
import styles from './about-page.module.css';

const FEATURES: readonly { readonly title: string; readonly text: string; readonly to: string }[] = [
  { title: '足球直播', text: '全球足球赛事即时比分、进球提醒与主播解说', to: '/football' },
  { title: '篮球直播', text: 'NBA、CBA 等篮球赛事逐节比分与球员数据', to: '/basketball' },
  { title: '即时比分', text: '足球篮球比分一屏看全，赛程赛果随时查', to: '/matchEvents' },
  { title: '资料库', text: '积分榜、赛程、球队与球员资料', to: '/footballMatchData' },
  { title: '资讯中心', text: '每场比赛的赛前前瞻与赛后战报', to: '/informationCentre' },
  { title: '下载 App', text: '扫码下载，随时随地看球', to: DOWNLOAD_PATH },
];

const DOCUMENTS: readonly { readonly label: string; readonly request: ShellRequest }[] = [
  { label: '用户协议', request: { type: 'link', linkType: LINK_TYPE.userAgreement } },
  { label: '隐私政策', request: { type: 'link', linkType: LINK_TYPE.privacyPolicy } },
  { label: '直播协议', request: { type: 'link', linkType: LINK_TYPE.liveAgreement } },
  { label: '新手主播指南', request: { type: 'link', linkType: LINK_TYPE.beginnerGuide } },
];

const CONTACTS: readonly { readonly label: string; readonly request: ShellRequest }[] = [
  { label: '意见反馈', request: { type: 'feedback' } },
  { label: '投诉', request: { type: 'complaint' } },
  { label: '在线客服', request: { type: 'customer-service' } },
];

function Version() {
  const { load, retry } = useCall('/v1/version/checkUpdate', { platform: 'Android' });
  return (
    <NewsLoadState load={load} label="版本信息加载中" missing="暂无版本信息" onRetry={retry} lines={3}>
      {(v) => (
        <div className={styles.version} data-testid="about-version">
          <p className={styles.versionName}>{PRODUCT_NAME} App {v.versionName}</p>
          <p className={styles.muted}>更新时间 {v.updateTime}</p>
          <ul className={styles.changes}>{v.updateContent.split('\n').filter(Boolean).map((line) => <li key={line}>{line}</li>)}</ul>
        </div>
      )}
    </NewsLoadState>
  );
}

function Domains() {
  const { load, retry } = useCall('/dict/getDictMap', { types: ['domains'] });
  return (
    <NewsLoadState load={load} label="网站地址加载中" missing="暂无网站地址" empty="暂无网站地址" isEmpty={(d) => (d.domains ?? []).length === 0} onRetry={retry} lines={2}>
      {(d) => <ul className={styles.domains} data-testid="about-domains">{(d.domains ?? []).map((x) => <li key={x.id}>{x.value}</li>)}</ul>}
    </NewsLoadState>
  );
}

export function AboutPage() {
  return (
    <>
      <div className={styles.hero}>
        <Container className={styles.heroInner}>
          <LogoMark size={56} />
          <div>
            <h1 className={styles.title}>关于{PRODUCT_NAME}</h1>
            <p className={styles.slogan}>{PRODUCT_SLOGAN}</p>
          </div>
        </Container>
      </div>
      <Container className={styles.page}>
        <section className={styles.card} aria-labelledby="about-intro" data-testid="about-page">
          <h2 className={styles.cardTitle} id="about-intro">我们是谁</h2>
          <p className={styles.text}>
            {PRODUCT_NAME}是面向中文球迷的足球、篮球即时比分与赛事直播平台：实时推送比分、进球与技术统计，主播在直播间陪你看球、聊球、发布预测，
            资料库与资讯中心让每一场比赛都有前因后果。游客即可浏览比分与直播，登录后可以关注比赛、球队与主播，参与互动。
          </p>
          <ul className={styles.features}>
            {FEATURES.map((f) => (
              <li key={f.to}>
                <Link to={f.to} className={styles.feature} data-testid="about-feature">
                  <span className={styles.featureTitle}>{f.title}</span>
                  <span className={styles.muted}>{f.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <div className={styles.columns}>
          <section className={styles.card} aria-labelledby="about-version-title">
            <h2 className={styles.cardTitle} id="about-version-title">当前版本</h2>
            <Version />
            <h2 className={styles.cardTitle}>网站地址</h2>
            <Domains />
          </section>
          <section className={styles.card} aria-labelledby="about-docs-title" data-testid="about-links">
            <h2 className={styles.cardTitle} id="about-docs-title">协议与帮助</h2>
            <ul className={styles.actions}>
              {DOCUMENTS.map((d) => <li key={d.label}><button type="button" className={styles.action} onClick={() => requestShell(d.request)}>{d.label}</button></li>)}
            </ul>
            <h2 className={styles.cardTitle}>联系我们</h2>
            <ul className={styles.actions}>
              {CONTACTS.map((c) => <li key={c.label}><button type="button" className={styles.action} onClick={() => requestShell(c.request)}>{c.label}</button></li>)}
            </ul>
          </section>
        </div>
      </Container>
    </>
  );
}
