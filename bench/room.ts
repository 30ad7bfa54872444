// `npm run bench -- room` (issue #14 "Tests and benchmark"): the live room's figures, each with its anchor from the
// same run. Video (bench/room-video.ts): time to first frame and glass-to-glass latency, next to ffmpeg's own decode
// of the same stream and Agora's documented latency. Chat (bench/chat.ts, also `npm run bench -- chat` alone):
// delivery p99 to 500 room members, next to a bare ws broadcast of the same messages to the same clients.
import chatBench from './chat';
import { roomVideo } from './room-video';

export default async function run(args: string[]): Promise<Record<string, unknown>> {
  const video = await roomVideo(args);
  const chat = await chatBench(args);
  return { video, chat };
}
