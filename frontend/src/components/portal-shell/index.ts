export { PortalShell, type PortalShellProps } from './portal-shell';
export { createPortalMenuStore, type PortalMenuState, type PortalMenuStore } from './portal-menu-store';
export type { PortalDefinition, PortalMenuEntry, PortalScreenProps, PortalUser } from './types';
