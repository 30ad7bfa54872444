// `npm run demo:anchors -- [--url rtmp://127.0.0.1:1935/live] <roomId | streamKey>...`: pushes the demo test card
// to a running server's RTMP ingest the way an anchor's OBS would — one ffmpeg per room, from outside the server.
// A bare room id is pushed with the server's internal key `<roomId>-$DEMO_PUSH_KEY` (start the server with the
// same DEMO_PUSH_KEY); a full `<roomId>-<secret>` key (an anchor's, from /anchor/pushStreamKey) is pushed as is.
// Viewers play http://<server>/live/<roomId>.flv. Ctrl-C stops every push.
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestCardPusher } from '../server/media/demo-pusher';
import { parseStreamKey } from '../server/media/stream-keys';

function usage(message: string): never {
  console.error(`demo:anchors: ${message}`);
  console.error('usage: npm run demo:anchors -- [--url rtmp://127.0.0.1:1935/live] [--ffmpeg ffmpeg] <roomId | roomId-secret>...');
  process.exit(2);
}

const args = process.argv.slice(2);
let url = `rtmp://127.0.0.1:${process.env.RTMP_PORT || 1935}/live`;
let ffmpeg = process.env.FFMPEG_PATH || 'ffmpeg';
const keys: string[] = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  if (a === '--url') url = args[++i] ?? usage('--url needs a value');
  else if (a === '--ffmpeg') ffmpeg = args[++i] ?? usage('--ffmpeg needs a value');
  else if (/^\d+$/.test(a)) {
    const secret = process.env.DEMO_PUSH_KEY;
    if (!secret) usage(`room ${a} without a key: set DEMO_PUSH_KEY (the server's too) or pass <roomId>-<secret>`);
    keys.push(`${a}-${secret}`);
  } else if (parseStreamKey(a)) keys.push(a);
  else usage(`'${a}' is neither a room id nor a <roomId>-<secret> stream key`);
}
if (keys.length === 0) usage('no room given');

const dir = mkdtempSync(join(tmpdir(), 'demo-anchors-'));
const pushers = keys.map((key) => {
  const roomId = parseStreamKey(key)!.roomId;
  const textFile = join(dir, `${roomId}.txt`);
  const write = () => {
    const now = new Date().toLocaleTimeString('zh-CN', { hour12: false });
    writeFileSync(`${textFile}.tmp`, `直播间 ${roomId}\n外部推流 (npm run demo:anchors)\n${now}`);
    renameSync(`${textFile}.tmp`, textFile);
  };
  write();
  const timer = setInterval(write, 1000);
  const pusher = new TestCardPusher({
    ffmpegPath: ffmpeg, rtmpUrl: `${url}/${key}`, textFile,
    onExit: (code, signal, stderr) => {
      clearInterval(timer);
      console.log(`room ${roomId}: ffmpeg ended (${signal ?? code})${stderr ? `: ${stderr}` : ''}`);
      if (pushers.every((p) => !p.running)) {
        rmSync(dir, { recursive: true, force: true });
        process.exit(0);
      }
    },
  });
  pusher.start();
  console.log(`room ${roomId}: pushing to ${url}/${roomId}-… (ffmpeg pid ${pusher.pid}); play /live/${roomId}.flv`);
  return pusher;
});

process.on('SIGINT', () => void Promise.all(pushers.map((p) => p.stop())));
process.on('SIGTERM', () => void Promise.all(pushers.map((p) => p.stop())));
