import { decodeVin, expectedCheckDigit, modelYearOf, type VinResult } from '@/lib/vin/decode';
import { modelYearNote, vinProblemMessage } from '@/lib/vin/messages';
import { groupMakers, knownMakers, knownWmis, makerOfWmi } from '@/lib/vin/wmi';

const NOW = new Date('2026-11-27T12:00:00Z');

function problemsOf(result: VinResult) {
  if (result.ok) throw new Error(`expected problems, got ${JSON.stringify(result.decoded)}`);
  return result.problems;
}

function decodedOf(result: VinResult) {
  if (!result.ok) throw new Error(`expected a decoded VIN, got ${JSON.stringify(result.problems)}`);
  return result.decoded;
}

describe('check digit', () => {
  it.each([
    ['1M8GDM9AXKP042788', 'X'],
    ['11111111111111111', '1'],
    ['4T1B11HK8KU123456', '8'],
    ['1G1ZD5ST8LF000001', '8'],
  ])('%s carries %s', (vin, digit) => {
    expect(expectedCheckDigit(vin)).toBe(digit);
    expect(decodeVin(vin, NOW).ok).toBe(true);
  });

  it('a North American VIN with a wrong position 9 says what was expected and found', () => {
    const problems = problemsOf(decodeVin('1M8GDM9A1KP042788', NOW));
    expect(problems).toEqual([{ kind: 'check-digit', expected: 'X', found: '1' }]);
    expect(vinProblemMessage(problems[0]!)).toMatch(/expected X, found 1/);
  });

  it('one character changed breaks the check digit', () => {
    expect(problemsOf(decodeVin('1M8GDM9AXKP042789', NOW))).toEqual([
      { kind: 'check-digit', expected: expectedCheckDigit('1M8GDM9AXKP042789'), found: 'X' },
    ]);
  });

  it('outside North America position 9 is not checked', () => {
    // SAL (UK): position 9 "0" is not the computed check digit (7), yet the VIN is valid.
    expect(expectedCheckDigit('SALGS2SE0KA500000')).not.toBe('0');
    const decoded = decodedOf(decodeVin('SALGS2SE0KA500000', NOW));
    expect(decoded.northAmerican).toBe(false);
    expect(decoded.checkDigit).toBe('not-checked');
    expect(decoded.maker?.name).toBe('Land Rover');
  });
});

describe('characters and length', () => {
  it('names each I, O and Q with its position', () => {
    const problems = problemsOf(decodeVin('1M8GDM9AXOP0I2788', NOW));
    expect(problems).toEqual([
      {
        kind: 'forbidden-letters',
        found: [
          { letter: 'O', position: 10 },
          { letter: 'I', position: 13 },
        ],
      },
    ]);
    expect(vinProblemMessage(problems[0]!)).toBe(
      'A VIN never contains the letters I, O or Q (they read as 1 and 0): found O at position 10 and I at position 13.',
    );
  });

  it('names other characters that are not letters or digits', () => {
    const problems = problemsOf(decodeVin('1M8-DM9AXKP04278*', NOW));
    expect(problems).toEqual([
      {
        kind: 'invalid-characters',
        found: [
          { character: '-', position: 4 },
          { character: '*', position: 17 },
        ],
      },
    ]);
    expect(vinProblemMessage(problems[0]!)).toMatch(/“-” at position 4 and “\*” at position 17/);
  });

  it.each([
    ['1M8GDM9AXKP04278', 16, 'Too short: a VIN has 17 characters, this one has 16.'],
    ['1M8GDM9AXKP0427888', 18, 'Too long: a VIN has 17 characters, this one has 18.'],
  ])('%s: wrong length with the count', (vin, length, message) => {
    const problems = problemsOf(decodeVin(vin, NOW));
    expect(problems).toEqual([{ kind: 'length', length }]);
    expect(vinProblemMessage(problems[0]!)).toBe(message);
  });

  it('lists a forbidden letter and a wrong length together', () => {
    expect(problemsOf(decodeVin('1M8GDM9AXKPO4278', NOW)).map((p) => p.kind)).toEqual([
      'forbidden-letters',
      'length',
    ]);
  });

  it('an empty entry asks for the VIN', () => {
    expect(problemsOf(decodeVin('  ', NOW))).toEqual([{ kind: 'empty' }]);
  });

  it('reads lower case and ignores spaces', () => {
    expect(decodedOf(decodeVin(' 1m8gdm9axk p042788 ', NOW)).vin).toBe('1M8GDM9AXKP042788');
  });
});

