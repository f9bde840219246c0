/** Material Design `ExpandLess` (Apache 2.0, from @mui/icons-material). */
export const expandLessIcon = 'm12 8-6 6 1.41 1.41L12 10.83l4.59 4.58L18 14z';
