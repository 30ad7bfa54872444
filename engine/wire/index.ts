// engine/wire: bytes ⇄ events.
export { decodePacket, decodeFrame } from './decode-frame';
export type { ControlFrame, DecodedPacket, Direction, FrameError, FrameErrorReason, FrameResult, ListResume } from './decode-frame';
export { encodeEventFrame, encodeListRequest, encodePing, encodePong } from './encode-frame';
export { decodeEnvelope, encodeEnvelope, packetOf, decodePacketFrames } from './frame';
export type { RawFrame } from './frame';
export { decodeListResponse, encodeListResponse } from './list-response';
export { readFixture, writeFixture, FixtureFormatError, FIXTURE_FORMAT_VERSION } from './fixture-file';
export type { Fixture, FixtureHeader } from './fixture-file';
export { matchDetail } from './detail/materialise';
export { withWire } from './detail/detail-lists';
export type { UnwiredListEvent } from './detail/detail-lists';
export { decodeRoomEvent, decodeRoomRequest, encodeChatMessage, encodeRoomEvent, encodeRoomRequest } from './room';
export { decodeUserEvent, decodeUserRequest, encodeUserEvent, encodeUserRequest } from './user-channel';
