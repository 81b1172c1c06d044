import type { Industry, OnboardingState } from '../constants';

export interface Page<T> {
  items: T[];
  nextCursor?: string;
}

export interface SocialMedia {
  twitter?: string;
  linkedin?: string;
  instagram?: string;
}

export interface Brand {
  id: string;
  name: string;
  email: string;
  phone: string;
  website?: string;
  industry: Industry;
  socialMedia?: SocialMedia;
  onboardingState: OnboardingState;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface CompanySearchResult {
  id: string;
  name: string;
}

export type CreatorPaymentStatus = 'not_submitted' | 'pending' | 'approved' | 'rejected';

export interface Creator {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
  tiktokUrl?: string;
  instagramHandle?: string;
  youtubeHandle?: string;
  location?: { city?: string; country?: string };
  metrics?: { engagementRate?: number; avgViews?: number };
  paymentStatus: CreatorPaymentStatus;
  hasAccount: boolean;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface ProductMedia {
  photos: string[];
  videos: string[];
  packaging: string[];
}

export interface Product {
  id: string;
  brandId: string;
  name: string;
  description?: string;
  pricing: number;
  salePricing?: number;
  benefits: string[];
  problemSolved?: string;
  bestFor?: string;
  usageInstructions?: string;
  uniqueFeatures?: string;
  results?: string;
  sensoryExperience?: string;
  messagingToAvoid?: string;
  keyDemographic?: string;
  tiktokCta?: string;
  /** Public addresses of the product's files. */
  media: ProductMedia;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface OverviewStats {
  totalBrands: number;
  activeCreators: number;
  runningCampaigns: number;
  /** Mean engagement rate as a fraction (0.062 = 6.2 %), or null when no creator has one. */
  avgEngagement: number | null;
}

export interface PresignedUpload {
  url: string;
  key: string;
  bucket: string;
  /** Headers the PUT must carry, exactly. */
  headers: Record<string, string>;
  /** Where the file is readable afterwards (product media only). */
  publicUrl?: string;
}

/** Payment info as the API shows it. Tax id and account number are masked to their last 4 digits unless
 * an admin opens the detail. */
export interface PaymentInfo {
  creatorId: string;
  legalFirstName: string;
  legalLastName: string;
  email: string;
  phoneNumber: string;
  taxIdType: 'SSN' | 'EIN';
  taxIdNumber: string;
  taxClassification: string;
  dateOfBirth?: string;
  bankName: string;
  accountType: 'checking' | 'savings';
  routingNumber: string;
  accountNumber: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  achAcknowledged: boolean;
  w9FileKey?: string;
  w9UploadedAt?: string;
  status: 'pending' | 'approved' | 'rejected';
  rejectionReason?: string;
  createdAt: string;
  updatedAt: string;
  approvedAt?: string;
  approvedBy?: string;
  approvedByUserId?: string;
  rejectedAt?: string;
  /** True when the numbers are shown whole (the admin's detail). */
  unmasked: boolean;
}
