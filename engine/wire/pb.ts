// The generated protobuf code, with 64-bit integers as plain numbers everywhere.
// protobufjs picks up the 'long' package in Node when it can require it (not in the browser), which would make
// int64 fields decode as Long objects on the server only; clearing it keeps both sides identical.
import protobuf from 'protobufjs/minimal.js';
import { live } from '../../proto/gen/live.js';

protobuf.util.Long = undefined as unknown as typeof protobuf.util.Long;
protobuf.configure();

export { live, protobuf };
