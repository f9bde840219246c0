import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatUsd(value: number): string {
  return usd.format(value);
}

/** The selling price, the crossed price struck through and the percent off. */
export function PriceTag({
  price,
  crossedPrice,
  discount,
}: {
  price: number | null;
  crossedPrice: number | null;
  discount: number;
}) {
  if (price === null) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
      <Typography
        component="span"
        sx={{ fontSize: '1.75rem', fontWeight: 700, color: 'primary.main' }}
      >
        {formatUsd(price)}
      </Typography>
      {crossedPrice !== null ? (
        <Typography
          component="del"
          aria-label={`Was ${formatUsd(crossedPrice)}`}
          sx={{ color: 'text.secondary' }}
        >
          {formatUsd(crossedPrice)}
        </Typography>
      ) : null}
      {discount > 0 ? (
        <Typography
          component="span"
          sx={{
            bgcolor: 'error.main',
            color: 'error.contrastText',
            borderRadius: 1,
            px: 1,
            fontWeight: 700,
            fontSize: '0.875rem',
          }}
        >
          {discount}% OFF
        </Typography>
      ) : null}
    </Box>
  );
}