describe('model year (position 10, cycle by position 7)', () => {
  it('a digit in position 7 gives 1980-2009', () => {
    expect(modelYearOf('1M8GDM9AXKP042788', NOW)).toEqual({
      year: 1989,
      code: 'K',
      otherYear: 2019,
      basis: 'position-7',
    });
  });

  it('a letter in position 7 gives 2010-2039', () => {
    expect(modelYearOf('4T1B11HK8KU123456', NOW)).toMatchObject({ year: 2019, otherYear: 1989 });
    expect(modelYearOf('1G1ZD5ST8LF000001', NOW)?.year).toBe(2020);
    // Digits as year codes: 1 is 2001 or 2031.
    expect(modelYearOf('11111111111111111', NOW)?.year).toBe(2001);
  });

  it('a later-cycle year past next year falls back to the earlier cycle', () => {
    // Y: 2000 or 2030; in 2026 a 2030 model is not on sale.
    const year = modelYearOf('1G1ZD5STXYF000001', NOW);
    expect(year).toEqual({ year: 2000, code: 'Y', otherYear: 2030, basis: 'not-future' });
    expect(modelYearNote(year!)).toMatch(/2030 is not on sale yet/);
  });

  it('says the year is inferred and why', () => {
    expect(modelYearNote(modelYearOf('4T1B11HK8KU123456', NOW)!)).toBe(
      'Inferred: “K” in position 10 stands for 1989 or 2019; position 7 being a letter points to 2019 (the rule for cars and light trucks).',
    );
  });

  it('a North American VIN with 0, U or Z in position 10 is wrong', () => {
    const vin = '1M8GDM9AXUP042788';
    const fixed = vin.slice(0, 8) + expectedCheckDigit(vin) + vin.slice(9);
    const problems = problemsOf(decodeVin(fixed, NOW));
    expect(problems).toEqual([{ kind: 'year-code', code: 'U' }]);
    expect(vinProblemMessage(problems[0]!)).toMatch(/Position 10 .* cannot be “U”/);
  });

  it('elsewhere position 10 may hold no year', () => {
    const decoded = decodedOf(decodeVin('WVWZZZ1KZ0W000001', NOW));
    expect(decoded.modelYear).toBeNull();
    expect(decoded.maker?.name).toBe('Volkswagen');
  });
});

describe('maker from the WMI', () => {
  it.each([
    ['4T1B11HK8KU123456', 'Toyota'],
    ['1G1ZD5ST8LF000001', 'Chevrolet'],
    ['1GKKNRL40KZ000001', 'GMC'],
    ['WDDZF4JB0KA000001', 'Mercedes-Benz'],
    ['WBA5R1C50KA000001', 'BMW'],
    ['JTHBA1D20K5000001', 'Lexus'],
    ['YV1A22MK0K1000001', 'Volvo'],
  ])('%s is a %s', (vin, maker) => {
    expect(makerOfWmi(vin.slice(0, 3))?.name).toBe(maker);
  });

  it('a maker the table does not list decodes without one', () => {
    // 1M8: Motor Coach Industries, not a make of our coverage data.
    const decoded = decodedOf(decodeVin('1M8GDM9AXKP042788', NOW));
    expect(decoded.maker).toBeNull();
    expect(decoded.wmi).toBe('1M8');
    expect(decodedOf(decodeVin('11111111111111111', NOW)).maker).toBeNull();
  });

  it('aliases let a maker match the names coverage brands carry', () => {
    expect(makerOfWmi('WVW')?.aliases).toContain('VW');
    expect(makerOfWmi('1G1')?.aliases).toContain('GM');
    expect(makerOfWmi('WDD')?.aliases).toEqual(expect.arrayContaining(['Mercedes', 'Benz']));
  });

  it('lists the makes of the coverage data', () => {
    expect(knownMakers().map((m) => m.name)).toEqual(
      expect.arrayContaining(['Audi', 'Ford', 'Honda', 'Kia', 'Land Rover', 'Subaru']),
    );
  });
});

