/**
 * The world map of the where-to-buy page, drawn on the server: plain SVG paths, so neither
 * the geometry (Natural Earth at 1:110m, from world-atlas) nor d3 reaches the browser. The
 * borders are simplified first (shared borders alike, so neighbours still meet): the map is
 * small (./world-map-svg.ts writes it; the where-to-buy page's browser fetches it from a site
 * route).
 *
 * The countries that are not marked are merged into one path (their shared borders dropped);
 * each marked country has a path of its own. A marked country too small to see or to click
 * at this scale (Singapore, Malta, or one the 1:110m data leaves out and the 1:50m has) also
 * gets a dot at its centre. Antarctica is left out.
 */
import {
  geoCentroid,
  geoNaturalEarth1,
  geoPath,
  type GeoPermissibleObjects,
  type GeoProjection,
} from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature, merge } from 'topojson-client';
import { presimplify, simplify } from 'topojson-simplify';
import type { GeometryCollection, MultiPolygon, Polygon, Topology } from 'topojson-specification';
import atlas110 from 'world-atlas/countries-110m.json';
import { numericCode } from './country-codes';
import { PathWriter } from './svg-path';

/** The map's width in its own units (whole units: the paths are rounded to them). */
export const MAP_WIDTH = 800;
/** A country whose drawn area is under this (square units) gets a dot too. */
const SMALL_AREA = 40;
const ANTARCTICA = '010';
/** Border points that make a triangle smaller than this (square degrees) are dropped. */
const SIMPLIFY_AREA = 0.25;

export interface MapCountry {
  /** The country's two-letter code. */
  code: string;
  /** Its outline ('' when it is too small to draw: the dot shows it). */
  d: string;
  /** A dot at its centre, for countries too small to see or click. */
  dot: { x: number; y: number } | null;
}

export interface WorldMapShape {
  width: number;
  height: number;
  /** Every other country, in one path. */
  land: string;
  /** The marked countries the geometry knows, in the order asked. */
  countries: MapCountry[];
}

type CountryProperties = { name: string };
type Countries = GeometryCollection<CountryProperties>;
type Atlas = Topology<{ countries: Countries; land: GeometryCollection }>;

let simplified: Atlas | undefined;

/** The coarse geometry, simplified once per process (presimplify writes into a copy). */
function coarseAtlas(): Atlas {
  if (!simplified) {
    const copy = JSON.parse(JSON.stringify(atlas110)) as Atlas;
    simplified = simplify(presimplify(copy), SIMPLIFY_AREA) as Atlas;
  }
  return simplified;
}

function countryFeatures(topology: Atlas): Feature<Geometry, CountryProperties>[] {
  const collection = feature(topology, topology.objects.countries) as FeatureCollection<
    Geometry,
    CountryProperties
  >;
  return collection.features;
}

/** The finer geometry, read only when a marked country is missing from the coarse one. */
async function fineFeatures(): Promise<Feature<Geometry, CountryProperties>[]> {
  const fine = (await import('world-atlas/countries-50m.json')).default as unknown as Atlas;
  return countryFeatures(fine);
}

function draw(projection: GeoProjection, object: GeoPermissibleObjects): string {
  const writer = new PathWriter();
  geoPath(projection, writer)(object);
  return writer.toString();
}

interface MapFrame {
  features: Feature<Geometry, CountryProperties>[];
  projection: GeoProjection;
  height: number;
}

let frame: MapFrame | undefined;

/** The world without Antarctica, projected to MAP_WIDTH: worked out once per process. */
function mapFrame(): MapFrame {
  if (!frame) {
    const features = countryFeatures(coarseAtlas()).filter((country) => country.id !== ANTARCTICA);
    const shown = { type: 'FeatureCollection', features } as const;
    const projection = geoNaturalEarth1().fitWidth(MAP_WIDTH, shown);
    const [[, top], [, bottom]] = geoPath(projection).bounds(shown);
    projection.translate([projection.translate()[0], projection.translate()[1] - top]);
    frame = { features, projection, height: Math.ceil(bottom - top) };
  }
  return frame;
}

/** The map's size in its own units, without drawing it (what a page reserves for it). */
export function worldMapSize(): { width: number; height: number } {
  return { width: MAP_WIDTH, height: mapFrame().height };
}

/** The map with the countries of `codes` (two-letter codes) marked. */
export async function drawWorldMap(codes: readonly string[]): Promise<WorldMapShape> {
  const atlas = coarseAtlas();
  const { features, projection, height } = mapFrame();
  const path = geoPath(projection);

  const wanted = new Map<string, string>();
  for (const code of codes) {
    const numeric = numericCode(code);
    if (numeric) wanted.set(numeric, code);
  }
  const byId = new Map(features.map((country) => [String(country.id), country]));
  const missing = [...wanted.keys()].filter((id) => !byId.has(id));
  const fine = missing.length > 0 ? await fineFeatures() : [];
  const fineById = new Map(fine.map((country) => [String(country.id), country]));

  const countries: MapCountry[] = [];
  for (const [id, code] of wanted) {
    const shape = byId.get(id) ?? fineById.get(id);
    if (!shape) continue;
    const d = byId.has(id) ? draw(projection, shape) : '';
    let dot: MapCountry['dot'] = null;
    if (!d || path.area(shape) < SMALL_AREA) {
      const centre = projection(geoCentroid(shape));
      if (centre) dot = { x: Math.round(centre[0]), y: Math.round(centre[1]) };
    }
    if (d || dot) countries.push({ code, d, dot });
  }

  const others = atlas.objects.countries.geometries.filter(
    (geometry) =>
      (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon') &&
      geometry.id !== ANTARCTICA &&
      !wanted.has(String(geometry.id)),
  ) as (Polygon | MultiPolygon)[];
  const land = draw(projection, merge(atlas, others));
  return { width: MAP_WIDTH, height, land, countries };
}
