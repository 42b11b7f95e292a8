import type { Tier } from '@physiomate/shared';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageBody, PageHero } from '@/components/layout/page';
import { Avatar } from '@/components/ui/avatar';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { AccountTab } from '../components/account-tab';

/** Settings: Account and Plans & Billing tabs; `/settings#billing` opens the billing tab. */
export default function SettingsRoute({ billingTab }: { billingTab: (tier: Tier) => ReactNode }) {
  usePageTitle('Settings');
  const { hash } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const tab = hash === '#billing' ? 'billing' : 'account';
  if (!session.user) return null;

  return (
    <>
      <PageHero title="Settings">
        <p>Manage your account, your plan and your data.</p>
        <p className="mt-4 flex min-w-0 items-center gap-3 text-base">
          <Avatar email={session.user.email} />
          <span className="min-w-0 truncate font-medium text-ink" data-testid="settings-email">
            {session.user.email}
          </span>
        </p>
      </PageHero>
      <PageBody>
        <Tabs
          value={tab}
          onValueChange={(value) =>
            navigate({ hash: value === 'billing' ? '#billing' : '' }, { replace: true })
          }
        >
          <TabsList aria-label="Settings sections">
            <TabsTrigger value="account">Account</TabsTrigger>
            <TabsTrigger value="billing">Plans &amp; Billing</TabsTrigger>
          </TabsList>
          <TabsContent value="account">
            <AccountTab
              email={session.user.email}
              twoFactorEnabled={session.user.twoFactorEnabled === true}
            />
          </TabsContent>
          <TabsContent value="billing">{billingTab(session.tier)}</TabsContent>
        </Tabs>
      </PageBody>
    </>
  );
}
