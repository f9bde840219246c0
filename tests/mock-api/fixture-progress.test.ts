/** A first start renders the pictures for a minute or more and says how far it got. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isRaster } from '../../fixtures/art/spec';
import { progressLines, writePictures } from '../../fixtures/art/raster';
import { fixtures } from './helpers';

describe('progressLines', () => {
  it('prints a line at most every interval, and always the last', () => {
    let time = 0;
    const lines: string[] = [];
    const report = progressLines(
      (line) => lines.push(line),
      5_000,
      () => time,
    );
    for (let done = 1; done <= 10; done++) {
      time += 1_500;
      report(done, 10);
    }
    // 6 s after the start (the 4th), 6 s after that (the 8th), then the end.
    expect(lines).toEqual(['pictures 4/10', 'pictures 8/10', 'pictures 10/10']);
  });
});

describe('writePictures', () => {
  it('reports each picture written', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fixture-progress-'));
    try {
      // Icons and logos only: SVG, no render, so the test stays quick.
      const chosen = fixtures()
        .pictures.filter((spec) => !isRaster(spec.kind))
        .slice(0, 12);
      const calls: [number, number][] = [];
      const written = await writePictures(chosen, dir, {
        cacheDir: null,
        onProgress: (done, total) => calls.push([done, total]),
      });
      expect(written).toBe(12);
      expect(calls).toEqual(Array.from({ length: 12 }, (_, i) => [i + 1, 12]));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
