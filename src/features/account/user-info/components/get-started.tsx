import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from '@/components/ui/link';
import { GARAGE_ENDPOINTS } from '@/contract/vendor-endpoints/garage';
import { GOODS_VERIFY_ENDPOINTS } from '@/contract/vendor-endpoints/goods-verify';
import { addRecordHref } from '../../add-link';
import { useAccountQuery } from '../../api/account-query';
import { FIRST_STEPS } from '../../first-steps';
import type { AccountMenuItem } from '../../types';

/** The menu entry whose path ends with `/segment` ('' when the menu has none). */
export function pathOf(menu: readonly AccountMenuItem[], segment: string): string {
  for (const item of menu) {
    if (item.path.endsWith(`/${segment}`)) return item.path;
    const inside = pathOf(item.children, segment);
    if (inside) return inside;
  }
  return '';
}

/**
 * The Personal Center's first steps for a customer who has not done them: register a serial
 * number, add a car. Each button lands in that page's Add dialog. The lists are the pages'
 * own first pages (the same reads, shared with them); a step already done is not shown.
 */
export function GetStarted({ menu }: { menu: readonly AccountMenuItem[] }) {
  const serials = useAccountQuery(GOODS_VERIFY_ENDPOINTS.goodsVerifyAll, { page: 1 });
  const cars = useAccountQuery(GARAGE_ENDPOINTS.garageAll, { page: 1 });
  const steps = [
    {
      step: FIRST_STEPS.serial,
      path: pathOf(menu, 'serial-number'),
      empty: serials.data ? serials.data.goods_verify_all.length === 0 : false,
    },
    {
      step: FIRST_STEPS.garage,
      path: pathOf(menu, 'garage'),
      empty: cars.data ? cars.data.garage_all.length === 0 : false,
    },
  ].filter(({ path, empty }) => path && empty);
  if (steps.length === 0) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="get-started-title"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, mb: 3, borderColor: 'primary.main' }}
    >
      <Typography id="get-started-title" variant="h6" component="h2">
        Get started
      </Typography>
      <Box component="ol" sx={{ m: 0, mt: 1.5, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
        {steps.map(({ step, path }) => (
          <Box
            component="li"
            key={path}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1.5,
            }}
          >
            <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{step.title}</Typography>
              <Typography color="text.secondary" variant="body2">
                {step.text}
              </Typography>
            </Box>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={Link}
              href={addRecordHref(path)}
            >
              {step.action}
            </Button>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
