import { getRuntimeConfig, SignOutButton } from '@aide/shared-auth';
import { Result, Typography } from '@aide/ui-kit';

export interface SuspendedPageProps {
  organizationName: string;
}

/** How to reach the team that runs Aide: a link for a URL or an email address, as configured. */
function Contact({ contact }: { contact: string }) {
  const href = /^https?:\/\//.test(contact) ? contact : `mailto:${contact}`;
  return <Typography.Link href={href}>{contact}</Typography.Link>;
}

/**
 * What a member of a suspended organization sees instead of the workspace: why, that nothing is lost, and who
 * to contact (the run-time configuration's supportContact).
 */
export function SuspendedPage({ organizationName }: SuspendedPageProps) {
  let contact: string | undefined;
  try {
    contact = getRuntimeConfig().supportContact;
  } catch {
    contact = undefined;
  }
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
      <Result
        status="warning"
        title={
          <h1 style={{ fontSize: 24, margin: 0 }}>Your organization&apos;s access to Aide is suspended</h1>
        }
        subTitle={
          <>
            <Typography.Paragraph>
              {organizationName} cannot use Aide right now. Nothing has been deleted: your data is kept and
              comes back as soon as access is restored.
            </Typography.Paragraph>
            <Typography.Paragraph>
              {contact ? (
                <>
                  To restore access, contact <Contact contact={contact} />.
                </>
              ) : (
                'To restore access, contact the team that runs Aide for your company.'
              )}
            </Typography.Paragraph>
          </>
        }
        extra={<SignOutButton label="Sign out" />}
      />
    </main>
  );
}
