import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Picture } from '@/components/picture';
import { GridList } from '@/components/grid-list';
import { Prose } from '@/components/prose';
import { TextWithPicture } from '@/components/text-with-picture';
import type { AboutBlock } from '../../types';

/** Configs 14 to 16: description blocks, picture and text alternating sides. */
export function AboutDescriptions({ blocks }: { blocks: AboutBlock[] }) {
  if (blocks.length === 0) return null;
  return (
    <Container component="section" aria-label="Who we are" sx={{ py: { xs: 4, md: 6 } }}>
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 } }}>
        {blocks.map((block, index) => (
          <TextWithPicture
            key={block.id}
            component="article"
            configId={block.id}
            picture={block.picture}
            alt={block.title}
            reversed={index % 2 === 1}
          >
            <Typography variant="h2" sx={{ mb: 2 }}>
              {block.title}
            </Typography>
            {block.subtitle ? <Typography sx={{ mb: 1 }}>{block.subtitle}</Typography> : null}
            <Prose html={block.html} />
          </TextWithPicture>
        ))}
      </Box>
    </Container>
  );
}

/** Configs 17 to 19: figures with their labels. */
export function AboutStats({ stats }: { stats: AboutBlock[] }) {
  if (stats.length === 0) return null;
  return (
    <Box component="section" aria-label="Facts and figures" sx={{ bgcolor: 'grey.100', py: 5 }}>
      <Container>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: `repeat(${Math.min(stats.length, 3)}, 1fr)` },
            textAlign: 'center',
          }}
        >
          {stats.map((stat) => (
            <li key={stat.id} data-config-id={stat.id}>
              <Typography
                component="strong"
                sx={{
                  display: 'block',
                  fontSize: '2.5rem',
                  fontWeight: 700,
                  color: 'primary.main',
                }}
              >
                {stat.title}
              </Typography>
              <Typography component="span">{stat.subtitle}</Typography>
              <Prose html={stat.html} sx={{ color: 'text.secondary' }} />
            </li>
          ))}
        </Box>
      </Container>
    </Box>
  );
}

/** Configs 20 to 24: feature rows. */
export function AboutFeatures({ features }: { features: AboutBlock[] }) {
  if (features.length === 0) return null;
  return (
    <Container component="section" aria-label="What sets us apart" sx={{ py: { xs: 4, md: 6 } }}>
      <GridList columns={{ xs: 1, md: 2, lg: 3 }} gap={3}>
        {features.map((feature) => (
          <Box
            component="li"
            key={feature.id}
            data-config-id={feature.id}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}
          >
            {feature.picture ? (
              <Picture
                src={feature.picture}
                alt=""
                width={600}
                height={400}
                style={{ width: '100%', height: 'auto', display: 'block' }}
              />
            ) : null}
            <Box sx={{ p: 2 }}>
              <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {feature.title}
              </Typography>
              <Prose html={feature.html} sx={{ color: 'text.secondary' }} />
            </Box>
          </Box>
        ))}
      </GridList>
    </Container>
  );
}

/** Configs 25 to 27: a picture (25) and text (27) over a background (26). */
export function AboutBackground({
  image,
  backdrop,
  text,
}: {
  image: AboutBlock | null;
  backdrop: AboutBlock | null;
  text: AboutBlock | null;
}) {
  if (!image && !backdrop && !text) return null;
  return (
    <Box
      component="section"
      aria-label={text?.title || image?.title || 'Background'}
      data-config-id={backdrop?.id}
      sx={{
        py: { xs: 5, md: 8 },
        color: 'common.white',
        bgcolor: 'primary.dark',
        backgroundImage: backdrop?.picture ? `url("${backdrop.picture}")` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Container
        sx={{
          display: 'grid',
          gap: 4,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: image?.picture ? '1fr 1fr' : '1fr' },
        }}
      >
        {image?.picture ? (
          <Picture
            data-config-id={image.id}
            src={image.picture}
            alt={image.title}
            width={800}
            height={600}
            style={{ width: '100%', height: 'auto', display: 'block', borderRadius: 8 }}
          />
        ) : null}
        {text ? (
          <Box data-config-id={text.id}>
            <Typography variant="h2" sx={{ mb: 2 }}>
              {text.title}
            </Typography>
            {text.subtitle ? <Typography sx={{ mb: 1 }}>{text.subtitle}</Typography> : null}
            <Prose html={text.html} sx={{ '& a': { color: 'inherit' } }} />
          </Box>
        ) : null}
      </Container>
    </Box>
  );
}
