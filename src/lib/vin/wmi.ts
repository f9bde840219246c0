/**
 * World manufacturer identifiers (a VIN's first three characters) of the world's best-selling
 * makes, written by hand: the makes of our coverage data and the other makes people commonly
 * drive (Tesla, Renault, Peugeot, Jeep, Suzuki, BYD...), so a VIN of a car our tools do not
 * cover still says whose car it is. A few kilobytes in the browser, loaded with the first VIN
 * checked. A VIN of any other maker decodes without one and the visitor chooses the brand by
 * hand. Where one identifier serves several makes of a group (Chrysler's 1C4: a Jeep, a Dodge
 * or a Chrysler), the maker is named as that choice.
 */

export interface VinMaker {
  /** The make as people name it ("Volkswagen"). */
  name: string;
  /** Other names a coverage brand or its package id may carry ("VW", "GM"). */
  aliases: readonly string[];
  /**
   * The group whose makes share platforms, engines and electronics ("Volkswagen Group");
   * a make of the same group is the nearest thing our coverage data may list.
   */
  group?: string;
}

const GM = 'General Motors';
const FORD = 'Ford Motor Company';
const VAG = 'Volkswagen Group';
const HMG = 'Hyundai Motor Group';
const ALLIANCE = 'Renault–Nissan–Mitsubishi Alliance';
const STELLANTIS = 'Stellantis';
const JLR = 'Jaguar Land Rover';
const GEELY = 'Geely and Volvo Cars';

