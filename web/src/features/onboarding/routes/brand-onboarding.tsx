import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Text.css';
import { Anchor, Button, Text } from '@mantine/core';
import { MESSAGES } from '@reelbridge/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { LoadingButton } from '@/components/loading-button';
import { PageLoader } from '@/components/page-loader';
import { PublicCard } from '@/components/public-card';
import { StatusAlert } from '@/components/status-alert';
import { isApiError } from '@/lib/api-error';
import { homePathFor, type AuthUser } from '@/lib/auth';
import { currentUserQueryOptions } from '@/lib/auth-query';
import { companyOfLinkQueryOptions, onboardingStatusQueryOptions } from '../api/onboarding';
import type { OnboardingStatus } from '@reelbridge/shared/api/types';
import { isCompanyMember, useSignOutOther } from '../api/owner-account';
import { OnboardingWizard } from '../components/onboarding-wizard';
import { COMPANY_ID_PARAM, registeredCompany } from '../paths';
import { loadLocalDraft, mergeDrafts } from '../wizard-storage';
import { isWizardStep, valuesFromDraft } from '../wizard-values';

/**
 * /brandonboarding?companyId=… (docs/product.md#screens): the six-step wizard. Without companyId: 'No company ID
 * provided' (docs/product.md#messages).
 */
export function BrandOnboardingRoute() {
  const [searchParams] = useSearchParams();
  const companyId = searchParams.get(COMPANY_ID_PARAM)?.trim();
  if (!companyId) return <BadLink message={MESSAGES.noCompanyId} />;
  return <OnboardingEntry key={companyId} companyId={companyId} />;
}

/** A link the wizard cannot start from: no companyId, or one that names no company. */
function BadLink({ message }: { message: string }) {
  return (
    <PublicCard title="Brand onboarding">
      <StatusAlert tone="error">{message}</StatusAlert>
      <Button component={Link} to="/company/signup" size="md">
        Register your company
      </Button>
      <Anchor component={Link} to="/login" size="sm" ta="center">
        Back to login
      </Anchor>
    </PublicCard>
  );
}

type Entry = 'guest' | 'member' | 'other';

function entryFor(user: AuthUser | null | undefined, companyId: string): Entry {
  if (!user) return 'guest';
  return isCompanyMember(user, companyId) ? 'member' : 'other';
}

/** Who opens the wizard decides how it starts; it is read once (signing in inside the wizard changes nothing here). */
function OnboardingEntry({ companyId }: { companyId: string }) {
  const userQuery = useQuery(currentUserQueryOptions());
  // The link is checked at once (alongside the session), not after the visitor has filled in step 1.
  const company = useQuery(companyOfLinkQueryOptions(companyId));
  if (userQuery.isPending || company.isPending) return <PageLoader />;
  if (isApiError(company.error) && company.error.status === 404) {
    return <BadLink message={MESSAGES.invalidOnboardingLink} />;
  }
  // A stored session that cannot be refreshed is a signed-out visitor here.
  return <OnboardingStart companyId={companyId} user={userQuery.data ?? null} />;
}

function OnboardingStart({ companyId, user }: { companyId: string; user: AuthUser | null }) {
  const [entry, setEntry] = useState<Entry>(() => entryFor(user, companyId));
  if (entry === 'other' && user) return <OtherAccount user={user} onSignedOut={() => setEntry('guest')} />;
  if (entry === 'member') return <MemberStart companyId={companyId} />;
  return <GuestStart companyId={companyId} />;
}

/** Before sign-in: what this browser kept, or the details just given at registration. */
function GuestStart({ companyId }: { companyId: string }) {
  const { state } = useLocation();
  const [start] = useState(() => {
    const registered = registeredCompany(state, companyId);
    const base = registered ? { brand: registered } : {};
    const { data } = mergeDrafts(base, [loadLocalDraft(companyId)]);
    return valuesFromDraft(data);
  });
  return <OnboardingWizard companyId={companyId} initialValues={start} initialStep={1} />;
}

/** Signed in as one of the company's users (or an admin): resume from the server's draft and this browser's. */
function MemberStart({ companyId }: { companyId: string }) {
  const status = useQuery(onboardingStatusQueryOptions(companyId));
  if (status.isPending) return <PageLoader />;
  if (status.isError) {
    const notFound = isApiError(status.error) && status.error.status === 404;
    return (
      <PublicCard title="Brand onboarding">
        <StatusAlert tone="error">
          {notFound ? 'This company could not be found.' : 'Your onboarding could not be loaded. Please try again.'}
        </StatusAlert>
        {!notFound && (
          <LoadingButton size="md" loading={status.isFetching} onClick={() => void status.refetch()}>
            Try again
          </LoadingButton>
        )}
      </PublicCard>
    );
  }
  return <MemberWizard companyId={companyId} status={status.data} />;
}

function MemberWizard({ companyId, status }: { companyId: string; status: OnboardingStatus }) {
  const [start] = useState(() => {
    const { id: _id, ...brand } = status.brand;
    const server = status.draft && {
      data: status.draft.data,
      savedAt: status.draft.savedAt,
      ...(isWizardStep(status.draft.step) ? { step: status.draft.step } : {}),
    };
    const { data, step } = mergeDrafts({ brand }, [server, loadLocalDraft(companyId)]);
    return { values: valuesFromDraft(data), step };
  });
  return (
    <OnboardingWizard
      companyId={companyId}
      initialValues={start.values}
      initialStep={start.step}
      submittedAt={status.submittedAt}
    />
  );
}

/** Signed in with an account of another company: the wizard would act for the wrong brand. */
function OtherAccount({ user, onSignedOut }: { user: AuthUser; onSignedOut: () => void }) {
  const signOut = useSignOutOther();
  const home = homePathFor(user);
  return (
    <PublicCard title="Brand onboarding">
      <StatusAlert tone="warning">
        You are signed in as {user.email}, an account that does not belong to this company.
      </StatusAlert>
      <Text size="sm">Sign out to set up this company with its own account.</Text>
      <LoadingButton
        size="md"
        loading={signOut.isPending}
        loadingText="Signing out..."
        onClick={() => signOut.mutate(undefined, { onSettled: onSignedOut })}
      >
        Sign out and continue
      </LoadingButton>
      {home && (
        <Anchor component={Link} to={home} size="sm" ta="center">
          Back to your account
        </Anchor>
      )}
    </PublicCard>
  );
}
