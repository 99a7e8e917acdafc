export { aideTheme } from './theme';
export * from './antd';
export { ThemeProvider, type ThemeProviderProps } from './theme-provider';
export { AuthCard, type AuthCardProps } from './auth-card';
export { FullPageSpinner, type FullPageSpinnerProps } from './full-page-spinner';
export { NotFoundPage } from './not-found-page';
export * from './app-layout';
export { formatDate, formatDateTime, formatMoney, formatNumber, formatPercent } from './format';
