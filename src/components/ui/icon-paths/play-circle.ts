/** Material Design `PlayCircle` (Apache 2.0, from @mui/icons-material). */
export const playCircleIcon =
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2M9.5 16.5v-9l7 4.5z';
