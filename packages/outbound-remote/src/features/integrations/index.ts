// What other features may use of integrations (the AI employee's mailbox shares its connect buttons).
export { useGetAiEmployeeQuery, useDisconnectAiEmployeeMailboxMutation } from './api/integrations-api';
export type { AiEmployee } from './api/integration-types';
export { ConnectMailboxButtons } from './components/connect-mailbox-buttons';
export { PROVIDER_LABEL, ProviderIcon, toEmailProvider } from './lib/providers';
