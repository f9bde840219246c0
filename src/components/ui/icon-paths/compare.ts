/** Material Design `Add` and `Check` (Apache 2.0, from @mui/icons-material). */
export const addIcon = 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2z';
export const checkIcon = 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z';
