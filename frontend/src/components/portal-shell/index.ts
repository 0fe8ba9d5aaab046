export { PortalShell, type PortalShellProps } from './portal-shell';
export {
  addressOf,
  createPortalMenu,
  itemAt,
  type PortalAddresses,
  type PortalMenuHook,
  type PortalMenuState,
} from './portal-menu';
export type { PortalDefinition, PortalMenuEntry, PortalScreenProps, PortalUser } from './types';
