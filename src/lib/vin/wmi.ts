/**
 * World manufacturer identifiers (a VIN's first three characters) of the makes our coverage
 * data lists, written by hand: only these makes, so the table stays a few hundred bytes in
 * the browser. A VIN of any other make decodes without a maker and the visitor chooses the
 * brand by hand.
 */

export interface VinMaker {
  /** The make as people name it ("Volkswagen"). */
  name: string;
  /** Other names a coverage brand or its package id may carry ("VW", "GM"). */
  aliases: readonly string[];
}

const MAKERS = {
  audi: { name: 'Audi', aliases: [] },
  benz: { name: 'Mercedes-Benz', aliases: ['Mercedes', 'Benz', 'MB'] },
  bmw: { name: 'BMW', aliases: [] },
  chevrolet: { name: 'Chevrolet', aliases: ['Chevy', 'GM', 'General Motors'] },
  ford: { name: 'Ford', aliases: [] },
  gmc: { name: 'GMC', aliases: ['GM', 'General Motors'] },
  honda: { name: 'Honda', aliases: [] },
  hyundai: { name: 'Hyundai', aliases: [] },
  kia: { name: 'Kia', aliases: [] },
  landRover: { name: 'Land Rover', aliases: ['Range Rover'] },
  lexus: { name: 'Lexus', aliases: [] },
  mazda: { name: 'Mazda', aliases: [] },
  nissan: { name: 'Nissan', aliases: [] },
  subaru: { name: 'Subaru', aliases: [] },
  toyota: { name: 'Toyota', aliases: [] },
  volvo: { name: 'Volvo', aliases: [] },
  vw: { name: 'Volkswagen', aliases: ['VW'] },
} as const satisfies Record<string, VinMaker>;

type MakerKey = keyof typeof MAKERS;

/** The identifiers of each make, space-separated (plants in North America, Europe and Asia). */
const WMI_BY_MAKER: Record<MakerKey, string> = {
  audi: 'WAU WA1 WUA TRU',
  benz: 'WDB WDC WDD WDF WMX W1K W1N W1V 4JG 55S',
  bmw: 'WBA WBS WBX WBY 5UX 5YM 4US',
  chevrolet: '1G1 1GB 1GC 1GN 2G1 2GC 2GN 3G1 3GC 3GN KL1',
  ford: '1FA 1FB 1FC 1FD 1FM 1FT 1ZV 2FA 2FM 2FT 3FA 3FM 3FT WF0 NM0 SFA MAJ 6FP',
  gmc: '1GD 1GK 1GT 2GK 2GT 3GK 3GT',
  honda: '1HG 2HG 2HK 5FN 5J6 19X JHM JHL SHH 7FA',
  hyundai: 'KMH KM8 5NP 5NM 5NT TMA MAL',
  kia: 'KNA KND 5XX 5XY 3KP U5Y',
  landRover: 'SAL',
  lexus: 'JTH JTJ 2T2 58A',
  mazda: 'JM1 JM3 JMZ 3MZ 3MV 4F2 7MM',
  nissan: 'JN1 JN8 1N4 1N6 3N1 3N6 5N1 SJN VSK',
  subaru: 'JF1 JF2 4S3 4S4',
  toyota: 'JT2 JT3 JT4 JTD JTE JTK JTL JTM JTN 2T1 2T3 4T1 4T3 4T4 5TD 5TE 5TF 5YF 3TM NMT SB1 VNK',
  volvo: 'YV1 YV4 7JR LYV',
  vw: 'WVW WVG WV1 WV2 1VW 1V2 3VW 3VV 9BW',
};

const BY_WMI: ReadonlyMap<string, VinMaker> = new Map(
  (Object.keys(WMI_BY_MAKER) as MakerKey[]).flatMap((key) =>
    WMI_BY_MAKER[key].split(' ').map((wmi): [string, VinMaker] => [wmi, MAKERS[key]]),
  ),
);

/** The maker of a world manufacturer identifier (upper case), or null for one not listed. */
export function makerOfWmi(wmi: string): VinMaker | null {
  return BY_WMI.get(wmi) ?? null;
}

/** Every make the table knows, for tests and for saying which makes are recognised. */
export function knownMakers(): VinMaker[] {
  return Object.values(MAKERS);
}
