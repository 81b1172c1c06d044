import { SIGN_IN_MESSAGES } from './sign-in-messages';

/** Every user-visible text of docs/product.md#validation and #messages, written once. Tests assert these exactly. */
export const MESSAGES = {
  ...SIGN_IN_MESSAGES,
  passwordTooShort: 'Password must be at least 8 characters',
  /** NIST SP 800-63B: a password on the list of the most common ones (issue 18). */
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  resetCodeRequired: 'Reset code is required',
  creatorIdRequired: 'Creator ID is required',
  invalidPhone: 'Invalid phone number',
  brandNameRequired: 'Brand name is required',
  industryRequired: 'Please select your industry',
  pricePositive: 'Price must be positive',
  selectCompany: 'Please select a company',
  routingNumber: 'Routing number must be 9 digits',
  accountNumbersDoNotMatch: 'Account numbers do not match',
  invalidZip: 'Invalid ZIP code',
  achAcknowledge: 'You must acknowledge the ACH agreement',
  achAccept: 'You must accept the ACH agreement',
  w9Type: 'Please upload a PDF or image file (JPG, PNG)',
  w9Size: 'File size must be less than 10MB',
  completeAllVideos: 'Please complete all video submissions before submitting',
  completeAllFieldsResubmit: 'Please complete all fields before resubmitting',
  projectNameRequired: 'Project name is required',
  selectBrand: 'Please select a brand',
  addOneCreator: 'Please add at least one creator',
  removeCreatorWithSubmissions:
    'This creator has already submitted videos. Removing them will delete their submissions. Are you sure?',
  revisionCommentRequired: 'Please enter a revision comment',
  selectPlaceholder: 'Select an option...',

  noAccessToken: 'No access token found',
  profileLoadFailed: 'Failed to get user information',
  resetCodeSent: 'Password reset code has been sent to your email',
  passwordResetSuccess: 'Password has been reset successfully! Redirecting to login...',
  uploadFailed: 'Failed to upload file',
  uploadFailedShort: 'Upload failed',
  useBrandOutsideProvider: 'useBrand must be used within a BrandProvider',
  noCompanyId: 'No company ID provided',
  /** An onboarding link whose companyId names no company (issue 18). */
  invalidOnboardingLink:
    'This onboarding link is not valid: no company has this ID. Check the link you were sent, or register your company.',
  saveFailed: 'An error occurred while saving',
  w9UploadFailed: 'Failed to upload W9',
  paymentSaveFailed: 'Failed to save payment information',
  draftSaveFailed: 'Failed to save progress',
  submitFailed: 'Failed to submit',
  resubmitFailed: 'Failed to resubmit video',
  brandsLoadFailed: 'Failed to load brands',
  companySearchFailed: 'Error searching companies',
  noCompaniesFound: 'No companies found',
  registrationFailed: 'An error occurred during registration',
  creatorsLoadFailed: 'Failed to load creators',
  paymentViewFailed: 'Failed to load payment information',
  paymentApproved: 'Payment information approved!',
  paymentApproveFailed: 'Failed to approve payment information',
  paymentInfoChanged: 'These payment details changed since you opened them and must be reviewed again.',
  paymentUnreadable: 'These payment details can no longer be read. Ask the creator to submit them again.',
  paymentRevealFailed: 'Failed to reveal the payment details',
  productsLoadFailed: 'Failed to load products',
  projectsLoadFailed: 'Failed to load projects',
  projectCreateFailed: 'Failed to create project',
  projectUpdateFailed: 'Failed to update project',
  projectLoadFailed: 'Failed to load project',
  projectNotFound: 'Project not found',
  revisionFailed: 'Failed to request revision',
  approveSubmissionFailed: 'Failed to approve submission',
  paymentFailed: 'Failed to process payment',
  paymentProcessed: 'Payment processed successfully!',
  noBrandSelected: 'No brand selected',
} as const;

export const fileTooLarge = (megabytes: number): string => `File size must be less than ${megabytes}MB`;

export const companyEmailTaken = (companyName: string): string =>
  `A company with this email (${companyName}) already exists; use a different email`;

/** Refusal of a payment (409): only to payment details that are approved at the moment of payment. */
export const paymentNeedsApprovedDetails = (creatorName: string): string =>
  `${creatorName} cannot be paid: their payment details are not approved. Review and approve them first.`;

/** Why the Pay button is disabled, by the creator's payment-info status. */
export const PAY_BLOCKED_REASON = {
  not_submitted: 'No payment details submitted yet',
  pending: 'Payment details are waiting for review',
  rejected: 'Payment details were rejected',
} as const;

export const confirmPayment = (creatorName: string): string =>
  `Process payment for ${creatorName}? This action cannot be undone.`;

/** Brand teams (docs/brand-teams.md). */
export const TEAM_MESSAGES = {
  ownerOnly: "Only the brand's owner or an agency admin can manage its team",
  ownRequest: 'You cannot decide your own join request',
  requestGone: 'This join request was already decided or withdrawn. Reload the team.',
  memberGone: 'This person is no longer a member. Reload the team.',
  ownerStays: "The brand's owner cannot be removed",
  accountHasRole:
    'This account already has a role (a creator, agency staff or another brand) and cannot join this brand',
  alreadyMember: 'This person is already a member of the team',
  alreadyOwner: 'This person is the owner already',
  ownershipChanged: 'The owner changed meanwhile. Reload the team.',
  accountGone: 'The account that asked to join no longer exists',
  invitationInvalid: 'This invitation link is no longer valid. Ask the person who invited you for a new one.',
  invitationEmail: 'Sign up with the e-mail address the invitation was sent to',
  creatorEmail: 'This e-mail belongs to a creator. Creators cannot join a brand.',
  waiting: 'Your request to join is waiting for approval',
  declined: 'Your request to join was declined',
  removed: 'You are no longer a member of this brand',
  requestSent: (companyName: string) =>
    `Your request to join ${companyName} was sent. Its owner must accept it before you can open its workspace.`,
} as const;
