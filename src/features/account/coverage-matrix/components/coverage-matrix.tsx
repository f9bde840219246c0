/**
 * Which of the customer's tools covers which of their cars (loaded lazily by the garage page
 * and the passports): per car, each tool covered (with how many functions and the coverage
 * table preset for the car), not covered (with the closest tool of the catalogue that covers
 * it, and Tech Support) or unknown.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link } from '@/components/ui/link';
import type { ApiGarageVehicle, ApiGoodsModel } from '@/contract/account-api-types';
import { titleNamesProduct } from '@/contract/goods-of-product';
import { paths } from '@/lib/paths';
import { carQuery, type CarQuery } from '../car-query';
import { type Cell, type Closest, useCoverageMatrix } from '../use-coverage-matrix';
import type { UnknownReason, Verdict } from '../verdict';

/** The coverage page (its `?product=&brand=&year=` presets the table). */
const COVERAGE_PATH = '/support/vehicle-coverage';

export function coverageHref(verdict: Extract<Verdict, { kind: 'covered' }>): string {
  const query = new URLSearchParams({
    product: verdict.product,
    brand: verdict.packid,
    year: String(verdict.year),
  });
  return `${COVERAGE_PATH}?${query.toString()}`;
}

const UNKNOWN_TEXT: Record<UnknownReason, string> = {
  'no-list': 'Unknown: the coverage data has no list for this tool',
  'car-unknown': "Unknown: the car's make or model year is not known",
  'no-answer': 'Unknown: the coverage service did not answer',
};

export interface CoverageMatrixProps {
  cars: readonly ApiGarageVehicle[];
  /** The customer's tools (catalogue titles). */
  tools: readonly string[];
  /** The catalogue's models: the product page of a closest tool. */
  models: readonly ApiGoodsModel[];
  /** The section's heading level: h2 on the garage page, h4 inside a passport. */
  headingLevel?: 'h2' | 'h4';
  title?: string;
}

function CellLine({ tool, cell }: { tool: string; cell: Cell }) {
  return (
    <Box
      component="li"
      data-coverage={cell.kind}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {tool}
      </Typography>
      {cell.kind === 'loading' ? (
        <Skeleton width={120} role="progressbar" aria-label="Checking" />
      ) : cell.kind === 'covered' ? (
        <>
          <Chip size="small" color="success" label="Covered" />
          <Link href={coverageHref(cell)}>
            {`${cell.functions} ${cell.functions === 1 ? 'function' : 'functions'}: see the coverage table`}
          </Link>
        </>
      ) : cell.kind === 'not-covered' ? (
        <Chip size="small" color="error" variant="outlined" label="Not covered" />
      ) : (
        <>
          <Chip size="small" variant="outlined" label="Unknown" />
          <Typography variant="body2" color="text.secondary">
            {UNKNOWN_TEXT[cell.reason].replace(/^Unknown: /, '')}
          </Typography>
        </>
      )}
    </Box>
  );
}

function ClosestLine({
  car,
  closest,
  models,
}: {
  car: CarQuery;
  closest: Closest | undefined;
  models: readonly ApiGoodsModel[];
}) {
  if (closest === undefined) return null;
  if (closest === 'loading')
    return <Skeleton width="60%" role="progressbar" aria-label="Looking for a tool" />;
  const goods = closest
    ? models.find((m) => titleNamesProduct(m.goods_model_name, closest.product))
    : undefined;
  return (
    <Typography variant="body2" data-closest="" sx={{ mt: 1 }}>
      {'None of your tools covers it. '}
      {closest ? (
        <>
          {'The '}
          {goods ? (
            <Link href={paths.product(goods.goods_model_name)}>{goods.goods_model_name}</Link>
          ) : (
            closest.product
          )}
          {` covers it (${closest.functions} functions, `}
          <Link href={coverageHref(closest)}>coverage table</Link>
          {'). '}
        </>
      ) : (
        'No tool of ours lists it. '
      )}
      <Link href={paths.techSupport(car.vin || undefined)}>Ask Tech Support</Link>
    </Typography>
  );
}

export default function CoverageMatrixView({
  cars,
  tools,
  models,
  headingLevel = 'h2',
  title = 'Which of my tools covers which of my cars',
}: CoverageMatrixProps) {
  const queries = useMemo(() => cars.map((car) => carQuery(car)), [cars]);
  const matrix = useCoverageMatrix(queries, tools);
  const listedTools = tools.filter((t) => !matrix.unlisted.includes(t));
  const heading = (
    <Typography
      variant={headingLevel === 'h2' ? 'h6' : 'subtitle1'}
      component={headingLevel}
      sx={{ mb: 1 }}
    >
      {title}
    </Typography>
  );
  let body;
  if (cars.length === 0) {
    body = (
      <Typography color="text.secondary">
        Add a car to your garage to see which of your tools cover it.
      </Typography>
    );
  } else if (tools.length === 0) {
    body = (
      <Typography color="text.secondary">
        {"Register a tool's serial number to see which of your cars it covers."}
      </Typography>
    );
  } else if (matrix.failed) {
    body = (
      <Typography color="text.secondary">
        The coverage service did not answer. Try again later.
      </Typography>
    );
  } else {
    body = (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {queries.map((car) => (
          <Paper
            component="li"
            variant="outlined"
            key={car.garageId}
            sx={{ p: 1.5 }}
            data-car={car.garageId}
          >
            <Typography sx={{ fontWeight: 600 }}>{car.label}</Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mb: 1, overflowWrap: 'anywhere' }}
            >
              {car.via === 'vin'
                ? `Matched by its VIN ${car.vin}${car.maker ? ` (${car.maker.name}${car.year ? `, ${car.year}` : ''})` : ''}`
                : 'Matched by its make, model and year'}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
              {listedTools.map((tool) => (
                <CellLine
                  key={tool}
                  tool={tool}
                  cell={matrix.cells[car.garageId]?.[tool] ?? { kind: 'loading' }}
                />
              ))}
              {matrix.unlisted.length > 0 && listedTools.length === 0 && (
                <CellLine
                  tool={matrix.unlisted.join(', ')}
                  cell={{ kind: 'unknown', reason: 'no-list' }}
                />
              )}
            </Box>
            <ClosestLine car={car} closest={matrix.closest[car.garageId]} models={models} />
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <Box component="section" data-coverage-matrix="" sx={{ mt: headingLevel === 'h2' ? 3 : 0 }}>
      {heading}
      {body}
      {listedTools.length > 0 && matrix.unlisted.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-unlisted="">
          {`Unknown for every car: the coverage data has no list for ${matrix.unlisted.join(', ')}.`}
        </Typography>
      )}
    </Box>
  );
}
