import clsx from 'clsx';
import { useId } from 'react';
import { Icon } from '@/components/ui/icon';
import { playCircleIcon } from '@/components/ui/icon-paths/play-circle';
import typo from '@/styles/typography.module.css';
import { LibraryCard, LibraryCardPicture } from '@/features/support/components/library-card';
import type { VideoCard as VideoCardData } from '../types';
import { EmbeddedPlayer } from './embedded-player';
import { PlayerCover } from './player-cover';
import styles from './video-card.module.css';

/**
 * A training video: a file plays in place (controls, nothing fetched before the visitor plays
 * it); an allowed player page is embedded with autoplay off (loaded as it nears the screen);
 * both under the video's poster with a Watch chip until the visitor chooses Watch
 * (PlayerCover); any other link opens in a new tab, its poster showing "Watch on <host>".
 */
export function VideoCard({ video }: { video: VideoCardData }) {
  const titleId = useId();
  const { source } = video;
  return (
    <LibraryCard aria-labelledby={titleId}>
      {source.kind === 'file' ? (
        <PlayerCover
          title={video.title}
          poster={video.poster}
          player={(covered) => (
            <video
              className={styles.player}
              src={source.src}
              poster={video.poster || undefined}
              preload="none"
              controls
              playsInline
              aria-labelledby={titleId}
              inert={covered}
              // A tab stop of its own once uncovered, to take the focus from Watch.
              tabIndex={covered ? -1 : 0}
            >
              <a href={source.src}>Download the video</a>
            </video>
          )}
        />
      ) : source.kind === 'embed' ? (
        <EmbeddedPlayer src={source.src} title={video.title} poster={video.poster} />
      ) : (
        <a
          className={clsx(styles.frame, styles.external)}
          href={source.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${video.title} (opens ${source.host} in a new tab)`}
        >
          <LibraryCardPicture
            src={video.poster}
            width={640}
            height={360}
            className={styles.poster}
          />
          <span className={styles.playBadge}>
            <Icon path={playCircleIcon} size="small" />
            Watch on {source.host}
          </span>
        </a>
      )}
      <h3 id={titleId} className={clsx(typo.subtitle1, styles.title)}>
        {video.title}
      </h3>
    </LibraryCard>
  );
}
