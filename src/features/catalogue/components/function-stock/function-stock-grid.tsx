import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { Picture } from '@/components/picture';
import { likeFunction } from '../../api/like-function';
import type { FunctionStockItem } from '../../types';
import { GridList } from '@/components/grid-list';

/** Where Buy Now leads: the site has no checkout (spec 1, 1), dealers sell the functions. */
export const BUY_NOW_PATH = '/where-to-buy';
/** How long the Liked / Unliked message stays. */
export const LIKE_MESSAGE_MS = 3000;

const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

type LikeState = Record<number, { liked: boolean; count: number }>;

/**
 * The product grid. The like toggle flips, says Liked (success) or Unliked (warning) in a
 * live region, and is saved for this browser (an anonymous client id, no account needed).
 */
export function FunctionStockGrid({ items, busy }: { items: FunctionStockItem[]; busy: boolean }) {
  const [likes, setLikes] = useState<LikeState>({});
  const [message, setMessage] = useState<{ text: 'Liked' | 'Unliked'; key: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const showMessage = (text: 'Liked' | 'Unliked') => {
    setMessage((shown) => ({ text, key: (shown?.key ?? 0) + 1 }));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(null), LIKE_MESSAGE_MS);
  };

  // Optimistic: the heart flips at once; the API's answer (count included) then wins, and a
  // failure puts the previous state back (the API client has already shown why).
  const toggleLike = async (item: FunctionStockItem) => {
    const current = likes[item.id] ?? { liked: item.liked, count: item.likeCount };
    const liked = !current.liked;
    setLikes((all) => ({
      ...all,
      [item.id]: { liked, count: Math.max(0, current.count + (liked ? 1 : -1)) },
    }));
    showMessage(liked ? 'Liked' : 'Unliked');
    try {
      const saved = await likeFunction(item.id, liked);
      setLikes((all) => ({ ...all, [item.id]: saved }));
    } catch {
      setLikes((all) => ({ ...all, [item.id]: current }));
      setMessage(null);
    }
  };

  return (
    <>
      <Box
        role="status"
        aria-live="polite"
        sx={{ position: 'fixed', top: 90, right: 16, zIndex: 1400 }}
      >
        {message ? (
          <Alert
            key={message.key}
            severity={message.text === 'Liked' ? 'success' : 'warning'}
            variant="filled"
          >
            {message.text}
          </Alert>
        ) : null}
      </Box>
      {items.length === 0 ? (
        <Typography sx={{ py: 6, textAlign: 'center' }} color="text.secondary">
          No functions match these filters.
        </Typography>
      ) : (
        <GridList label="Functions" busy={busy} columns={{ xs: 1, sm: 2, md: 3, xl: 4 }}>
          {items.map((item) => {
            const like = likes[item.id] ?? { liked: item.liked, count: item.likeCount };
            return (
              <Box
                component="li"
                key={item.id}
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                  overflow: 'hidden',
                  bgcolor: 'background.paper',
                }}
              >
                <Picture
                  src={item.picture}
                  alt={item.title}
                  width={400}
                  height={300}
                  style={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', display: 'block' }}
                />
                <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5, flex: 1 }}>
                  <Typography variant="caption" color="text.secondary">
                    {item.brand} · {item.className}
                  </Typography>
                  <Typography component="h3" sx={{ fontWeight: 600 }}>
                    {item.title}
                  </Typography>
                  <Typography sx={{ color: 'secondary.main', fontWeight: 700 }}>
                    {price.format(item.price)}
                  </Typography>
                  <Box
                    sx={{
                      mt: 'auto',
                      pt: 1,
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'space-between',
                    }}
                  >
                    <Button
                      component={Link}
                      href={BUY_NOW_PATH}
                      variant="contained"
                      size="small"
                      aria-label={`Buy Now: ${item.title}`}
                    >
                      Buy Now
                    </Button>
                    <Box sx={{ display: 'flex', alignItems: 'center' }}>
                      <IconButton
                        aria-label={`Like ${item.title}`}
                        aria-pressed={like.liked}
                        onClick={() => void toggleLike(item)}
                        color={like.liked ? 'error' : 'default'}
                      >
                        {like.liked ? <Favorite /> : <FavoriteBorder />}
                      </IconButton>
                      <Typography variant="body2" aria-label={`${like.count} likes`}>
                        {like.count}
                      </Typography>
                    </Box>
                  </Box>
                </Box>
              </Box>
            );
          })}
        </GridList>
      )}
    </>
  );
}
