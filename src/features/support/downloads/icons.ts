/** Material Design icon paths (Apache 2.0, from @mui/icons-material) the shared list lacks. */
export const downloadIcon = 'M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z';
