/**
 * Every message of the customer area (docs/copy.md, "Customer area"). One list for the
 * site's forms and the mock API's server-side checks, so a request that skips the page gets
 * the same words. No imports: the mock API loads this file too.
 */
export const ACCOUNT_MESSAGES = {
  // Profile edit.
  nameRequired: 'Please Enter Your Name*',
  familyNameRequired: 'Please Enter Your Family Name*',
  givenNameRequired: 'Please Enter Your Given Name*',

  // Serial numbers, orders and products (boxes).
  productModelRequired: 'Please select product model',
  serialSearchEmpty: 'Please enter the Serial Number',
  platformRequired: 'Please select purchase platform',
  orderNumberRequired: 'Please enter order #',
  orderDateRequired: 'Please select Date',
  orderSerialRequired: 'Please enter serial number',
  orderSearchEmpty: 'Please enter the Order',
  warrantyPeriodRequired: 'Please select warranty period',
  productSearchEmpty: 'Please enter the Product',

  // Issues and chats.
  productRequired: 'Please select product',
  messageRequired: 'Please enter',
  endIssueConfirm: 'Are you sure to end it?',
  vehicleRequired: 'Please select vehicle',
  vehicleIssueRequired: 'Please enter vehicle issue',
  faultCodeRequired: 'Please select Fault Codes',

  // Warranty claims.
  claimProductRequired: 'Please select Product',
  claimTypeRequired: 'Please select Warranty Claim Type',
  logisticsMethodRequired: 'Please select logistics methods',
  logisticsNumberRequired: 'Please enter logistics tracking number',
  claimSearchEmpty: 'Please enter the WarrantyClaim',
  claimReviewFailed: 'The review failed, please contact customer service for details.',

  // Garage.
  carMakeRequired: 'Please select car make',
  carModelRequired: 'Please enter car model',
  carYearRequired: 'Please enter year',
  vinRequired: 'Please enter VIN',
  soldInCountryRequired: 'Please select sold in country',
  ownerRemarkRequired: 'Please enter car owner remark',
  garageSearchEmpty: 'Please enter the Garage',

  // Confirmations.
  deleteConfirm: 'Are you sure to delete it?',
  unbindConfirm: 'Are you sure to Unbind it?',
} as const;
