/**
 * Makes fixtures/assets/sample-video.webm, the one video clip of the fixtures (training videos
 * and product galleries): `npx tsx scripts/make-sample-video.ts` (or `npm run video:sample`).
 *
 * This machine has no video encoder (no ffmpeg), so the clip is recorded by a browser: Debian's
 * Chromium (driven by Playwright) draws a few seconds of an animated canvas in the brand
 * colours and records it with MediaRecorder as WebM (VP9, else VP8). When the browser leaves the
 * duration out of the file (older Chromium releases do), the script writes it into the
 * Segment Info so players show the length at once. The result is checked in: the fixtures only copy it, so no browser is needed
 * to make the fixtures.
 *
 * Settings: PLAYWRIGHT_CHROMIUM_PATH (default /usr/bin/chromium); SAMPLE_VIDEO_OUT (default
 * fixtures/assets/sample-video.webm).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from './lib/chromium';

const ROOT = path.resolve(__dirname, '..');
const OUT = path.resolve(
  process.env.SAMPLE_VIDEO_OUT || path.join(ROOT, 'fixtures', 'assets', 'sample-video.webm'),
);
const WIDTH = 640;
const HEIGHT = 360;
const SECONDS = 4;
const FPS = 25;
const BITS_PER_SECOND = 300_000;
/** The asset must stay small: it is copied into the fixtures' uploads. */
const MAX_BYTES = 300 * 1024;

interface Recording {
  base64: string;
  mimeType: string;
  durationMs: number;
}

/** Runs in the page: draws the animation and records it. */
async function recordInPage(options: {
  width: number;
  height: number;
  seconds: number;
  fps: number;
  bitsPerSecond: number;
}): Promise<Recording> {
  const { width, height, seconds, fps, bitsPerSecond } = options;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.appendChild(canvas);
  const g = canvas.getContext('2d');
  if (!g) throw new Error('No 2D canvas context');

  const BLUE = '#0b4f9c';
  const ORANGE = '#e8590c';
  const draw = (t: number) => {
    // t: 0..1 over the clip.
    const sky = g.createLinearGradient(0, 0, width, height);
    sky.addColorStop(0, BLUE);
    sky.addColorStop(1, '#06305f');
    g.fillStyle = sky;
    g.fillRect(0, 0, width, height);
    // A sweeping orange band, like a scanner's progress sweep.
    const x = -width * 0.3 + t * width * 1.6;
    g.fillStyle = ORANGE;
    g.globalAlpha = 0.85;
    g.beginPath();
    g.moveTo(x, 0);
    g.lineTo(x + 90, 0);
    g.lineTo(x - 30, height);
    g.lineTo(x - 120, height);
    g.closePath();
    g.fill();
    g.globalAlpha = 1;
    // A pulsing ring on the right.
    const r = 46 + Math.sin(t * Math.PI * 6) * 10;
    g.strokeStyle = '#ffffff';
    g.lineWidth = 6;
    g.beginPath();
    g.arc(width * 0.8, height * 0.36, r, 0, Math.PI * 2);
    g.stroke();
    g.fillStyle = ORANGE;
    g.beginPath();
    g.arc(width * 0.8, height * 0.36, 18, 0, Math.PI * 2);
    g.fill();
    // Title, subtitle, progress bar and a clock.
    g.fillStyle = '#ffffff';
    g.font = 'bold 52px Arial, Helvetica, sans-serif';
    g.textBaseline = 'middle';
    g.fillText('Diagtools', 40, height * 0.34);
    g.font = '24px Arial, Helvetica, sans-serif';
    g.fillText('Training Center: sample clip', 40, height * 0.5);
    g.fillStyle = 'rgba(255,255,255,0.25)';
    g.fillRect(40, height * 0.74, width - 80, 10);
    g.fillStyle = ORANGE;
    g.fillRect(40, height * 0.74, (width - 80) * t, 10);
    g.fillStyle = '#ffffff';
    g.font = '20px Arial, Helvetica, sans-serif';
    g.fillText(`00:0${Math.min(seconds, Math.floor(t * seconds))}`, 40, height * 0.86);
  };

  const mimeType = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'].find((type) =>
    MediaRecorder.isTypeSupported(type),
  );
  if (!mimeType) throw new Error('This browser cannot record WebM');
  draw(0);
  const stream = canvas.captureStream(fps);
  const recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: bitsPerSecond });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  const stopped = new Promise<void>((resolve) => {
    recorder.onstop = () => resolve();
  });
  const total = seconds * 1000;
  const started = performance.now();
  recorder.start();
  await new Promise<void>((resolve) => {
    const frame = () => {
      const elapsed = performance.now() - started;
      draw(Math.min(1, elapsed / total));
      if (elapsed >= total) resolve();
      else setTimeout(frame, 1000 / fps);
    };
    frame();
  });
  recorder.stop();
  await stopped;
  const durationMs = Math.round(performance.now() - started);
  const bytes = new Uint8Array(await new Blob(chunks, { type: mimeType }).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return { base64: btoa(binary), mimeType, durationMs };
}

