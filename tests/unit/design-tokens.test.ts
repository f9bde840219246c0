/**
 * The CSS custom properties (public pages) and the MUI theme (overlays, forms, dashboard)
 * must draw the same brand: a colour changed in one place only would split the site.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { palette } from '@/theme/palette';
import { typography } from '@/theme/typography';

const css = readFileSync(path.join(__dirname, '../../src/styles/globals.css'), 'utf8');

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
});
