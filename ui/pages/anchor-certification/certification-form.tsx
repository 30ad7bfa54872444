// The certification form: 实名信息 (name, ID number checked as typed: GB 11643 check character; an invitation code,
// 选填, checked by verifyAnchorCode before going on) → 人脸验证 (the provider's face step: the demo's is a button,
// Aliyun's its own page) → 提交审核 (verifyCardInfo: audit wait).
import { useId, useState } from 'react';
import { idNumberProblem, isRealName } from '../../../engine/core/rules/resident-id';
import { Icon } from '../../components/icon/icon';
import type { AnchorCalls } from '../../anchors/anchor-calls';
import { ID_NUMBER_MESSAGE } from '../../anchors/anchor-messages';
import styles from '../../anchors/anchor-page.module.css';
import { useScheduler } from '../../time/scheduler-context';
import type { AnchorCode, AuditState, FaceSession } from '../../anchors/anchor-types';

type Step = 'identity' | 'face' | 'passed';

/** The invitation code as typed: letters and digits, upper case, 8 at most. */
export const typedCode = (raw: string): string => raw.replace(/[^A-Za-z0-9]/g, '').toUpperCase().slice(0, 8);
export const CODE_MESSAGE = '邀请码应为8位字母或数字';

/** The field's message once it has been left or submitted; undefined while fine. */
export function identityErrors(realName: string, idCard: string, today: Date): { realName?: string; idCard?: string } {
  return {
    ...(!isRealName(realName.trim()) && { realName: ID_NUMBER_MESSAGE.nameInvalid }),
    ...(idCard.trim() === '' ? { idCard: ID_NUMBER_MESSAGE.empty } : idNumberProblem(idCard.trim(), today) && { idCard: ID_NUMBER_MESSAGE.invalid }),
  };
}