// EBML (Matroska/WebM) just enough to add the Segment duration.

/** Reads an EBML variable-size integer at `pos`: its length in bytes and value (or -1 for unknown). */
function readVint(
  buf: Buffer,
  pos: number,
  keepMarker: boolean,
): { length: number; value: number } {
  const first = buf[pos];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
  if (length > 8) throw new Error(`Bad EBML number at byte ${pos}`);
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    value = value * 256 + buf[pos + i];
    if (buf[pos + i] !== 0xff) allOnes = false;
  }
  return { length, value: !keepMarker && allOnes ? -1 : value };
}

/** An 8-byte EBML size. */
function size8(value: number): Buffer {
  const out = Buffer.alloc(8);
  out[0] = 0x01;
  let rest = value;
  for (let i = 7; i >= 1; i -= 1) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return out;
}

const ID_SEGMENT = 0x18538067;
const ID_INFO = 0x1549a966;
const ID_DURATION = 0x4489;

/** Returns the file with a Duration (ms, float64) in its Segment Info, if it has none. */
export function withDuration(file: Buffer, durationMs: number): Buffer {
  let pos = 0;
  // EBML header.
  const headerId = readVint(file, pos, true);
  const headerSize = readVint(file, pos + headerId.length, false);
  pos += headerId.length + headerSize.length + headerSize.value;
  const segmentId = readVint(file, pos, true);
  if (segmentId.value !== ID_SEGMENT) throw new Error('No Segment after the EBML header');
  const segmentSize = readVint(file, pos + segmentId.length, false);
  let child = pos + segmentId.length + segmentSize.length;
  while (child < file.length) {
    const id = readVint(file, child, true);
    const size = readVint(file, child + id.length, false);
    const dataStart = child + id.length + size.length;
    if (id.value === ID_INFO) {
      const info = file.subarray(dataStart, dataStart + size.value);
      // Already there?
      for (let p = 0; p < info.length;) {
        const cid = readVint(info, p, true);
        const csize = readVint(info, p + cid.length, false);
        if (cid.value === ID_DURATION) return file;
        p += cid.length + csize.length + csize.value;
      }
      const duration = Buffer.alloc(11);
      duration.writeUInt16BE(ID_DURATION, 0);
      duration[2] = 0x88; // size 8
      duration.writeDoubleBE(durationMs, 3);
      // Only a live-recorded file (Segment of unknown size, no index pointing past the Info)
      // can grow here without moving what an index points to.
      if (segmentSize.value !== -1) return file;
      const newInfo = Buffer.concat([info, duration]);
      const idBytes = file.subarray(child, child + id.length);
      const rebuilt = Buffer.concat([idBytes, size8(newInfo.length), newInfo]);
      return Buffer.concat([
        file.subarray(0, child),
        rebuilt,
        file.subarray(dataStart + size.value),
      ]);
    }
    if (size.value === -1) break;
    child = dataStart + size.value;
  }
  throw new Error('No Segment Info found');
}

async function main(): Promise<void> {
  const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';
  const browser = await chromium.launch({
    executablePath,
    args: [...CHROMIUM_FLAGS, '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
    await page.setContent('<!doctype html><html><body style="margin:0"></body></html>');
    // tsx names functions with a `__name` helper that the page does not have.
    await page.evaluate('globalThis.__name = (fn) => fn;');
    const recording = await page.evaluate(recordInPage, {
      width: WIDTH,
      height: HEIGHT,
      seconds: SECONDS,
      fps: FPS,
      bitsPerSecond: BITS_PER_SECOND,
    });
    const raw = Buffer.from(recording.base64, 'base64');
    const file = withDuration(raw, recording.durationMs);
    if (file.subarray(0, 4).toString('hex') !== '1a45dfa3') {
      throw new Error('The recording is not an EBML (WebM) file');
    }
    if (file.length > MAX_BYTES) {
      throw new Error(`The clip is ${file.length} bytes, over ${MAX_BYTES}: lower the bitrate`);
    }
    mkdirSync(path.dirname(OUT), { recursive: true });
    writeFileSync(OUT, file);
    console.log(
      `Wrote ${path.relative(ROOT, OUT)}: ${file.length} bytes, ${recording.mimeType}, ${recording.durationMs} ms`,
    );
  } finally {
    await browser.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
