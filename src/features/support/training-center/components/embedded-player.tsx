import { PlayerCover } from './player-cover';
import styles from './video-card.module.css';

/**
 * An embedded player page (autoplay off) behind the video's own poster: the frame is black
 * until the player loads, and a player from another host may show nothing of its own, so the
 * poster covers it until the visitor chooses Watch (PlayerCover).
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
  return (
    <PlayerCover
      title={title}
      poster={poster}
      player={(covered) => (
        <iframe
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
      )}
    />
  );
}
