import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AiEmployeePage } from '../features/ai-employee/components/ai-employee-page';
import { OutboundLayout } from '../features/app-shell/components/outbound-layout';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { CustomerUploadPage } from '../features/customer-upload/components/customer-upload-page';
import { EmailConnectionPage } from '../features/integrations/components/email-connection-page';
import { IntegrationsPage } from '../features/integrations/components/integrations-page';
import { SocialConnectionPage } from '../features/integrations/components/social-connection-page';
import { InventoryPage } from '../features/inventory/components/inventory-page';
import { OnboardingPage } from '../features/onboarding/components/onboarding-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { SalesHistoryPage } from '../features/sales-history/components/sales-history-page';
import { SettingsPage } from '../features/settings/components/settings-page';
import { OUTBOUND_ROUTES as R } from '../lib/route-paths';

// The AI employee's screens (Markdown rendering, streaming, charts) load on first visit, so the dashboard a
// member lands on does not carry their code.
const AskAiPage = lazy(() =>
  import('../features/ask-ai/components/ask-ai-page').then((m) => ({ default: m.AskAiPage })),
);
const CustomersPage = lazy(() =>
  import('../features/sales-assistant/components/customers-page').then((m) => ({ default: m.CustomersPage })),
);
const CustomerPage = lazy(() =>
  import('../features/sales-assistant/components/customer-page').then((m) => ({ default: m.CustomerPage })),
);

/** Every outbound screen renders inside the app shell (sidebar, top bar, setup progress). */
export function OutboundRoutes() {
  return (
    <Routes>
      <Route element={<OutboundLayout />}>
        <Route path={R.dashboard} element={<DashboardPage />} />
        <Route path={R.onboarding} element={<OnboardingPage />} />
        <Route path={R.profile} element={<ProfilePage />} />
        <Route path={R.settings} element={<SettingsPage />} />
        <Route path={R.customerUpload} element={<CustomerUploadPage />} />
        <Route path={R.erpConnection} element={<SalesHistoryPage />} />
        <Route path={R.inventory} element={<InventoryPage />} />
        <Route path={R.integrations} element={<IntegrationsPage />} />
        <Route path={R.emailConnection} element={<EmailConnectionPage />} />
        <Route path={R.socialConnection} element={<SocialConnectionPage />} />
        <Route path={R.createEmployee} element={<AiEmployeePage />} />
        <Route path={R.aiEmployee} element={<AiEmployeePage />} />
        <Route path={R.salesAssistant} element={<CustomersPage />} />
        <Route path={R.customer} element={<CustomerPage />} />
        <Route path={R.askAi} element={<AskAiPage />} />
        <Route path={R.askAiConversation} element={<AskAiPage />} />
        <Route path="*" element={<Navigate to={R.dashboard} replace />} />
      </Route>
    </Routes>
  );
}
