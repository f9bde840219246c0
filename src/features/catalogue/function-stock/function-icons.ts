/**
 * The sample functions' icons: Material Design paths (Apache 2.0, from @mui/icons-material),
 * one per kind of function, drawn as the card's picture on the server: the site's route
 * `/api/function-icons/<icon>-<class>.svg` answers them (src/pages/api/function-icons), so the
 * paths never ship in the page's JavaScript.
 */

/** The kinds of function the sample grid shows, each with its own icon. */
export const FUNCTION_ICON_PATHS = {
  /** OilBarrel */
  oilReset:
    'M20 13c.55 0 1-.45 1-1s-.45-1-1-1h-1V5h1c.55 0 1-.45 1-1s-.45-1-1-1H4c-.55 0-1 .45-1 1s.45 1 1 1h1v6H4c-.55 0-1 .45-1 1s.45 1 1 1h1v6H4c-.55 0-1 .45-1 1s.45 1 1 1h16c.55 0 1-.45 1-1s-.45-1-1-1h-1v-6zm-8 3c-1.66 0-3-1.32-3-2.95 0-1.3.52-1.67 3-4.55 2.47 2.86 3 3.24 3 4.55 0 1.63-1.34 2.95-3 2.95',
  /** LocalParking */
  parkingBrake:
    'M13 3H6v18h4v-6h3c3.31 0 6-2.69 6-6s-2.69-6-6-6m.2 8H10V7h3.2c1.1 0 2 .9 2 2s-.9 2-2 2',
  /** ThreeSixty */
  steeringAngle:
    'M12 7C6.48 7 2 9.24 2 12c0 2.24 2.94 4.13 7 4.77V20l4-4-4-4v2.73c-3.15-.56-5-1.9-5-2.73 0-1.06 3.04-3 8-3s8 1.94 8 3c0 .73-1.46 1.89-4 2.53v2.05c3.53-.77 6-2.53 6-4.58 0-2.76-4.48-5-10-5',
  /** BatteryChargingFull */
  battery:
    'M15.67 4H14V2h-4v2H8.33C7.6 4 7 4.6 7 5.33v15.33C7 21.4 7.6 22 8.33 22h7.33c.74 0 1.34-.6 1.34-1.33V5.33C17 4.6 16.4 4 15.67 4M11 20v-5.5H9L13 7v5.5h2z',
  /** FilterAlt */
  dpf: 'M4.25 5.61C6.27 8.2 10 13 10 13v6c0 .55.45 1 1 1h2c.55 0 1-.45 1-1v-6s3.72-4.8 5.74-7.39c.51-.66.04-1.61-.79-1.61H5.04c-.83 0-1.3.95-.79 1.61',
  /** LocalGasStation */
  injector:
    'm19.77 7.23.01-.01-3.72-3.72L15 4.56l2.11 2.11c-.94.36-1.61 1.26-1.61 2.33 0 1.38 1.12 2.5 2.5 2.5.36 0 .69-.08 1-.21v7.21c0 .55-.45 1-1 1s-1-.45-1-1V14c0-1.1-.9-2-2-2h-1V5c0-1.1-.9-2-2-2H6c-1.1 0-2 .9-2 2v16h10v-7.5h1.5v5c0 1.38 1.12 2.5 2.5 2.5s2.5-1.12 2.5-2.5V9c0-.69-.28-1.32-.73-1.77M12 10H6V5h6zm6 0c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1',
  /** Key */
  key: 'M21 10h-8.35C11.83 7.67 9.61 6 7 6c-3.31 0-6 2.69-6 6s2.69 6 6 6c2.61 0 4.83-1.67 5.65-4H13l2 2 2-2 2 2 4-4.04zM7 15c-1.65 0-3-1.35-3-3s1.35-3 3-3 3 1.35 3 3-1.35 3-3 3',
  /** Videocam */
  camera:
    'M17 10.5V7c0-.55-.45-1-1-1H4c-.55 0-1 .45-1 1v10c0 .55.45 1 1 1h12c.55 0 1-.45 1-1v-3.5l4 4v-11z',
  /** SystemUpdateAlt */
  softwareUpgrade:
    'm12 16.5 4-4h-3v-9h-2v9H8zm9-13h-6v1.99h6v14.03H3V5.49h6V3.5H3c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h18c1.1 0 2-.9 2-2v-14c0-1.1-.9-2-2-2',
  /** Memory */
  ecuFlash:
    'M15 9H9v6h6zm-2 4h-2v-2h2zm8-2V9h-2V7c0-1.1-.9-2-2-2h-2V3h-2v2h-2V3H9v2H7c-1.1 0-2 .9-2 2v2H3v2h2v2H3v2h2v2c0 1.1.9 2 2 2h2v2h2v-2h2v2h2v-2h2c1.1 0 2-.9 2-2v-2h2v-2h-2v-2zm-4 6H7V7h10z',
  /** Toll */
  points:
    'M15 4c-4.42 0-8 3.58-8 8s3.58 8 8 8 8-3.58 8-8-3.58-8-8-8m0 14c-3.31 0-6-2.69-6-6s2.69-6 6-6 6 2.69 6 6-2.69 6-6 6M3 12c0-2.61 1.67-4.83 4-5.65V4.26C3.55 5.15 1 8.27 1 12s2.55 6.85 6 7.74v-2.09c-2.33-.82-4-3.04-4-5.65',
  /** CreditCard */
  pointCard:
    'M20 4H4c-1.11 0-1.99.89-1.99 2L2 18c0 1.11.89 2 2 2h16c1.11 0 2-.89 2-2V6c0-1.11-.89-2-2-2m0 14H4v-6h16zm0-10H4V6h16z',
} as const;

export type FunctionIcon = keyof typeof FUNCTION_ICON_PATHS;

/** The card's background and icon colours per class (1-4), from the site's palette. */
const CLASS_COLOURS: Record<number, { background: string; disc: string; icon: string }> = {
  1: { background: '#e8f1fb', disc: '#ffffff', icon: '#0d47a1' },
  2: { background: '#fdf0e6', disc: '#ffffff', icon: '#a84300' },
  3: { background: '#e8f5ec', disc: '#ffffff', icon: '#1b5e20' },
  4: { background: '#f3ecf8', disc: '#ffffff', icon: '#5b2a86' },
};

/** Whether `name` is one of the icons. */
export function isFunctionIcon(name: string): name is FunctionIcon {
  return Object.prototype.hasOwnProperty.call(FUNCTION_ICON_PATHS, name);
}

/** Whether `classId` is a class with colours of its own. */
export function isFunctionClass(classId: number): boolean {
  return Object.prototype.hasOwnProperty.call(CLASS_COLOURS, classId);
}

/**
 * A 4:3 picture of a function: its icon, large, on a disc, over its class's colour, as SVG
 * markup; the card's alt text names the function.
 */
export function functionIconSvg(icon: FunctionIcon, classId: number): string {
  const colours = CLASS_COLOURS[classId] ?? CLASS_COLOURS[1];
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">' +
    `<rect width="400" height="300" fill="${colours.background}"/>` +
    `<circle cx="200" cy="150" r="92" fill="${colours.disc}"/>` +
    `<path transform="translate(140 90) scale(5)" fill="${colours.icon}" d="${FUNCTION_ICON_PATHS[icon]}"/>` +
    '</svg>'
  );
}
