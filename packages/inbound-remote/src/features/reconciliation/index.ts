export { ReconciliationTab } from './components/reconciliation-tab';
