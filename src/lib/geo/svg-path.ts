/**
 * A compact SVG path from projected rings: every point rounded to a whole pixel of the map,
 * repeated points dropped, each ring written with relative steps (`M12,40l3-1,2,0z`). A ring
 * left with fewer than three points is too small to draw and is left out.
 *
 * `PathWriter` is a d3-geo path context (beginPath, moveTo, lineTo, closePath, arc), so
 * `geoPath(projection, writer)(feature)` fills it; `toString()` gives the `d` attribute.
 */
export class PathWriter {
  private readonly rings: [number, number][][] = [];
  private ring: [number, number][] = [];

  /** Paths add up: one writer collects every ring it is given. */
  beginPath(): void {}

  moveTo(x: number, y: number): void {
    this.ring = [[Math.round(x), Math.round(y)]];
    this.rings.push(this.ring);
  }

  lineTo(x: number, y: number): void {
    const point: [number, number] = [Math.round(x), Math.round(y)];
    const last = this.ring[this.ring.length - 1];
    if (last && last[0] === point[0] && last[1] === point[1]) return;
    this.ring.push(point);
  }

  closePath(): void {
    const first = this.ring[0];
    const last = this.ring[this.ring.length - 1];
    if (this.ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) {
      this.ring.pop();
    }
  }

  /** Points (not drawn on this map). */
  arc(): void {}

  toString(): string {
    return this.rings.map(ringPath).join('');
  }
}

/** One ring as `M x,y l dx,dy ... z`, or '' when it has fewer than three points. */
export function ringPath(ring: readonly (readonly [number, number])[]): string {
  const [start, ...rest] = ring;
  if (!start || rest.length < 2) return '';
  let text = `M${start[0]},${start[1]}l`;
  let [x, y] = start;
  let first = true;
  for (const [nextX, nextY] of rest) {
    text += number(nextX - x, first) + number(nextY - y, false);
    first = false;
    [x, y] = [nextX, nextY];
  }
  return `${text}z`;
}

/** A number of the step list: a comma before it unless it is the first or negative. */
function number(value: number, first: boolean): string {
  return first || value < 0 ? String(value) : `,${value}`;
}
