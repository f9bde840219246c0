import PlayCircle from '@mui/icons-material/PlayCircle';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { Picture } from '@/components/picture';
import type { ProductMedia } from '../../types';

const MAIN_SIZE = 800;
const THUMB_SIZE = 72;

function mediaLabel(item: ProductMedia, index: number, count: number, title: string): string {
  return `${title} ${item.type === 'video' ? 'video' : 'image'} ${index + 1} of ${count}`;
}

/**
 * The product's pictures and videos: one shown large, thumbnails to pick another.
 * The first picture is the page's LCP element, so it is loaded eagerly; a video loads
 * only when chosen (preload none).
 */
export function MediaGallery({ title, media }: { title: string; media: ProductMedia[] }) {
  const [index, setIndex] = useState(0);
  const current = media[index] ?? media[0];
  if (!current) return null;
  return (
    <Box component="section" aria-label={`${title} gallery`}>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '1 / 1',
          bgcolor: 'grey.50',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          overflow: 'hidden',
        }}
      >
        {current.type === 'video' ? (
          <Box
            component="video"
            key={current.src}
            src={current.src}
            poster={current.poster || undefined}
            controls
            preload="none"
            playsInline
            aria-label={mediaLabel(current, index, media.length, title)}
            sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
          />
        ) : (
          <Picture
            key={current.src}
            src={current.src}
            alt={mediaLabel(current, index, media.length, title)}
            width={MAIN_SIZE}
            height={MAIN_SIZE}
            sizes="(max-width: 768px) 100vw, 50vw"
            priority={index === 0}
            style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
          />
        )}
      </Box>
      {media.length > 1 ? (
        <Box
          component="ul"
          aria-label="Thumbnails"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 1.5,
            display: 'flex',
            gap: 1,
            overflowX: 'auto',
          }}
        >
          {media.map((item, i) => (
            <li key={`${item.type}-${item.src}`}>
              <ButtonBase
                aria-label={`Show ${mediaLabel(item, i, media.length, title)}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
                sx={{
                  position: 'relative',
                  width: THUMB_SIZE,
                  height: THUMB_SIZE,
                  border: 2,
                  borderColor: i === index ? 'primary.main' : 'divider',
                  borderRadius: 1,
                  overflow: 'hidden',
                  bgcolor: 'grey.50',
                }}
              >
                {item.type === 'video' ? (
                  <>
                    {item.poster ? (
                      <Picture
                        src={item.poster}
                        alt=""
                        width={THUMB_SIZE}
                        height={THUMB_SIZE}
                        style={{ width: '100%', height: '100%', objectFit: 'cover' }}
                      />
                    ) : null}
                    <PlayCircle
                      sx={{ position: 'absolute', color: 'primary.main', fontSize: 32 }}
                    />
                  </>
                ) : (
                  <Picture
                    src={item.src}
                    alt=""
                    width={THUMB_SIZE}
                    height={THUMB_SIZE}
                    style={{ width: '100%', height: '100%', objectFit: 'contain' }}
                  />
                )}
              </ButtonBase>
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
