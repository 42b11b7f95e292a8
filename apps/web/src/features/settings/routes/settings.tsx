import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function SettingsRoute() {
  return <PlaceholderPage title="Settings" intro="Manage your account, your plan and your data." />;
}
