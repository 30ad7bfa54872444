// The composer: 300 characters as the user counts them (SPEC.md §9, the chat's count), Enter sends, Shift+Enter
// breaks the line; Enter while an input method is composing picks the candidate and sends nothing.
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { chatLength, CHAT_TEXT_MAX } from '../../../engine/core/room/types';
import styles from './private-messages.module.css';

export function MessageComposer({ onSend }: { readonly onSend: (text: string) => Promise<boolean> }) {
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  // The conversation has loaded when the composer appears: the cursor goes there.
  useEffect(() => { input.current?.focus(); }, []);
  const length = chatLength(draft.trim());
  const over = length > CHAT_TEXT_MAX;

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (sending || length === 0 || over) return;
    setSending(true);
    const sent = await onSend(draft);
    setSending(false);
    if (sent) setDraft('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void submit();
  };

  return (
    <form className={styles.composer} onSubmit={(e) => void submit(e)}>
      <textarea ref={input} className={styles.input} aria-label="私信内容" placeholder="说点什么吧，Enter 发送，Shift+Enter 换行"
        value={draft} onChange={(e) => setDraft(e.target.value)} onKeyDown={onKeyDown} rows={3} />
      <div className={styles.composerBar}>
        <span className={over ? styles.countOver : styles.count} data-testid="pm-count" aria-live="polite">{length}/{CHAT_TEXT_MAX}</span>
        <button type="submit" className={styles.send} disabled={sending || length === 0 || over}>发送</button>
      </div>
    </form>
  );
}
