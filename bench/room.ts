// `npm run bench -- room` (issue #14 "Tests and benchmark"): the live room's figures, each with its anchor from the
// same run. Video (bench/room-video.ts): time to first frame and glass-to-glass latency. The chat delivery part
// (p99 to 500 members against a bare ws broadcast) is its own module beside this one when it lands.
import { roomVideo } from './room-video';

export default async function run(args: string[]): Promise<Record<string, unknown>> {
  return { video: await roomVideo(args) };
}
