import type { ComponentType } from 'react';

/**
 * The contract between the shell and a remote: each remote exposes "<name>/App" as this module, and the
 * shell loads it as this type. Both compile against this one declaration, so a remote whose App no longer
 * fits (required props, no default export) fails its own build, not the shell at run time.
 */
export interface RemoteAppModule {
  /** Rendered inside the shell's providers and router (shared singletons): it needs no props. */
  default: ComponentType;
}
