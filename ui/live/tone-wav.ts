// The goal tone as a tiny WAV file (8 kHz, 8-bit mono PCM, ~1.5 kB), made once in the page: played by an <audio>
// element it costs the main thread a few ms, where creating a WebAudio AudioContext cost 70–330 ms in the UI bench
// (a long task on the first goal; issue #4 §4).

const SAMPLE_RATE = 8000;
const HEADER_BYTES = 44;

/** A sine of `hz` for `ms`, faded out over its second half (no click at the end), at `volume` (0…1). */
export function toneWav(hz: number, ms: number, volume = 0.15): Uint8Array<ArrayBuffer> {
  const samples = Math.round((SAMPLE_RATE * ms) / 1000);
  const bytes = new Uint8Array(HEADER_BYTES + samples);
  const view = new DataView(bytes.buffer);
  const text = (at: number, s: string) => { for (let i = 0; i < s.length; i++) bytes[at + i] = s.charCodeAt(i); };
  text(0, 'RIFF');
  view.setUint32(4, HEADER_BYTES - 8 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE, true); // bytes per second: 1 byte per sample
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i++) {
    const fade = Math.min(1, 2 * (1 - i / samples));
    bytes[HEADER_BYTES + i] = 128 + Math.round(127 * volume * fade * Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE));
  }
  return bytes;
}
