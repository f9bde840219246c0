import { useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { playCircleIcon } from '@/components/ui/icon-paths/play-circle';
import { LibraryCardPicture } from '@/features/support/components/library-card';
import styles from './video-card.module.css';

/**
 * An embedded player page (autoplay off) behind the video's own poster: the frame is black
 * until the player loads, and a player from another host may show nothing of its own, so the
 * poster covers it until the visitor chooses Watch; the player then takes the focus. Without
 * a poster the player shows at once.
 */
export function EmbeddedPlayer({
  src,
  title,
  poster,
}: {
  src: string;
  title: string;
  poster: string;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [covered, setCovered] = useState(Boolean(poster));
  const watch = () => {
    setCovered(false);
    // The cover is gone with the click: the keyboard continues in the player.
    window.requestAnimationFrame(() => frameRef.current?.focus());
  };
  return (
    <div className={styles.frame}>
      <iframe
        ref={frameRef}
        className={styles.player}
        src={src}
        title={title}
        loading="lazy"
        allow="encrypted-media; fullscreen; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        // Nothing in the covered player is reachable, by mouse or keyboard, before Watch.
        inert={covered}
        tabIndex={covered ? -1 : undefined}
      />
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
