// /anchorCertification (login needed): the audit state [AN-7] — 审核中 (后台正在审核中，请耐心等待～, checked again
// every few seconds), 审核已被驳回～ with the cancelReason as a warning and the form to resubmit, 已通过 with the way
// to 开播 — and, never applied, the form (certification-form.tsx).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { localClock, shanghaiDate } from '../../../engine/core';
import { useAccounts } from '../../accounts/use-accounts';
import { Container } from '../../components/container/container';
import { anchorCalls } from '../../anchors/anchor-calls';
import { AUDIT_MESSAGE } from '../../anchors/anchor-messages';
import styles from '../../anchors/anchor-page.module.css';
import type { CertificationDetail } from '../../anchors/anchor-types';
import { CertificationForm } from './certification-form';
import { useScheduler } from '../../time/scheduler-context';
import { OWN_TAB_LINK } from '../../app/own-tab';

/** How often a waiting application is looked at again (the demo's auto-review takes a few seconds). */
const WAIT_POLL_MS = 3_000;

/** 'YYYY-MM-DD HH:MM', Beijing time [LS-2]. */
const when = (ms: number | null) => (ms === null ? '—' : `${shanghaiDate(ms)} ${localClock(ms)}`);

function Facts({ detail }: { readonly detail: CertificationDetail }) {
  return (
    <dl className={styles.facts}>
      <dt>真实姓名</dt><dd>{detail.realName ?? '—'}</dd>
      <dt>身份证号码</dt><dd>{detail.idCard ?? '—'}</dd>
      <dt>提交时间</dt><dd>{when(detail.submittedAt)}</dd>
      {detail.reviewedAt !== null && <><dt>审核时间</dt><dd>{when(detail.reviewedAt)}</dd></>}
      {detail.roomId !== null && <><dt>直播间号</dt><dd>{detail.roomId}</dd></>}
    </dl>
  );
}

export function AnchorCertificationPage() {
  const accounts = useAccounts();
  const calls = useMemo(() => anchorCalls(accounts.api), [accounts]);
  const scheduler = useScheduler();
  const [detail, setDetail] = useState<CertificationDetail | null>(null);
  const [resubmitting, setResubmitting] = useState(false);

  const load = useCallback(async () => {
    const answer = await calls.detail();
    if (!answer.ok) return;
    setDetail(answer.data);
    // Passing makes the account an anchor: the header and menu read that from the user.
    if (answer.data.auditStatus === 'pass' && accounts.session.getSnapshot().user?.isAnchor !== 1) void accounts.auth.loadUser();
  }, [calls, accounts]);

  useEffect(() => { void load(); }, [load]);
  useEffect(() => {
    if (detail?.auditStatus !== 'wait') return undefined;
    const timer = scheduler.setInterval(() => {
      void calls.auditState(true).then((a) => { if (a.ok && a.data.auditStatus !== 'wait') void load(); });
    }, WAIT_POLL_MS);
    return () => scheduler.clearInterval(timer);
  }, [detail?.auditStatus, calls, load, scheduler]);

  const submitted = () => {
    setResubmitting(false);
    void load();
  };
  const status = detail?.auditStatus;

  return (
    <>
      <div className={styles.band}>
        <div className={styles.bandInner}>
          <div>
            <h1 className={styles.bandTitle}>主播认证</h1>
            <p className={styles.bandText}>认证成为主播后方可开播：实名信息与人脸验证通过后提交审核。</p>
          </div>
        </div>
      </div>
      <Container>
        <div className={styles.body}>
          <div className={styles.main}>
            <section className={styles.card} aria-label="认证状态" data-testid="certification-state" data-status={status ?? 'loading'}>
              <h2 className={styles.cardTitle}>{status === 'pass' ? '认证已通过' : status === 'wait' ? '审核中' : '实名认证'}</h2>
              {!detail && <p className={styles.hint}>加载中…</p>}
              {status === 'pass' && (
                <>
                  <div className={`${styles.notice} ${styles.noticeSuccess}`} role="status">
                    <div><p className={styles.noticeTitle}>恭喜，您已成为认证主播</p><p className={styles.noticeText}>填写开播信息、获取推流地址后即可开播。</p></div>
                  </div>
                  <Facts detail={detail!} />
                  <div className={styles.actions}>
                    <a className={styles.primary} href="/anchorStart" {...OWN_TAB_LINK} data-testid="go-start">去开播</a>
                  </div>
                </>
              )}
              {status === 'wait' && (
                <>
                  <div className={styles.notice} role="status">
                    <div><p className={styles.noticeTitle}>{AUDIT_MESSAGE.wait}</p><p className={styles.noticeText}>审核通过后即可开播，本页会自动刷新结果。</p></div>
                  </div>
                  <Facts detail={detail!} />
                </>
              )}
              {status === 'reject' && (
                <>
                  <div className={`${styles.notice} ${styles.noticeWarning}`} role="alert">
                    <div>
                      <p className={styles.noticeTitle}>{AUDIT_MESSAGE.reject}</p>
                      {detail!.cancelReason && <p className={styles.noticeText}>驳回原因：{detail!.cancelReason}</p>}
                    </div>
                  </div>
                  {!resubmitting && <Facts detail={detail!} />}
                  {resubmitting
                    ? <CertificationForm calls={calls} onSubmitted={submitted} />
                    : <div className={styles.actions}><button type="button" className={styles.primary} onClick={() => setResubmitting(true)}>重新认证</button></div>}
                </>
              )}
              {status === 'none' && (
                <>
                  <div className={styles.notice} role="status"><p className={styles.noticeTitle}>{AUDIT_MESSAGE.notCertified}</p></div>
                  <CertificationForm calls={calls} onSubmitted={submitted} />
                </>
              )}
            </section>
          </div>
          <aside className={styles.side}>
            <section className={styles.card} aria-label="认证说明">
              <h2 className={styles.cardTitle}>认证说明</h2>
              <ul className={styles.list}>
                <li>根据国家网络直播相关规定，开播前需完成实名认证，一个身份证仅可认证一个账号。</li>
                <li>请填写与身份证一致的真实姓名和18位身份证号码，并由本人完成人脸验证。</li>
                <li>提交后进入人工审核，审核结果会在本页显示；被驳回时会注明原因，修改后可重新提交。</li>
                <li>认证通过后，点击页面顶部的「开播」即可填写开播信息并获取推流地址。</li>
              </ul>
            </section>
          </aside>
        </div>
      </Container>
    </>
  );
}
