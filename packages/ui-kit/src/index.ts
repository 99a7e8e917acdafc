export { aideTheme } from './theme';
export * from './a11y';
export * from './color-scheme';
export * from './antd';
export { ThemeProvider, type ThemeProviderProps } from './theme-provider';
export { AuthCard, type AuthCardProps } from './auth-card';
export { ChartDataTable, type ChartDataTableProps } from './chart-data-table';
export { CompactTable, type CompactTableProps } from './compact-table';
export {
  ConfirmButton,
  ConfirmDangerButton,
  type ConfirmButtonProps,
  type ConfirmDangerButtonProps,
} from './confirm-button';
export { InitialsAvatar } from './initials-avatar';
export { FullPageSpinner, type FullPageSpinnerProps } from './full-page-spinner';
export { ListItemText, type ListItemTextProps } from './list-item-text';
export { NotFoundPage } from './not-found-page';
export { useDebouncedValue } from './use-debounced-value';
export * from './app-layout';
export * from './server-table';
export * from './filter-bar';
export { StatusTag, statusTagOf, type StatusLook, type StatusTagProps } from './status-tag';
export * from './format';