/** A VIN with its check digit put right (position 9). */
function withCheckDigit(vin: string): string {
  return vin.slice(0, 8) + expectedCheckDigit(vin) + vin.slice(9);
}

describe('the best-selling makes', () => {
  // The world's 40 best-selling makes (and the US's): each must be named from its VIN.
  const BEST_SELLING = [
    'Toyota',
    'Volkswagen',
    'Ford',
    'Honda',
    'Chevrolet',
    'Nissan',
    'Hyundai',
    'Kia',
    'Mercedes-Benz',
    'BMW',
    'Audi',
    'Tesla',
    'Suzuki',
    'BYD',
    'Renault',
    'Peugeot',
    'Škoda',
    'Mazda',
    'Subaru',
    'Jeep',
    'Ram',
    'GMC',
    'Lexus',
    'Buick',
    'Geely',
    'Chery',
    'Changan',
    'Dacia',
    'Citroën',
    'Fiat',
    'Opel',
    'Volvo',
    'Mitsubishi',
    'Dodge',
    'Cadillac',
    'Land Rover',
    'MINI',
    'Porsche',
    'SEAT',
    'Tata',
    'Mahindra',
    'Great Wall',
    'Lincoln',
    'Acura',
    'Infiniti',
    'Chrysler',
    'Genesis',
    'Jaguar',
    'MG',
  ];

  it.each(BEST_SELLING)('%s is a make the table knows', (name) => {
    expect(knownMakers().map((m) => m.name)).toContain(name);
  });

  it.each([
    ['5YJ3E1EA0KF000316', 'Tesla', 2019],
    ['7SAYGDEE0PF000001', 'Tesla', 2023],
    ['1HGCM82633A004352', 'Honda', 2003],
    ['19UUB1F30FA000001', 'Acura', 2015],
    ['1C4RJFAG0FC000001', 'Chrysler, Dodge, Jeep or Ram', 2015],
    ['1J4GL48K05W000001', 'Jeep', 2005],
    ['KMHDH4AE0DU000001', 'Hyundai', 2013],
  ])('%s (North American, check digit put right) is a %s of %i', (vin, maker, year) => {
    const decoded = decodedOf(decodeVin(withCheckDigit(vin), NOW));
    expect(decoded.maker?.name).toBe(maker);
    expect(decoded.modelYear?.year).toBe(year);
  });

  it.each([
    ['VF1RFB00X56000001', 'Renault'],
    ['VF3LCBHZ6JS000001', 'Peugeot'],
    ['TMBJJ7NE0J0000001', 'Škoda'],
    ['WP0ZZZ99ZJS000001', 'Porsche'],
    ['WMWXM510X0T000001', 'MINI'],
    ['ZFA31200000000001', 'Fiat'],
    ['W0L0AHL0865000001', 'Opel'],
    ['LGXCE4CB0N0000001', 'BYD'],
    ['MA3EWDE1S00000001', 'Suzuki'],
    ['UU1HSDACN45000001', 'Dacia'],
  ])('%s (elsewhere: no check digit) is a %s', (vin, maker) => {
    expect(decodedOf(decodeVin(vin, NOW)).maker?.name).toBe(maker);
  });

  it('gives each identifier one maker', () => {
    const wmis = knownWmis();
    expect(wmis.length).toBeGreaterThan(150);
    expect(new Set(wmis).size).toBe(wmis.length);
    for (const wmi of wmis) expect(wmi).toMatch(/^[A-HJ-NPR-Z0-9]{3}$/);
  });

  it('knows the makes of a group: a Renault is an Alliance make like Nissan', () => {
    const renault = makerOfWmi('VF1')!;
    expect(renault.group).toBe(makerOfWmi('JN1')!.group);
    expect(groupMakers(renault).map((m) => m.name)).toEqual(
      expect.arrayContaining(['Nissan', 'Infiniti', 'Mitsubishi', 'Dacia']),
    );
    expect(groupMakers(makerOfWmi('19U')!).map((m) => m.name)).toEqual(['Honda']);
    expect(groupMakers(makerOfWmi('5YJ')!)).toEqual([]);
  });
});
