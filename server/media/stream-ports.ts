// The ports between the RTMP ingest (server/media) and whoever owns rooms and push keys (the anchors' module):
// the ingest asks who may publish a stream name, and tells when a room's stream starts and stops. Issue #14.
//
// Push URL an anchor puts in OBS: server rtmp://<host>:<RTMP_PORT>/live, stream key `<roomId>-<secret>`.
// Playback: GET /live/<roomId>.flv (HTTP-FLV, same origin).

export interface StreamGrant {
  readonly roomId: number;
}

export interface StreamAuthorizer {
  /** app is the RTMP application ('live'); streamName the key. null refuses the publish. */
  authorize(app: string, streamName: string): Promise<StreamGrant | null>;
}

export interface StreamLifecycle {
  /** The room's first media arrived: it is streaming. */
  published(roomId: number): void;
  /** The publisher left (or was cut off): the room's stream stopped. */
  unpublished(roomId: number): void;
}
