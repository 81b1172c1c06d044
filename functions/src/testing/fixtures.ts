/** Request bodies the API accepts, for tests that need a valid one to start from. */

/** POST /creators/payment-info: valid in every field (docs/product.md#validation), for the creator with this e-mail. */
export const paymentBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  legalFirstName: 'Ada',
  legalLastName: 'Matrix',
  email,
  phoneNumber: '+1 323 555 0123',
  taxIdType: 'SSN',
  taxIdNumber: '123-45-6789',
  taxClassification: 'Individual',
  dateOfBirth: '1994-05-17',
  bankName: 'First Test Bank',
  accountType: 'checking',
  routingNumber: '021000021',
  accountNumber: '000123456789',
  confirmAccountNumber: '000123456789',
  addressLine1: '1 Sunset Blvd',
  city: 'Los Angeles',
  state: 'CA',
  zipCode: '90028',
  country: 'US',
  achAcknowledged: true,
  ...overrides,
});
