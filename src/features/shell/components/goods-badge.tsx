import Box from '@mui/material/Box';
import { GOODS_TAG } from '@/config/constants';

const LABELS: Record<number, { text: string; color: string }> = {
  [GOODS_TAG.new]: { text: 'New', color: 'success.main' },
  [GOODS_TAG.hot]: { text: 'Hot', color: 'secondary.main' },
  [GOODS_TAG.third]: { text: 'Featured', color: 'primary.main' },
};

/** The small new/hot badge of a product card; nothing for tag 1. */
export function GoodsBadge({ tagId }: { tagId: number }) {
  const label = LABELS[tagId];
  if (!label) return null;
  return (
    <Box
      component="span"
      sx={{
        position: 'absolute',
        top: 4,
        left: 4,
        px: 0.75,
        borderRadius: 1,
        bgcolor: label.color,
        color: 'common.white',
        fontSize: '0.75rem',
        fontWeight: 700,
        lineHeight: 1.6,
      }}
    >
      {label.text}
    </Box>
  );
}
