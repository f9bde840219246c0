import { type ReactNode, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { playCircleIcon } from '@/components/ui/icon-paths/play-circle';
import { LibraryCardPicture } from '@/features/support/components/library-card';
import styles from './video-card.module.css';

/**
 * Every training video's tile looks the same before it is played: the video's own poster with
 * a Watch chip (files showed bare "0:00" controls, players a poster). Watch
 * uncovers the player under it, hands it the focus and starts a file playing (the visitor
 * asked for it; an embedded player keeps autoplay off). Without a poster the player shows at
 * once. `player(covered)`: the player, out of reach (inert, no tab stop) while covered.
 */
export function PlayerCover({
  title,
  poster,
  player,
}: {
  title: string;
  poster: string;
  player: (covered: boolean) => ReactNode;
}) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [covered, setCovered] = useState(Boolean(poster));
  const watch = () => {
    setCovered(false);
    // The cover is gone with the click: the keyboard continues in the player.
    window.requestAnimationFrame(() => {
      const element = frameRef.current?.querySelector<HTMLElement>('iframe, video');
      element?.focus();
      if (element instanceof HTMLVideoElement) {
        // A browser that refuses to play leaves the controls to the visitor.
        element.play()?.catch(() => undefined);
      }
    });
  };
  return (
    <div ref={frameRef} className={styles.frame}>
      {player(covered)}
      {covered ? (
        <button
          type="button"
          className={styles.cover}
          onClick={watch}
          aria-label={`Watch ${title}`}
        >
          <LibraryCardPicture src={poster} width={640} height={360} className={styles.poster} />
          <span className={styles.playBadge}>
            <Icon path={playCircleIcon} size="small" />
            Watch
          </span>
        </button>
      ) : null}
    </div>
  );
}
