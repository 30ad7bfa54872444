// Where SMS codes go (DESIGN.md "Server": SMS provider behind an interface). The console provider is the
// embedded default; a real gateway (Aliyun, Tencent Cloud) implements the same interface.
/** login and psw (SPEC.md §7); changePhone: the code to a new phone (preChangePhoneCheck). */
export type SmsScene = 'login' | 'psw' | 'changePhone';

export interface SmsMessage {
  readonly nationalCode: string;
  readonly phone: string;
  readonly scene: SmsScene;
  readonly code: string;
  readonly validMinutes: number;
}

export interface SmsProvider {
  readonly name: string;
  /** Rejects when the message could not be handed over. */
  send(message: SmsMessage): Promise<void>;
}

/** Keeps every message: tests read the code from here. */
export class MemorySmsProvider implements SmsProvider {
  readonly name = 'memory';
  readonly sent: SmsMessage[] = [];

  async send(message: SmsMessage): Promise<void> {
    this.sent.push(message);
  }

  /** The last code sent to the number. */
  lastCode(phone: string): string | undefined {
    return this.sent.filter((m) => m.phone === phone).at(-1)?.code;
  }
}
