import clsx from 'clsx';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { GridList } from '@/components/grid-list';
import { Picture } from '@/components/picture';
import { ButtonLink, IconButton } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { favoriteBorderIcon } from '@/components/ui/icon-paths/favorite-border';
import { favoriteIcon } from '@/components/ui/icon-paths/favorite';
import { PICTURE_SIZES } from '@/config/images';
import typo from '@/styles/typography.module.css';
import {
  likesSnapshot,
  parseLikes,
  saveLike,
  serverLikesSnapshot,
  subscribeLikes,
} from '../local-likes';
import { percentOff, type SampleFunction } from '../placeholder';
import { Alert } from '@/components/alert';
import styles from './function-stock-grid.module.css';
import card from '@/styles/card.module.css';

/** A 4:3 function-stock card picture. */
const FUNCTION_STOCK_PICTURE = {
  width: 400,
  height: 300,
  sizes: PICTURE_SIZES.functionStock,
} as const;

/** Where Buy Now leads: the site has no checkout: dealers sell the functions. */
export const BUY_NOW_PATH = '/where-to-buy';
/** How long the Liked / Unliked message stays. */
export const LIKE_MESSAGE_MS = 3000;

const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * The product grid. The like toggle flips and says Liked (success) or Unliked (warning) in a
 * live region; the like is kept in this browser, with no call (../local-likes.ts).
 */
export function FunctionStockGrid({ items }: { items: SampleFunction[] }) {
  // The static HTML knows no visitor: the stored likes show after hydration.
  const stored = useSyncExternalStore(subscribeLikes, likesSnapshot, serverLikesSnapshot);
  const likes = useMemo(() => parseLikes(stored), [stored]);
  const [message, setMessage] = useState<{ text: 'Liked' | 'Unliked'; key: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const showMessage = (text: 'Liked' | 'Unliked') => {
    setMessage((shown) => ({ text, key: (shown?.key ?? 0) + 1 }));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(null), LIKE_MESSAGE_MS);
  };

  const toggleLike = (item: SampleFunction) => {
    const liked = !likes.has(item.id);
    saveLike(item.id, liked);
    showMessage(liked ? 'Liked' : 'Unliked');
  };

  return (
    <>
      <div role="status" aria-live="polite" className={styles.message}>
        {message ? (
          <Alert
            key={message.key}
            severity={message.text === 'Liked' ? 'success' : 'warning'}
            variant="filled"
          >
            {message.text}
          </Alert>
        ) : null}
      </div>
      {items.length === 0 ? (
        <p className={clsx(typo.body1, typo.secondary, typo.center, styles.empty)}>
          No functions match these filters.
        </p>
      ) : (
        <GridList label="Functions" columns={{ xs: 1, sm: 2, md: 3, xl: 4 }}>
          {items.map((item) => {
            const liked = likes.has(item.id);
            const like = { liked, count: item.likeCount + (liked ? 1 : 0) };
            const off = percentOff(item.price, item.crossedPrice);
            return (
              <li key={item.id} className={card.card}>
                <Picture
                  src={item.picture}
                  alt={item.title}
                  {...FUNCTION_STOCK_PICTURE}
                  className={clsx(card.picture, styles.picture)}
                />
                <div className={clsx(card.body, styles.body)}>
                  <span className={clsx(typo.caption, typo.secondary)}>
                    {item.brand} · {item.className}
                  </span>
                  <h3 className={clsx(typo.body1, styles.title)}>{item.title}</h3>
                  <p className={clsx(typo.body2, typo.secondary, styles.summary)}>{item.summary}</p>
                  <p className={styles.prices}>
                    <span className={clsx(typo.body1, styles.price)}>
                      {price.format(item.price)}
                    </span>
                    {off > 0 ? (
                      <>
                        <s className={clsx(typo.body2, typo.secondary)}>
                          <VisuallyHidden>Was </VisuallyHidden>
                          {price.format(item.crossedPrice)}
                        </s>
                        <span className={styles.off}>{off}% off</span>
                      </>
                    ) : null}
                  </p>
                  <div className={styles.actions}>
                    <ButtonLink
                      href={BUY_NOW_PATH}
                      variant="contained"
                      size="small"
                      aria-label={`Buy Now: ${item.title}`}
                      className={styles.buy}
                    >
                      Buy Now
                    </ButtonLink>
                    <div className={styles.likes}>
                      <IconButton
                        aria-label={`Like ${item.title}`}
                        aria-pressed={like.liked}
                        onClick={() => toggleLike(item)}
                        className={styles.like}
                      >
                        <Icon path={like.liked ? favoriteIcon : favoriteBorderIcon} />
                      </IconButton>
                      <p className={typo.body2} aria-label={`${like.count} likes`}>
                        {like.count}
                      </p>
                    </div>
                  </div>
                </div>
              </li>
            );
          })}
        </GridList>
      )}
    </>
  );
}
