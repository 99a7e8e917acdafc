// The profile panel edits the rules; the intake review shows which rule would approve an order.
export { AutoApprovalRulesForm } from './components/auto-approval-rules-form';
export { useGetAutoApprovalRulesQuery } from './api/auto-approval-rules-api';
