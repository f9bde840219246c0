/**
 * Viewports and box measures shared by the specs that check where things sit on the page:
 * inside their banner or card, in balanced rows, on a phone's first screen.
 */
import type { Locator } from '@playwright/test';
import { expect } from '../fixtures';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };

export async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator.toString()}`);
  return found;
}

/** `inner` lies inside `outer` (1 px of rounding allowed). */
export function expectInside(inner: Box, outer: Box) {
  expect(inner.x).toBeGreaterThanOrEqual(outer.x - 1);
  expect(inner.y).toBeGreaterThanOrEqual(outer.y - 1);
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 1);
  expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height + 1);
}

/** The list's items grouped in rows by their top edge. */
export async function rowsOf(list: Locator): Promise<Box[][]> {
  const boxes: Box[] = [];
  for (const item of await list.locator(':scope > *').all()) boxes.push(await box(item));
  const rows = new Map<number, Box[]>();
  for (const b of boxes) {
    const key = [...rows.keys()].find((top) => Math.abs(top - b.y) < 2) ?? b.y;
    rows.set(key, [...(rows.get(key) ?? []), b]);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

/** A short last row sits in the middle of the list, not at its start. */
export async function expectBalancedLastRow(list: Locator) {
  const rows = await rowsOf(list);
  expect(rows.length).toBeGreaterThan(1);
  const last = rows[rows.length - 1];
  expect(last.length).toBeLessThan(rows[0].length);
  const outer = await box(list);
  const left = Math.min(...last.map((b) => b.x)) - outer.x;
  const right = outer.x + outer.width - Math.max(...last.map((b) => b.x + b.width));
  expect(Math.abs(left - right)).toBeLessThanOrEqual(2);
}
