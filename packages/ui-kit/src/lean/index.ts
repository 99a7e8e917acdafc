/**
 * Primitives with antd's look for screens that must not download antd (the login route). Imported as
 * `@aide/ui-kit/lean`: not a federated module, so an app bundles these few KB with its own code.
 */
export { LeanAuthFrame, type LeanAuthFrameProps } from './lean-auth-frame';
export { LeanField, type LeanFieldProps } from './lean-field';
export { LeanButton, type LeanButtonProps } from './lean-button';
export { LeanToastProvider, useLeanToast, type LeanToast } from './lean-toasts';
export { LEAN_CSS, LeanStyles, useLeanScheme } from './lean-styles';
export { LeanWorkspaceSkeleton, type LeanWorkspaceSkeletonProps } from './lean-workspace-skeleton';