export function CertificationForm({ calls, onSubmitted }: { readonly calls: AnchorCalls; readonly onSubmitted: (state: AuditState) => void }) {
  const [realName, setRealName] = useState('');
  const [idCard, setIdCard] = useState('');
  const [touched, setTouched] = useState({ realName: false, idCard: false });
  const [step, setStep] = useState<Step>('identity');
  const [session, setSession] = useState<FaceSession | null>(null);
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const [invited, setInvited] = useState<AnchorCode | null>(null);
  const ids = { name: useId(), card: useId(), code: useId() };
  const clock = useScheduler();
  const codeError = code !== '' && code.length !== 8 ? CODE_MESSAGE : undefined;
  const errors = identityErrors(realName, idCard, new Date(clock.now()));
  const who = { realName: realName.trim(), idCard: idCard.trim().toUpperCase() };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const startFace = () => run(async () => {
    setTouched({ realName: true, idCard: true });
    if (errors.realName || errors.idCard || codeError) return;
    // The invitation code (选填) first: a wrong one stops here with the server's message [HT-3].
    if (code !== '' && invited?.code !== code) {
      const checked = await calls.verifyAnchorCode(code);
      if (!checked.ok) return;
      setInvited(checked.data);
    }
    const started = await calls.faceInit(who);
    if (!started.ok) return;
    setSession(started.data);
    setStep('face');
  });
  const finishFace = () => run(async () => {
    if (!session) return;
    if (session.provider === 'demo' && !(await calls.faceDemoConfirm(session.certifyId)).ok) return;
    const result = await calls.faceQuery(session.certifyId);
    if (result.ok && result.data.passed) setStep('passed');
  });
  const submit = () => run(async () => {
    if (!session) return;
    const answer = await calls.verifyCardInfo(who, session.certifyId);
    if (answer.ok) onSubmitted(answer.data);
  });

  const stepClass = (s: Step, order: number) => {
    const at = ['identity', 'face', 'passed'].indexOf(step);
    return `${styles.step} ${step === s ? styles.stepCurrent : at > order ? styles.stepDone : ''}`;
  };

  return (
    <div>
      <ol className={styles.steps} aria-label="认证步骤">
        <li className={stepClass('identity', 0)}>1 填写实名信息</li>
        <li className={stepClass('face', 1)}>2 人脸验证</li>
        <li className={stepClass('passed', 2)}>3 提交审核</li>
      </ol>
      {step === 'identity' && (
        <form className={styles.form} onSubmit={(e) => { e.preventDefault(); void startFace(); }} noValidate>
          <div className={styles.row}>
            <label className={styles.field} htmlFor={ids.name}>
              真实姓名
              <input
                id={ids.name} className={`${styles.input} ${touched.realName && errors.realName ? styles.inputInvalid : ''}`}
                value={realName} maxLength={20} autoComplete="name" placeholder="请输入身份证上的姓名"
                onChange={(e) => setRealName(e.target.value)} onBlur={() => setTouched((t) => ({ ...t, realName: true }))}
                aria-invalid={touched.realName && !!errors.realName}
              />
              {touched.realName && errors.realName && <span className={styles.fieldError} role="alert">{errors.realName}</span>}
            </label>
            <label className={styles.field} htmlFor={ids.card}>
              身份证号码
              <input
                id={ids.card} className={`${styles.input} ${touched.idCard && errors.idCard ? styles.inputInvalid : ''}`}
                value={idCard} maxLength={18} inputMode="text" autoComplete="off" placeholder="18位居民身份证号码"
                onChange={(e) => setIdCard(e.target.value.replace(/\s/g, '').toUpperCase())} onBlur={() => setTouched((t) => ({ ...t, idCard: true }))}
                aria-invalid={touched.idCard && !!errors.idCard}
              />
              {touched.idCard && errors.idCard && <span className={styles.fieldError} role="alert">{errors.idCard}</span>}
            </label>
          </div>
          <label className={styles.field} htmlFor={ids.code}>
            主播邀请码（选填）
            <input
              id={ids.code} className={`${styles.input} ${codeError && touched.idCard ? styles.inputInvalid : ''}`}
              value={code} autoComplete="off" placeholder="公会或经纪人提供的8位邀请码"
              onChange={(e) => setCode(typedCode(e.target.value))} aria-invalid={touched.idCard && !!codeError}
            />
            {touched.idCard && codeError && <span className={styles.fieldError} role="alert">{codeError}</span>}
            {invited && invited.code === code && <span className={styles.hint} data-testid="anchor-code-inviter">邀请人：{invited.inviter}</span>}
          </label>
          <p className={styles.hint}>身份证号码仅用于实名核验，平台只保存脱敏后的号码。</p>
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={busy}>下一步：人脸验证</button>
          </div>
        </form>
      )}
      {step !== 'identity' && session && (
        <div className={styles.face}>
          <div className={`${styles.faceFrame} ${step === 'passed' ? styles.faceFramePassed : ''}`} aria-hidden>
            <Icon name={step === 'passed' ? 'check' : 'user'} size={72} />
          </div>
          {step === 'face' && session.provider === 'demo' && (
            <>
              <p className={styles.hint}>演示环境：无需摄像头，点击下方按钮即视为完成人脸识别。</p>
              <button type="button" className={styles.primary} onClick={() => void finishFace()} disabled={busy}>完成人脸验证</button>
            </>
          )}
          {step === 'face' && session.provider !== 'demo' && (
            <>
              <p className={styles.hint}>请在新打开的页面中按提示完成人脸识别，完成后回到本页。</p>
              <div className={styles.actions}>
                <a className={styles.secondary} href={session.url} target="_blank" rel="noopener noreferrer">前往人脸验证</a>
                <button type="button" className={styles.primary} onClick={() => void finishFace()} disabled={busy}>我已完成验证</button>
              </div>
            </>
          )}
          {step === 'passed' && (
            <>
              <p className={styles.noticeTitle}>人脸验证已通过</p>
              {invited && <p className={styles.hint} data-testid="anchor-code-inviter">邀请人：{invited.inviter}（邀请码 {invited.code}）</p>}
              <button type="button" className={styles.primary} onClick={() => void submit()} disabled={busy}>提交认证</button>
            </>
          )}
          <button type="button" className={styles.small} onClick={() => { setStep('identity'); setSession(null); }} disabled={busy}>返回修改实名信息</button>
        </div>
      )}
    </div>
  );
}
