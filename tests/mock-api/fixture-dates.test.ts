/**
 * The fixtures' dates read as current (counted from the day they are made),
 * the downloads carry release dates and real-sized release notes, bylines name people.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixtureDay, plainName } from '../../fixtures/factories/context';
import { SALE_CONFIG, SALE_DAYS } from '../../fixtures/factories/configs';
import { writeFiles } from '../../fixtures/files';
import { generateFixtures } from '../../fixtures/generate';
import { statedEndDate } from '../../src/lib/promo-dates';

const DAY_MS = 86_400_000;
const DAY = fixtureDay(new Date(), '2027-03-10');
const made = generateFixtures(1, DAY);

/** `yyyy-MM-dd HH:mm:ss` (UTC, as the API prints it) as a time. */
const apiTime = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`);

describe('the day the fixtures are made', () => {
  it('is today (UTC) at 09:00, or the FIXTURE_DATE given', () => {
    expect(fixtureDay(new Date('2026-12-07T23:59:00Z'), undefined).toISOString()).toBe(
      '2026-12-07T09:00:00.000Z',
    );
    expect(fixtureDay(new Date('2026-12-07T23:59:00Z'), '').toISOString()).toBe(
      '2026-12-07T09:00:00.000Z',
    );
    expect(DAY.toISOString()).toBe('2027-03-10T09:00:00.000Z');
    expect(() => fixtureDay(new Date(), '2027-02-30')).toThrow(/FIXTURE_DATE/);
    expect(() => fixtureDay(new Date(), 'tomorrow')).toThrow(/FIXTURE_DATE/);
  });

  it('makes the same fixtures on the same day, and says which day', () => {
    expect(generateFixtures(1, fixtureDay(new Date(), '2027-03-10')).db).toEqual(made.db);
    expect(made.db.meta.made_on).toBe('2027-03-10');
  });

  it('moves only the dates that count from it', () => {
    const later = generateFixtures(1, fixtureDay(new Date(), '2027-04-09')).db;
    const shift = 30 * DAY_MS;
    made.db.archives.forEach((archive, index) => {
      expect(
        apiTime(later.archives[index].archive_addtime) - apiTime(archive.archive_addtime),
      ).toBe(shift);
    });
    // Everything else stays as it was.
    expect(later.articles).toEqual(made.db.articles);
    expect(later.users).toEqual(made.db.users);
    expect(later.businesses).toEqual(made.db.businesses);
  });
});

describe('the top bar sale', () => {
  it('ends a few weeks after the day the fixtures are made', () => {
    const sale = made.db.configs.find((config) => config.configs_id === SALE_CONFIG);
    expect(sale?.configs_subtitle).toBe('Ends April 3, 2027');
    const end = statedEndDate(sale?.configs_subtitle ?? '', DAY);
    expect(end).not.toBeNull();
    const days = (end!.getTime() - DAY.getTime()) / DAY_MS;
    expect(days).toBeGreaterThan(14);
    expect(days).toBeLessThan(SALE_DAYS + 1);
  });
});

describe('the downloads', () => {
  const archives = made.db.archives;
  const fileOf = (url: string) => made.files.find((file) => file.url === url);

  it('were released on many days in the two years before the day the fixtures are made', () => {
    const times = archives.map((archive) => apiTime(archive.archive_addtime));
    for (const time of times) {
      expect(time).toBeLessThan(DAY.getTime());
      expect(time).toBeGreaterThan(DAY.getTime() - 730 * DAY_MS);
    }
    const days = new Set(archives.map((archive) => archive.archive_addtime.slice(0, 10)));
    expect(days.size).toBeGreaterThan(archives.length / 2);
  });

  it('are files dated as released (their Last-Modified when served)', () => {
    for (const archive of archives) {
      expect(fileOf(archive.archive_file)?.modified?.getTime()).toBe(
        apiTime(archive.archive_addtime),
      );
    }
  });

  it('have release notes of a few kilobytes, not a few hundred bytes', () => {
    const notes = archives.filter((archive) => archive.archive_file.endsWith('.txt'));
    expect(notes.length).toBeGreaterThan(3);
    for (const archive of notes) {
      const text = fileOf(archive.archive_file)?.bytes?.toString('utf8') ?? '';
      expect(archive.archive_size).toBeGreaterThan(2048);
      expect(text).toContain('Version history');
      expect(text).toContain(`Released: ${archive.archive_addtime.slice(0, 10)}`);
    }
  });

  it('firmware packages and installers weigh what real ones do (hundreds of kilobytes and up)', () => {
    const packages = archives.filter((archive) => archive.archive_file.endsWith('.zip'));
    expect(packages.length).toBeGreaterThan(5);
    for (const archive of packages) expect(archive.archive_size).toBeGreaterThan(300 * 1024);
  });

  it('user manuals have a page per chapter', () => {
    const manuals = archives.filter((archive) => archive.archive_file.includes('-user-manual-'));
    expect(manuals.length).toBeGreaterThan(5);
    for (const archive of manuals) {
      const pdf = fileOf(archive.archive_file)?.bytes?.toString('latin1') ?? '';
      expect(pdf).toContain('/Count 8 ');
      expect(pdf).toContain('(5. Service functions) Tj');
      expect(archive.archive_size).toBeGreaterThan(5 * 1024);
    }
  });

  it('are written with that date on disk', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fixture-dates-'));
    try {
      const archive = archives[0];
      writeFiles([fileOf(archive.archive_file)!], dir);
      const written = path.join(dir, ...archive.archive_file.replace('/uploads/', '').split('/'));
      expect(statSync(written).mtime.getTime()).toBe(apiTime(archive.archive_addtime));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('bylines', () => {
  it('name people, without the prefixes and suffixes faker adds', () => {
    const affix = /(^|\s)(Mr\.|Mrs\.|Ms\.|Miss|Dr\.|Jr\.|Sr\.|I{1,3}|IV|V|MD|DDS|PhD|DVM)(\s|$)/;
    for (const article of made.db.articles) {
      expect(article.articles_author).not.toMatch(affix);
      expect(article.articles_author.split(' ').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('plainName drops the affixes and keeps the name', () => {
    expect(plainName('Lesly Keeling DDS')).toBe('Lesly Keeling');
    expect(plainName('Vince Gulgowski Sr.')).toBe('Vince Gulgowski');
    expect(plainName('Dr. Ana Ruiz III')).toBe('Ana Ruiz');
    expect(plainName('Ana Ruiz')).toBe('Ana Ruiz');
  });
});

describe('corporate purchase tiles', () => {
  it('the wide tiles (12 of 24 columns) say more than a line: a sentence and a list', () => {
    for (const id of [39, 40]) {
      const tile = made.db.configs.find((config) => config.configs_id === id);
      expect(tile?.configs_content).toMatch(/^<p>.{40,}<\/p><ul>(<li>.{10,}?<\/li>){3}<\/ul>$/);
    }
  });
});
