/** Valid forms of the customer area's owned tables (account-*.test.ts). */

/** A typed-in vehicle (no model option). */
export const GARAGE_TYPED = {
  garage_car_make: 'Ford',
  garage_maker_id: 0,
  garage_car_model: 'Ranger',
  garage_car_name: 'Ranger 2.3 EcoBoost XLT',
  garage_car_year: '2021',
  garage_displacement: '2.3L',
  garage_drive_type_id: 4,
  garage_vin: '1FTER4FH5MLD12345',
  country_id: 1,
  garage_remarks: 'Work truck',
};

/** An order as the Add dialog sends it. */
export const ORDER_VALID = {
  platform_id: 2,
  order_service_number: '114-2233445-6677889',
  order_service_date: '2026/05/20',
  goods_model_id: 1,
  order_service_serialnumber: 'AD9P2604001122',
};

/** A box as the Add dialog sends it. */
export const PRODUCT_VALID = {
  goods_model_id: 1,
  product_serialNumber: 'AD9P2605004411',
  product_warrantyPeriod: '2028/05/31',
};
