/** Material Design `Warning` (Apache 2.0, from @mui/icons-material). */
export const warningIcon = 'M12 5.99 19.53 19H4.47zM12 2 1 21h22zm1 14h-2v2h2zm0-6h-2v4h2z';
