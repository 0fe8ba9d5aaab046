import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CHILD_PARAM } from '../addresses';
import { useChildren } from '../api/get-children';
import { useChosenChildStore } from '../stores/chosen-child-store';
import type { Child } from '../types';

/** `search` with the child set to `childID`: '?child=s-2'. */
function withChild(search: string, childID: string): string {
  const params = new URLSearchParams(search);
  params.set(CHILD_PARAM, childID);
  return `?${params.toString()}`;
}

/**
 * The child the guardian portal's screens are about: the one the address names (`?child=`),
 * else the one last chosen in this browser while it is still linked, else the first. Every
 * screen about a child (Today, attendance, grades, …) reads it from here, so the switcher
 * changes them all at once.
 */
export function useChosenChild(guardianID: string) {
  const children = useChildren();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const named = new URLSearchParams(search).get(CHILD_PARAM) || null;
  const stored = useChosenChildStore((state) => state.byGuardian[guardianID]);
  const store = useChosenChildStore((state) => state.choose);
  const list = children.data ?? [];
  const child: Child | null =
    named !== null
      ? (list.find((each) => each._id === named) ?? null)
      : (list.find((each) => each._id === stored) ?? list[0] ?? null);
  const remember = useCallback((childID: string) => store(guardianID, childID), [store, guardianID]);
  const choose = useCallback(
    (childID: string) => {
      remember(childID);
      // A new history entry, so Back shows the child shown before.
      void navigate({ pathname, search: withChild(search, childID) }, { replace: childID === named, flushSync: true });
    },
    [remember, navigate, pathname, search, named],
  );
  return {
    /** The children query: loading, failure and 'Try again'. */
    children,
    child,
    /** The id the address names when it is none of the guardian's children: the server says whose it is. */
    unlinkedID: named !== null && children.isSuccess && child === null ? named : null,
    /** Shows another child on the screen shown, in the address and kept in this browser. */
    choose,
    /** The id the address names, if any. */
    named,
    /** Keeps the choice in this browser only (for a bare address later). */
    remember,
  };
}

/**
 * Keeps the address and the browser's choice in step, once for the whole portal (the child
 * switcher above every screen calls it): a bare address gets the child shown, so a copied
 * link opens the same child; a child of the guardian's that the address names is remembered.
 */
export function useChildInAddress(guardianID: string) {
  const chosen = useChosenChild(guardianID);
  const { child, named, remember } = chosen;
  const stored = useChosenChildStore((state) => state.byGuardian[guardianID]);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const shownID = child?._id ?? null;
  useEffect(() => {
    if (shownID === null) return;
    if (named === null) {
      void navigate({ pathname, search: withChild(search, shownID) }, { replace: true });
    } else if (stored !== shownID) {
      remember(shownID);
    }
  }, [shownID, named, stored, remember, navigate, pathname, search]);
  return chosen;
}
