export { ImportWizard, type ImportWizardProps } from './components/import-wizard';
export { RecentImports, type RecentImportsProps } from './components/recent-imports';
export { TemplateDownload, type TemplateDownloadProps } from './components/template-download';
export { useGetImportsQuery, importsApi, type ImportRecord } from './api/imports-api';
export type { ImportResult } from './api/upload-import';
export { IMPORT_KINDS, type ImportKind } from './lib/import-kinds';
export { useLiveImports } from './hooks/use-live-imports';
