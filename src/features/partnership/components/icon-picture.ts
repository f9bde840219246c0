/** A 48 px icon beside a config block's text (the corporate columns, the distributor panel). */
export const ICON_PICTURE = { width: 48, height: 48, sizes: '48px' } as const;
