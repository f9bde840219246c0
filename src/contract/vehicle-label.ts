/** The parts of a garage vehicle its label is made of (site and mock alike). */
export interface VehicleLabelParts {
  readonly garage_car_year: string;
  readonly garage_car_make: string;
  readonly garage_car_model: string;
  readonly garage_car_name: string;
  readonly garage_vin: string;
}

/**
 * `2019 Toyota Camry 2.5 LE · VIN 4T1B11HK5KU123456`: the car issue's vehicle, as the site
 * offers it and the mock stores it (parts the vehicle lacks are left out).
 */
export function vehicleLabel(vehicle: VehicleLabelParts): string {
  const model = vehicle.garage_car_model.trim();
  const name = vehicle.garage_car_name.trim();
  // The model option's name often repeats the model ("Camry 2.5 LE"): say it once.
  const modelName =
    name && model && name.toLowerCase().includes(model.toLowerCase())
      ? name
      : [model, name].filter(Boolean).join(' ');
  const title = [vehicle.garage_car_year.trim(), vehicle.garage_car_make.trim(), modelName]
    .filter(Boolean)
    .join(' ');
  const vin = vehicle.garage_vin.trim();
  return vin ? `${title} · VIN ${vin}` : title;
}
