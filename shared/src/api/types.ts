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
