/**
 * Every message and option of the partnership forms (docs/copy.md, "Copy
 * rules"). One list for the site's forms and the mock API's checks.
 * No imports: the mock API loads this file too.
 */
export const PARTNERSHIP_MESSAGES = {
  // Corporate purchase (quote form).
  purchaseName: 'Please enter contact name',
  purchaseEmail: 'Please enter contact email',
  purchaseProduct: 'Please enter required product',
  purchaseQuantity: 'Please enter quantity required',
  purchaseReason: 'Please enter reason for purchase',
  purchaseAddress: 'Please enter shipping address',
  purchasePhone: 'Please enter phone number',
  purchaseTerms: 'Please read and agree to these terms',

  // Ufluencer program.
  ufluencerFirstName: 'Please enter your first Name',
  ufluencerLastName: 'Please enter your last Name',
  ufluencerEmail: 'Please enter your email',
  ufluencerPhone: 'Please enter your phone number',
  ufluencerChannels: 'Please enter your channels',

  // Become a distributor.
  distributorRegion: 'Please select region',
  distributorCooperationType: 'Please select the type of business partner you want to be*',
  distributorCountry: 'Please select country',
  distributorName: 'Please write your name',
  distributorEmail: 'Please write your email address',
  distributorPhone: 'Please write a phone number',
  distributorBody: 'Please write a message',
  distributorCompanyName: 'Please Write Your Company Name',
  distributorCompanySize: 'Please Write Your Company Size',
  distributorWebsite: 'Please Write Your Website Url',
  distributorAddress: 'Please Write Your Address',
  distributorBrand: 'Please Write Your other brands carried',
  distributorConsent: 'Please check the statement after reading',
} as const;

/** Reason for purchase options, in order. */
export const PURCHASE_REASONS = [
  'For individual',
  'For automotive repair shop',
  'For automotive repair classes',
  'As a tool for the company you work for',
  'For racing teams',
  'Others',
] as const;

/** Cooperation type options of the distributor form. */
export const COOPERATION_TYPES = ['Become a dealer', 'Business cooperation'] as const;
