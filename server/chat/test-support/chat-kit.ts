// Chat over the real server for tests and the bench: log in over HTTP the way the page does (SMS code from the
// console provider's log), and a gateway client that speaks the room channel.
import type { RoomEvent } from '../../../engine/core/room/types';
import { encodePing, encodeRoomRequest, packetOf } from '../../../engine/wire';
import { openData } from '../../api/envelope';
import { TestClient, waitFor } from '../../test-support/ws-client';
import { signedWsUrl } from '../../test-support/signed-url';

export interface Api {
  /** The opened data of a code-0 answer, else the envelope. */
  call<T = unknown>(path: string, body: unknown, token?: string): Promise<{ code: number; msg: string; data: T }>;
  login(phone: string): Promise<string>;
}

/** HTTP /api client: keys from /clientKey, sealed answers opened; `smsLog` holds the console SMS lines. */
export async function apiClient(baseUrl: string, smsLog: readonly string[]): Promise<Api> {
  const res = await fetch(`${baseUrl}/api/v1/common/clientKey`);
  const { data } = await res.json() as { data: { encKey: string; macKey: string } };
  const keys = { encKey: Buffer.from(data.encKey, 'base64'), macKey: Buffer.from(data.macKey, 'base64') };
  const api: Api = {
    async call<T>(path: string, body: unknown, token?: string) {
      const r = await fetch(`${baseUrl}/api${path}`, {
        method: 'POST', headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) }, body: JSON.stringify(body),
      });
      const env = await r.json() as { code: number; msg: string; data: unknown };
      if (env.code !== 0 || typeof env.data !== 'string') return env as { code: number; msg: string; data: T };
      const opened = openData(env.data, keys);
      if (!opened.ok) throw new Error(`${path}: data did not open`);
      return { code: 0, msg: '', data: opened.value as T };
    },
    async login(phone) {
      const sent = await api.call('/ali/sms/sendCode', { phoneNumber: phone, scene: 'login' });
      if (sent.code !== 0) throw new Error(`sendCode ${phone}: ${sent.code} ${sent.msg}`);
      const code = /验证码 (\d{6})/.exec(smsLog.filter((l) => l.includes(phone)).at(-1) ?? '')?.[1] ?? '';
      const r = await api.call<{ accessToken: string }>('/login', { code, phoneNumber: phone, source: 'web' });
      if (r.code !== 0) throw new Error(`login ${phone}: ${r.code} ${r.msg}`);
      return r.data.accessToken;
    },
  };
  return api;
}

/** A gateway socket in a room. */
export class ChatClient {
  private constructor(readonly socket: TestClient) {}

  static async connect(wsUrl: string): Promise<ChatClient> {
    return new ChatClient(await TestClient.connect(signedWsUrl(wsUrl)));
  }

  join(roomId: number, accessToken = ''): void {
    this.socket.ws.send(packetOf([encodeRoomRequest({ kind: 'roomJoin', roomId, accessToken }, Date.now())]));
  }

  leave(roomId: number): void {
    this.socket.ws.send(packetOf([encodeRoomRequest({ kind: 'roomLeave', roomId }, Date.now())]));
  }

  send(roomId: number, text: string, clientMsgId = '', accessToken = ''): void {
    this.socket.ws.send(packetOf([encodeRoomRequest({ kind: 'chatSend', roomId, text, clientMsgId, accessToken }, Date.now())]));
  }

  ping(): void {
    this.socket.ws.send(packetOf([encodePing(Date.now())]));
  }

  events(): RoomEvent[] {
    return this.socket.controls().flatMap((c) => (c.kind === 'room' ? [c.event] : []));
  }

  of<T extends RoomEvent['type']>(type: T): Extract<RoomEvent, { type: T }>[] {
    return this.events().filter((e): e is Extract<RoomEvent, { type: T }> => e.type === type);
  }

  texts(): string[] {
    return this.of('message').map((e) => e.message.text);
  }

  notices(): string[] {
    return this.of('notice').map((e) => e.kind);
  }

  async joined(count = 1): Promise<Extract<RoomEvent, { type: 'joined' }>> {
    await waitFor(`join answer ${count}`, () => this.of('joined').length >= count);
    return this.of('joined')[count - 1];
  }

  close(): void {
    this.socket.close();
  }
}
