import { indexTerms, MAX_QUERY_TERMS, queryTerms, stem, words } from '@/lib/search-index/normalize';
import {
  allowedTypos,
  createSearchIndex,
  nearnessCap,
  type SearchDoc,
} from '@/lib/search-index/search-index';

function goods(id: number, title: string, text = ''): SearchDoc {
  return { id: `goods:${id}`, kind: 'goods', title, keywords: '', text };
}

function article(path: string, title: string, text = ''): SearchDoc {
  return { id: `article:${path}`, kind: 'article', title, keywords: '', text };
}

/** A small catalogue with the names that make the queries hard: neighbouring codes, near words. */
const DOCS: SearchDoc[] = [
  goods(1, 'AD900 Pro Scan Tool', 'A professional diagnostic scan tool.'),
  goods(2, 'AD950 Ultra Diagnostic Platform'),
  goods(3, 'AD800 Elite Scanner', 'Reads codes on every module.'),
  goods(4, 'AD500 OBD2 Scanner', 'An entry-level OBD2 code reader.'),
  goods(5, 'CR200 OBD2 Code Reader'),
  goods(6, 'BT300 Battery Tester', 'Tests 12 V batteries.'),
  goods(7, 'BT200 Battery Analyzer'),
  goods(8, 'BC600 Smart Battery Charger'),
  goods(9, 'CT150 Voltage Tester Pen'),
  goods(10, 'PG100 Paint Thickness Gauge'),
  goods(11, 'CR100 Code Header', 'A made-up model.'),
  article('obd2-port', 'What Is an OBD2 Port and Where Do I Find It?'),
  article('tpms-relearn', 'Relearning TPMS Sensors After a Tire Rotation'),
  article('ad500-vs-ad600', 'AD500 vs AD600: Entry Level Compared'),
  article(
    'battery-right-way',
    'Testing a Car Battery the Right Way',
    'How a battery tester works.',
  ),
];

const index = createSearchIndex(DOCS);
const ids = (query: string) => index.search(query).map((hit) => hit.id);

describe('the search normaliser', () => {
  it('ignores case, accents and punctuation', () => {
    expect(words('  Pro-Scan  TOOL, Café! ')).toEqual(['pro', 'scan', 'tool', 'cafe']);
  });

  it('writes OBD-II, obd ii, obdii and OBD2 as one term', () => {
    for (const spelling of ['OBD-II', 'obd ii', 'obdii', 'OBD2', 'obd 2', 'OBD_II']) {
      expect(queryTerms(spelling)).toEqual(['obd2']);
    }
  });

  it('joins a model code written apart, and keeps short words apart from numbers', () => {
    expect(queryTerms('ad 900')).toEqual(['ad900']);
    expect(queryTerms('AD900')).toEqual(['ad900']);
    expect(queryTerms('AD-900 pro')).toEqual(['ad900', 'pro']);
    expect(queryTerms('update for 2026')).toEqual(['update', 'for', '2026']);
  });

  it('finds a catalogue code however it is spaced: joined and split', () => {
    expect(indexTerms('AD900 Pro')).toEqual(expect.arrayContaining(['ad900', 'ad', '900', 'pro']));
    expect(indexTerms('EV 12 V')).toEqual(expect.arrayContaining(['ev', '12', 'ev12']));
    expect(indexTerms('OBD-II port')).toEqual(expect.arrayContaining(['obd2', 'port']));
  });

  it('indexes a scan tool as a scanner too, and a scanner as a scan tool', () => {
    expect(indexTerms('Pro Scan Tool')).toContain('scanner');
    expect(indexTerms('Elite Scanner')).toContain('scan');
  });

  it('reads plurals as their singular, not words that only end in s', () => {
    expect(stem('testers')).toBe('tester');
    expect(stem('batteries')).toBe('battery');
    expect(stem('analysis')).toBe('analysis');
    expect(stem('abs')).toBe('abs');
    expect(queryTerms('Battery testers')).toEqual(['battery', 'tester']);
  });

  it('searches the first words of a long paste only, each once', () => {
    const pasted = Array.from(
      { length: 30 },
      (_, i) => `word${String.fromCharCode(97 + (i % 26))}`,
    );
    expect(queryTerms(pasted.join(' '))).toEqual(pasted.slice(0, MAX_QUERY_TERMS));
    expect(queryTerms('tester testers TESTER')).toEqual(['tester']);
  });

  it('allows typos by term length, none in model codes', () => {
    expect(allowedTypos('pro')).toBe(0);
    expect(allowedTypos('scaner')).toBe(1);
    expect(allowedTypos('diagnostik')).toBe(2);
    expect(allowedTypos('ad990')).toBe(0);
  });
});

describe('the search index', () => {
  it('finds scanners and scan tools for "scaner" (one typo), and nothing else', () => {
    expect(ids('scaner').sort()).toEqual(['goods:1', 'goods:3', 'goods:4']);
  });

  it('finds the AD900 first for "ad 900", and not its neighbours AD950 or AD800', () => {
    const found = ids('ad 900');
    expect(found[0]).toBe('goods:1');
    expect(found).not.toContain('goods:2');
    expect(found).not.toContain('goods:3');
  });

  it('finds OBD2 goods and articles for "OBD-II"', () => {
    const found = ids('OBD-II');
    expect(found).toEqual(expect.arrayContaining(['goods:4', 'goods:5', 'article:obd2-port']));
    expect(found).not.toContain('goods:1');
  });

  it('finds battery testers for "batery tester", the named one first', () => {
    const found = ids('batery tester');
    expect(found[0]).toBe('goods:6');
    expect(found).toContain('article:battery-right-way');
    // Every word must match: a charger or a voltage tester is not a battery tester.
    expect(found).not.toContain('goods:8');
    expect(found).not.toContain('goods:9');
  });

  it('ranks an exact match above a fuzzy one', () => {
    const found = ids('code reader');
    // "Header" is one letter from "reader": found, but after the real code reader.
    expect(found.indexOf('goods:5')).toBeGreaterThanOrEqual(0);
    expect(found.indexOf('goods:5')).toBeLessThan(found.indexOf('goods:11'));
  });

  it('finds a word being typed by its beginning', () => {
    expect(ids('thick')).toEqual(['goods:10']);
  });

  it('finds nothing for an unknown code, and offers the nearest names', () => {
    expect(ids('ad990')).toEqual([]);
    // One typo away (AD900, AD950), not a name with two codes two typos away (AD500, AD600).
    const nearest = index.nearestNames('ad990', 5).map((hit) => hit.id);
    expect(nearest.sort()).toEqual(['goods:1', 'goods:2']);
  });

  it('offers no unrelated name for a brand the catalogue does not carry', () => {
    expect(ids('autel')).toEqual([]);
    // "after" is two letters from "autel": too far for a five-letter word.
    expect(index.nearestNames('autel', 5)).toEqual([]);
    expect(index.nearestNames('rotaton', 5).map((hit) => hit.id)).toEqual(['article:tpms-relearn']);
  });

  it('lets a name differ by one letter in four of a word', () => {
    expect(
      ['ad', 'obd', 'tpms', 'autel', 'scanner', 'analyzer', 'professional'].map(nearnessCap),
    ).toEqual([0, 0, 1, 1, 1, 2, 3]);
  });

  it('finds nothing for punctuation alone', () => {
    expect(ids(' -- ')).toEqual([]);
    expect(index.nearestNames('?!', 5)).toEqual([]);
  });
});
