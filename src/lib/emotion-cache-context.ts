import type { EmotionCache } from '@emotion/cache';
import { createContext } from 'react';

/**
 * The Emotion cache `_document` hands to `_app` while rendering on the server (undefined in
 * the browser). `_app` only passes it down: the MUI parts (overlays, forms, the dashboard)
 * read it in `MuiProvider`, so pages without them ship no styling runtime at all.
 */
export const EmotionCacheContext = createContext<EmotionCache | undefined>(undefined);
