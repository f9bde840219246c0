import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';
import type { ApiGoodsModel } from '@/contract/account-api-types';
import { GARAGE_ENDPOINTS } from '@/contract/vendor-endpoints/garage';
import { useAllPages } from '../../passport/use-all-pages';
import { LazyCoverageMatrix } from './lazy-matrix';

function ToolCars({ tool, models }: { tool: string; models: readonly ApiGoodsModel[] }) {
  const cars = useAllPages(GARAGE_ENDPOINTS.garageAll, (r) => r.garage_all);
  if (!cars.rows) return null;
  return (
    <LazyCoverageMatrix
      cars={cars.rows}
      tools={[tool]}
      models={models}
      headingLevel="h4"
      title={`Which of my cars the ${tool} covers`}
    />
  );
}

/** A passport's "See its coverage": the tool against the garage, loaded when asked for. */
export function ToolCoverage({ tool, models }: { tool: string; models: readonly ApiGoodsModel[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Hide its coverage' : 'See its coverage'}
      </Button>
      <Box id={id} sx={{ mt: open ? 1 : 0 }}>
        {open && <ToolCars tool={tool} models={models} />}
      </Box>
    </Box>
  );
}
