import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCurrentMembership } from '@aide/shared-auth';
import { Flex, Typography } from '@aide/ui-kit';
import { AuthenticatorSection } from './authenticator-section';
import { MfaRequirementNotice } from './mfa-requirement-notice';
import { SessionsSection } from './sessions-section';
import { SignInMethodsSection } from './sign-in-methods-section';

/** A refusal the provider's page put in the address when linking failed (GoTrue's error_code/description). */
function useReturnedError() {
  const [params, setParams] = useSearchParams();
  const [returned] = useState(() => {
    const description = params.get('error_description');
    return description ? { code: params.get('error_code') ?? undefined, description } : null;
  });
  const inAddress = params.has('error_description');
  // Shown once: a reload should not repeat it.
  useEffect(() => {
    if (inAddress) setParams({}, { replace: true });
  }, [inAddress, setParams]);
  return returned;
}

/** /account/security: two-step verification, sign-in methods and sessions of the signed-in account. */
export function SecurityPage() {
  const { data: member } = useCurrentMembership();
  const returnedError = useReturnedError();

  return (
    <Flex vertical gap={24}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        Security
      </Typography.Title>
      <MfaRequirementNotice />
      <AuthenticatorSection organizationRequiresMfa={member?.organization.mfaRequired === true} />
      <SignInMethodsSection returnedError={returnedError} />
      <SessionsSection />
    </Flex>
  );
}
