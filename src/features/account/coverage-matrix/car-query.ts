/**
 * What the coverage data is asked about a car of the garage: a car with a VIN by what the VIN
 * decoder reads (its maker and model year), a car without one by its make, model and year.
 */
import type { ApiGarageVehicle } from '@/contract/account-api-types';
import { decodeVin, type VinModelYear } from '@/lib/vin/decode';
import { knownMakers, type VinMaker } from '@/lib/vin/wmi';

export interface CarQuery {
  garageId: number;
  /** "Ford F-150 2020". */
  label: string;
  vin: string;
  /** null: neither the VIN nor the make name a maker the site knows. */
  maker: VinMaker | null;
  year: number | null;
  /** The model filter ('' for a car matched by its VIN: the VIN says no model). */
  model: string;
  via: 'vin' | 'make';
}

function key(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The maker a make name (or one of its aliases) names. */
export function makerOfMake(make: string): VinMaker | null {
  const wanted = key(make);
  if (!wanted) return null;
  return knownMakers().find((m) => [m.name, ...m.aliases].some((n) => key(n) === wanted)) ?? null;
}

function yearOf(text: string): number | null {
  return /^\d{4}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/**
 * The model year a VIN's year code stands for: the code repeats every 30 years, so of its two
 * years the one the garage record gives wins; else the decoder's choice; else the record's.
 */
export function vinYear(modelYear: VinModelYear | null, recorded: number | null): number | null {
  if (!modelYear) return recorded;
  if (recorded !== null && (recorded === modelYear.year || recorded === modelYear.otherYear))
    return recorded;
  return modelYear.year;
}

export function carQuery(vehicle: ApiGarageVehicle, now: Date = new Date()): CarQuery {
  const label = [vehicle.garage_car_make, vehicle.garage_car_model, vehicle.garage_car_year]
    .filter((part) => part.trim() !== '')
    .join(' ');
  const base = { garageId: vehicle.garage_id, label, vin: vehicle.garage_vin.trim() };
  const decoded = base.vin ? decodeVin(base.vin, now) : null;
  if (decoded?.ok && decoded.decoded.maker) {
    return {
      ...base,
      maker: decoded.decoded.maker,
      year: vinYear(decoded.decoded.modelYear, yearOf(vehicle.garage_car_year)),
      model: '',
      via: 'vin',
    };
  }
  return {
    ...base,
    maker: makerOfMake(vehicle.garage_car_make),
    year: yearOf(vehicle.garage_car_year),
    model: vehicle.garage_car_model.trim(),
    via: 'make',
  };
}
