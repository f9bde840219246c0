/**
 * The CSS custom properties (public pages) and the MUI theme (overlays, forms, dashboard)
 * must draw the same brand: a colour changed in one place only would split the site.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { palette } from '@/theme/palette';
import { CONTENT_MAX, GUTTER } from '@/theme/layout';
import { typography } from '@/theme/typography';

const css = readFileSync(path.join(__dirname, '../../../src/styles/globals.css'), 'utf8');

function token(name: string): string {
  const match = new RegExp(`--${name}:\\s*([^;]+);`).exec(css);
  if (!match) throw new Error(`--${name} is not declared in globals.css`);
  return match[1].replace(/\s+/g, ' ').trim();
}

function colour(value: unknown): string {
  if (typeof value !== 'string') throw new Error(`not a colour: ${String(value)}`);
  return value.toLowerCase();
}

describe('design tokens', () => {
  const p = palette as Record<string, Record<string, string> | string>;
  const pick = (group: string, key: string) => (p[group] as Record<string, string>)[key];

  it.each([
    ['color-primary', 'primary', 'main'],
    ['color-primary-dark', 'primary', 'dark'],
    ['color-primary-light', 'primary', 'light'],
    ['color-on-primary', 'primary', 'contrastText'],
    ['color-secondary', 'secondary', 'main'],
    ['color-secondary-dark', 'secondary', 'dark'],
    ['color-on-secondary', 'secondary', 'contrastText'],
    ['color-text', 'text', 'primary'],
    ['color-text-secondary', 'text', 'secondary'],
    ['color-bg', 'background', 'default'],
    ['color-paper', 'background', 'paper'],
    ['color-error', 'error', 'main'],
    ['color-success', 'success', 'main'],
    ['color-warning', 'warning', 'main'],
    ['color-info', 'info', 'main'],
  ])('--%s matches palette.%s.%s', (name, group, key) => {
    expect(token(name).toLowerCase()).toBe(colour(pick(group, key)));
  });

  it('--color-divider matches palette.divider', () => {
    expect(token('color-divider').toLowerCase()).toBe(colour(palette.divider));
  });

  it('--font-family matches the theme typography', () => {
    const normalise = (value: string) => value.replace(/["']/g, '').replace(/\s+/g, ' ').trim();
    expect(normalise(token('font-family'))).toBe(normalise(String(typography.fontFamily)));
  });

  it('the content width and the widest gutter match the MUI theme (the dashboard frame)', () => {
    expect(token('content-max')).toBe(`${CONTENT_MAX}px`);
    expect(token('gutter')).toBe(`${GUTTER.xs}px`);
    expect(css).toMatch(new RegExp(`--gutter:\\s*${GUTTER.sm}px`));
    expect(css).toMatch(new RegExp(`--gutter:\\s*${GUTTER.lg}px`));
  });
});

/** WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const value = parseInt(hex.slice(i, i + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** A token's value, following var(--x) references to a #rrggbb colour. */
function resolve(name: string): string {
  const value = token(name);
  const reference = /^var\(--([\w-]+)\)$/.exec(value);
  return reference ? resolve(reference[1]) : value.toLowerCase();
}

describe('contrast at the tokens (WCAG 2.2 AA, 4.5:1 for text)', () => {
  // [background token, text token]: the pairs the components draw.
  it.each([
    ['color-primary', 'color-on-primary'],
    ['color-primary-dark', 'color-on-primary'],
    ['color-secondary', 'color-on-secondary'],
    ['color-secondary-dark', 'color-on-secondary'],
    ['color-badge-new', 'color-on-badge'],
    ['color-badge-hot', 'color-on-badge'],
    ['color-badge-featured', 'color-on-badge'],
    ['color-badge-discount', 'color-on-badge'],
    ['color-error', 'color-on-badge'],
    ['color-warning', 'color-on-badge'],
    ['color-info', 'color-on-badge'],
    ['color-paper', 'color-text'],
    ['color-paper', 'color-text-secondary'],
    ['color-paper', 'color-link'],
    ['color-paper', 'color-price'],
    ['color-paper', 'color-secondary'],
    ['color-surface', 'color-text-secondary'],
    ['color-surface', 'color-link'],
  ])('%s under %s', (background, text) => {
    expect(contrast(resolve(background), resolve(text))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['primary', 'secondary', 'error', 'success', 'warning', 'info'])(
    'MUI palette.%s.main carries its contrastText (contained buttons, filled alerts)',
    (group) => {
      const entry = (palette as Record<string, { main: string; contrastText: string }>)[group];
      expect(contrast(entry.main, entry.contrastText)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
