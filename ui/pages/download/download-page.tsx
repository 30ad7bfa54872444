// /downLoad: the app download page (SPEC.md §2 route table "Download page"), like the big score sites' own: the
// app's QR codes per platform (the dictionary's qrCode items; ?platform=android|ios marks the one a QR code led
// here for), the newest version and what changed (/v1/version/checkUpdate), and the site's addresses to keep
// (the dictionary's domains). No login needed.
import { useSearchParams } from 'react-router-dom';
import { PRODUCT_NAME } from '../../app/product';
import { Container } from '../../components/container/container';
import { Icon } from '../../components/icon/icon';
import { QrCodeImage } from '../../components/qr-code/qr-code-image';
import type { DownloadCode } from './download-info';
import { versionLabel } from './download-info';
import styles from './download-page.module.css';
import { useDownloadInfo } from './use-download-info';

const FEATURES = [
  { icon: 'target', title: '即时比分', text: '全球足球、篮球赛事比分实时推送，进球第一时间提醒' },
  { icon: 'broadcast', title: '高清直播', text: '主播陪你看球，热门赛事直播间一键进入' },
  { icon: 'trophy', title: '主播预测', text: '专业主播赛前分析与预测方案，命中率一目了然' },
  { icon: 'star', title: '关注收藏', text: '关注比赛、球队与主播，开播、开赛消息不错过' },
] as const;

const PLATFORM_NAMES: Readonly<Record<NonNullable<DownloadCode['platform']>, string>> = { android: 'Android', ios: 'iPhone' };

export function DownloadPage() {
  const { codes, domains, version } = useDownloadInfo();
  const [params] = useSearchParams();
  const wanted = params.get('platform');
  return (
    <>
      <section className={styles.hero} aria-labelledby="download-title">
        <Container className={styles.heroInner}>
          <div className={styles.intro}>
            <p className={styles.eyebrow}>{PRODUCT_NAME} App</p>
            <h1 className={styles.title} id="download-title">比分直播，随身看</h1>
            <p className={styles.lead}>足球篮球即时比分 · 高清赛事直播 · 进球实时提醒</p>
            {version && (
              <p className={styles.version} data-testid="download-version">
                <span className={styles.versionTag}>最新版本 {versionLabel(version)}</span>
                {version.updateTime && <span>更新时间 {version.updateTime}</span>}
              </p>
            )}
          </div>
          <ul className={styles.platforms} aria-label="下载平台">
            {codes.map((code) => {
              const selected = code.platform !== undefined && code.platform === wanted;
              return (
                <li key={code.url} className={styles.platform} data-selected={selected || undefined} aria-current={selected || undefined}>
                  <p className={styles.platformName}>
                    <Icon name="phone" size={16} />
                    {code.platform ? PLATFORM_NAMES[code.platform] : code.label}
                    {selected && <span className={styles.selectedTag}>当前平台</span>}
                  </p>
                  <QrCodeImage value={code.url} caption={code.label} size={128} />
                  <p className={styles.scanHint}>使用手机相机或浏览器扫码下载</p>
                </li>
              );
            })}
          </ul>
        </Container>
      </section>
      <Container className={styles.body}>
        <section className={styles.card} aria-labelledby="download-changes">
          <h2 className={styles.cardTitle} id="download-changes">新版本更新内容</h2>
          {version ? (
            <>
              <p className={styles.muted}>{versionLabel(version)}{version.updateTime && ` · ${version.updateTime}`}</p>
              <ul className={styles.changes}>
                {version.changes.map((line) => <li key={line}>{line}</li>)}
              </ul>
            </>
          ) : <p className={styles.muted}>暂无版本信息</p>}
        </section>
        <section className={styles.card} aria-labelledby="download-domains">
          <h2 className={styles.cardTitle} id="download-domains">网站地址</h2>
          <p className={styles.muted}>请收藏以下网址，任一地址均可访问{PRODUCT_NAME}：</p>
          <ul className={styles.domains}>
            <li className={styles.domain}>
              <span>{window.location.host}</span>
              <span className={styles.currentTag}>当前访问</span>
            </li>
            {domains.filter((d) => d !== window.location.host).map((d) => (
              <li key={d} className={styles.domain}><span>{d}</span></li>
            ))}
          </ul>
        </section>
        <section className={`${styles.card} ${styles.features}`} aria-labelledby="download-features">
          <h2 className={styles.cardTitle} id="download-features">App 特色</h2>
          <ul className={styles.featureList}>
            {FEATURES.map((f) => (
              <li key={f.title} className={styles.feature}>
                <span className={styles.featureIcon}><Icon name={f.icon} size={20} /></span>
                <span>
                  <strong className={styles.featureTitle}>{f.title}</strong>
                  <span className={styles.featureText}>{f.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </>
  );
}
