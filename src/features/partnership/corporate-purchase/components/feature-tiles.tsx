import clsx from 'clsx';
import { Picture } from '@/components/picture';
import { CORPORATE_PURCHASE_CONFIG_IDS, CORPORATE_PURCHASE_TILE_SPANS } from '../config-ids';
import { PICTURE_SIZES, RASTER_PICTURE } from '@/config/images';
import type { ConfigBlock } from '@/lib/site-types';
import styles from './feature-tiles.module.css';
import card from '@/styles/card.module.css';
import layout from '@/styles/layout.module.css';
import { BlockText } from '../../components/block-text';

/** A raster tile's picture by the tile's span: a wide one across a full row, else 3:2. */
const TILE_PICTURE = {
  12: { width: 1200, height: 450, sizes: PICTURE_SIZES.content },
  6: { width: 600, height: 400, sizes: PICTURE_SIZES.half },
} as const;
/** A vector picture is the tile's icon, drawn at its own size. */
const TILE_ICON = { width: 48, height: 48 } as const;

/** A tile's width out of 24 columns on large screens: fixed by its config id. */
export function tileSpan(configId: number): 6 | 12 {
  const index = (CORPORATE_PURCHASE_CONFIG_IDS.tiles as readonly number[]).indexOf(configId);
  return index < 0 ? 12 : CORPORATE_PURCHASE_TILE_SPANS[index];
}

/**
 * The feature tiles (configs 37-42): 6, 6, 12, 12, 6 and 6 of 24 columns on large screens,
 * two a row on tablets, stacked on phones. A hidden tile leaves no hole: the rest flow on.
 */
export function FeatureTiles({ tiles }: { tiles: ConfigBlock[] }) {
  if (tiles.length === 0) return null;
  return (
    <ul className={clsx(layout.grid2, styles.tiles)}>
      {tiles.map((tile) => {
        const span = tileSpan(tile.id);
        return (
          <li
            key={tile.id}
            data-config-id={tile.id}
            data-span={span}
            className={clsx(card.card, span === 12 ? styles.span12 : styles.span6)}
          >
            {tile.picture && RASTER_PICTURE.test(tile.picture) ? (
              <Picture
                src={tile.picture}
                alt=""
                {...TILE_PICTURE[span]}
                className={clsx(card.picture, styles.picture)}
              />
            ) : null}
            <div className={clsx(card.body, styles.body)}>
              {/* A vector picture is the tile's icon: drawn at icon size, never cropped as a photo. */}
              {tile.picture && !RASTER_PICTURE.test(tile.picture) ? (
                <Picture src={tile.picture} alt="" {...TILE_ICON} className={styles.icon} />
              ) : null}
              <BlockText block={tile} textClassName={styles.text} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
