import { create, type StoreApi, type UseBoundStore } from 'zustand';

export interface PortalMenuState<Item extends string> {
  /** The menu item whose screen the content panel shows. */
  active: Item;
  setActive: (item: Item) => void;
  /** Back to the item the portal opens on. */
  goHome: () => void;
}

export type PortalMenuStore<Item extends string> = UseBoundStore<StoreApi<PortalMenuState<Item>>>;

/** A portal's chosen menu item, opening on `home` (client state: the portals have no URL routes). */
export function createPortalMenuStore<Item extends string>(home: Item): PortalMenuStore<Item> {
  return create<PortalMenuState<Item>>()((set) => ({
    active: home,
    setActive: (active) => set({ active }),
    goHome: () => set({ active: home }),
  }));
}
