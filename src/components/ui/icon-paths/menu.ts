/** Material Design `Menu` (Apache 2.0, from @mui/icons-material). */
export const menuIcon = 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z';
