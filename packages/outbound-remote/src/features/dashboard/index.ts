export type { Dashboard } from './api/dashboard-api';
