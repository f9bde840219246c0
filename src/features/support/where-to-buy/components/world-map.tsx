import clsx from 'clsx';
import type { MouseEvent } from 'react';
import type { WorldMapShape } from '@/lib/geo/world-map';
import { COUNTRY_PARAM } from '../country';
import styles from './world-map.module.css';

export interface MapMark {
  /** The country's choice (its two-letter code on the map). */
  choice: string;
  /** Its accessible name: the country and how many dealers it has. */
  label: string;
}

/** A dot's radius, in map units: big enough to see and to click on a desktop map. */
const DOT_RADIUS = 5;

/**
 * The world map, as plain SVG drawn on the server: the countries with dealers marked, each
 * a link (`?country=DE`) that chooses it, reached by Tab like any link and named by `marks`.
 * The chosen country stands out (`aria-current`); countries the other filters leave out are
 * dimmed.
 */
export function WorldMap({
  map,
  marks,
  chosen,
  shown,
  onChoose,
}: {
  map: WorldMapShape;
  marks: readonly MapMark[];
  chosen: string;
  /** The choices of the countries the current filters list (null: all of them). */
  shown: ReadonlySet<string> | null;
  onChoose: (choice: string) => void;
}) {
  const labels = new Map(marks.map((mark) => [mark.choice, mark.label]));
  const choose = (event: MouseEvent<Element>, choice: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onChoose(choice);
  };
  return (
    <svg
      viewBox={`0 0 ${map.width} ${map.height}`}
      role="group"
      aria-label="Countries with dealers on the world map"
      className={styles.map}
    >
      <path d={map.land} className={styles.land} aria-hidden="true" />
      {map.countries.map((country) => {
        const label = labels.get(country.code);
        if (!label) return null;
        return (
          <a
            key={country.code}
            href={`?${COUNTRY_PARAM}=${country.code}`}
            aria-label={label}
            aria-current={chosen === country.code ? 'true' : undefined}
            data-country={country.code}
            onClick={(event) => choose(event, country.code)}
            className={clsx(
              styles.country,
              chosen === country.code && styles.chosen,
              shown !== null && !shown.has(country.code) && styles.dimmed,
            )}
          >
            <title>{label}</title>
            {country.d ? <path d={country.d} /> : null}
            {country.dot ? (
              <circle cx={country.dot.x} cy={country.dot.y} r={DOT_RADIUS} className={styles.dot} />
            ) : null}
          </a>
        );
      })}
    </svg>
  );
}
