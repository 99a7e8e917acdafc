export { UsageLimitsCard } from './components/usage-limits-card';
