import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useContext } from 'react';
import { EmotionCacheContext } from '@/lib/emotion-cache-context';
import { theme } from '@/theme';

/**
 * Wraps every part of the site built from MUI components: the overlays loaded on demand
 * (dialogs, toasts, drawers, menus), the forms and the dashboard. Server-rendered public
 * pages are plain HTML with CSS modules and never reach this module, so Emotion and MUI's
 * styling system load only with the first MUI part a visitor opens.
 */
export function MuiProvider({ children }: { children: ReactNode }) {
  const emotionCache = useContext(EmotionCacheContext);
  return (
    <AppCacheProvider emotionCache={emotionCache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </AppCacheProvider>
  );
}