const MAKERS = {
  // The makes of our coverage data.
  audi: { name: 'Audi', aliases: [], group: VAG },
  benz: {
    name: 'Mercedes-Benz',
    aliases: ['Mercedes', 'Benz', 'MB'],
    group: 'Mercedes-Benz Group',
  },
  bmw: { name: 'BMW', aliases: [], group: 'BMW Group' },
  chevrolet: { name: 'Chevrolet', aliases: ['Chevy', 'GM', 'General Motors'], group: GM },
  ford: { name: 'Ford', aliases: [], group: FORD },
  gmc: { name: 'GMC', aliases: ['GM', 'General Motors'], group: GM },
  honda: { name: 'Honda', aliases: [], group: 'Honda' },
  hyundai: { name: 'Hyundai', aliases: [], group: HMG },
  kia: { name: 'Kia', aliases: [], group: HMG },
  landRover: { name: 'Land Rover', aliases: ['Range Rover'], group: JLR },
  lexus: { name: 'Lexus', aliases: [], group: 'Toyota' },
  mazda: { name: 'Mazda', aliases: [] },
  nissan: { name: 'Nissan', aliases: [], group: ALLIANCE },
  subaru: { name: 'Subaru', aliases: [] },
  toyota: { name: 'Toyota', aliases: [], group: 'Toyota' },
  volvo: { name: 'Volvo', aliases: [], group: GEELY },
  vw: { name: 'Volkswagen', aliases: ['VW'], group: VAG },
  // Other best-selling makes.
  acura: { name: 'Acura', aliases: [], group: 'Honda' },
  alfaRomeo: { name: 'Alfa Romeo', aliases: ['Alfa'], group: STELLANTIS },
  astonMartin: { name: 'Aston Martin', aliases: [] },
  bentley: { name: 'Bentley', aliases: [], group: VAG },
  buick: { name: 'Buick', aliases: [], group: GM },
  byd: { name: 'BYD', aliases: [] },
  cadillac: { name: 'Cadillac', aliases: [], group: GM },
  changan: { name: 'Changan', aliases: [] },
  chery: { name: 'Chery', aliases: [] },
  chrysler: { name: 'Chrysler', aliases: [], group: STELLANTIS },
  citroen: { name: 'Citroën', aliases: ['Citroen'], group: STELLANTIS },
  chryslerGroup: {
    name: 'Chrysler, Dodge, Jeep or Ram',
    aliases: ['Chrysler', 'Dodge', 'Jeep', 'Ram', 'FCA'],
    group: STELLANTIS,
  },
  dacia: { name: 'Dacia', aliases: [], group: ALLIANCE },
  daihatsu: { name: 'Daihatsu', aliases: [], group: 'Toyota' },
  dodge: { name: 'Dodge', aliases: [], group: STELLANTIS },
  ds: { name: 'DS', aliases: ['DS Automobiles'], group: STELLANTIS },
  ferrari: { name: 'Ferrari', aliases: [] },
  fiat: { name: 'Fiat', aliases: [], group: STELLANTIS },
  geely: { name: 'Geely', aliases: [], group: GEELY },
  genesis: { name: 'Genesis', aliases: [], group: HMG },
  greatWall: { name: 'Great Wall', aliases: ['Haval', 'GWM'] },
  holden: { name: 'Holden', aliases: [], group: GM },
  hummer: { name: 'Hummer', aliases: [], group: GM },
  infiniti: { name: 'Infiniti', aliases: [], group: ALLIANCE },
  isuzu: { name: 'Isuzu', aliases: [] },
  jaguar: { name: 'Jaguar', aliases: [], group: JLR },
  jeep: { name: 'Jeep', aliases: [], group: STELLANTIS },
  lada: { name: 'Lada', aliases: [] },
  lamborghini: { name: 'Lamborghini', aliases: [], group: VAG },
  lincoln: { name: 'Lincoln', aliases: [], group: FORD },
  lotus: { name: 'Lotus', aliases: [], group: GEELY },
  lucid: { name: 'Lucid', aliases: [] },
  mahindra: { name: 'Mahindra', aliases: [] },
  maserati: { name: 'Maserati', aliases: [], group: STELLANTIS },
  mercury: { name: 'Mercury', aliases: [], group: FORD },
  mg: { name: 'MG', aliases: ['SAIC', 'Roewe'] },
  mini: { name: 'MINI', aliases: ['Mini'], group: 'BMW Group' },
  mitsubishi: { name: 'Mitsubishi', aliases: [], group: ALLIANCE },
  opel: { name: 'Opel', aliases: ['Vauxhall'], group: STELLANTIS },
  peugeot: { name: 'Peugeot', aliases: [], group: STELLANTIS },
  polestar: { name: 'Polestar', aliases: [], group: GEELY },
  pontiac: { name: 'Pontiac', aliases: [], group: GM },
  porsche: { name: 'Porsche', aliases: [], group: VAG },
  ram: { name: 'Ram', aliases: [], group: STELLANTIS },
  renault: { name: 'Renault', aliases: [], group: ALLIANCE },
  rivian: { name: 'Rivian', aliases: [] },
  rollsRoyce: { name: 'Rolls-Royce', aliases: [], group: 'BMW Group' },
  saturn: { name: 'Saturn', aliases: [], group: GM },
  seat: { name: 'SEAT', aliases: ['Cupra'], group: VAG },
  skoda: { name: 'Škoda', aliases: ['Skoda'], group: VAG },
  smart: { name: 'smart', aliases: ['Smart'], group: 'Mercedes-Benz Group' },
  suzuki: { name: 'Suzuki', aliases: ['Maruti', 'Maruti Suzuki'] },
  tata: { name: 'Tata', aliases: [], group: JLR },
  tesla: { name: 'Tesla', aliases: [] },
  wuling: { name: 'Wuling', aliases: ['SGMW'], group: GM },
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
  acura: '19U JH4 2HN 5J8',
  alfaRomeo: 'ZAR ZAS',
  astonMartin: 'SCF',
  bentley: 'SCB',
  buick: '1G4 2G4 KL4 LRB 5GA',
  byd: 'LGX LC0',
  cadillac: '1G6 1GY',
  changan: 'LS5',
  chery: 'LVV',
  chrysler: '2A4 2A8',
  citroen: 'VF7 VR7 935',
  chryslerGroup: '1C3 1C4 2C3 2C4 3C4',
  dacia: 'UU1',
  daihatsu: 'JDA',
  dodge: '1B3 1B7 2B3 1D7 2D4 3D7',
  ds: 'VR1',
  ferrari: 'ZFF',
  fiat: 'ZFA 9BD',
  geely: 'L6T',
  genesis: 'KMT KMU',
  greatWall: 'LGW',
  holden: '6G1 6H8',
  hummer: '5GR 5GT',
  infiniti: 'JNK JNR 5N3',
  isuzu: 'JAA JAL',
  jaguar: 'SAJ SAD',
  jeep: '1J4 1J8 ZAC',
  lada: 'XTA',
  lamborghini: 'ZHW',
  lincoln: '1LN 2LM 3LN 5LM 5LT',
  lotus: 'SCC',
  lucid: '50E',
  mahindra: 'MA1',
  maserati: 'ZAM',
  mercury: '1ME 2ME 4M2',
  mg: 'LSJ',
  mini: 'WMW WMZ',
  mitsubishi: 'JA3 JA4 4A3 4A4 ML3 JMB',
  opel: 'W0L W0V VXK',
  peugeot: 'VF3 VR3 8AD 936',
  polestar: 'LPS YSM',
  pontiac: '1G2 2G2 5Y2 6G2',
  porsche: 'WP0 WP1',
  ram: '1C6 3C6 3C7',
  renault: 'VF1 VF2 93Y 8A1 KNM',
  rivian: '7FC',
  rollsRoyce: 'SCA',
  saturn: '1G8 5GZ',
  seat: 'VSS',
  skoda: 'TMB',
  smart: 'WME',
  suzuki: 'JS2 JS3 JSA TSM MA3 MBH',
  tata: 'MAT',
  tesla: '5YJ 7SA 7G2 LRW XP7 SFZ',
  wuling: 'LZW',
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

/** The identifiers the table lists, each once per maker (tests). */
export function knownWmis(): string[] {
  return Object.values(WMI_BY_MAKER).flatMap((list) => list.split(' '));
}

/** The other makes of a maker's group (none when it has no group), A to Z. */
export function groupMakers(maker: VinMaker): VinMaker[] {
  if (!maker.group) return [];
  return knownMakers()
    .filter((other) => other !== maker && other.group === maker.group)
    .sort((a, b) => a.name.localeCompare(b.name));
}
