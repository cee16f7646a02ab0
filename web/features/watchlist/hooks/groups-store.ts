import type { ProductSummary } from "@shared/api/product-summary";
import type { WatchlistGroup } from "@shared/api/watchlist";
import { appStore } from "@/lib/store";
import { type GroupsState, groupsStateAtom } from "../atoms";
import * as api from "../watchlist-api";

/**
 * The groups cache (atoms.ts) and every change to it. Changes are optimistic: the screen shows
 * them at once, the server's answer replaces the changed group, and a refused call (the client
 * toasts why) puts back what was there before.
 */

let inflight: { owner: string; promise: Promise<void> } | null = null;

const read = (): GroupsState => appStore.get(groupsStateAtom);

/**
 * Loads the groups for `owner` unless they are loaded or loading (`force` reloads). A
 * `background` load (a star or a shelf on another screen) does not log out when the session
 * cannot be refreshed; the watchlist screen's own load does.
 */
export function loadGroups(
  owner: string,
  options: { force?: boolean; background?: boolean } = {},
): Promise<void> {
  const { force = false, background = true } = options;
  const state = read();
  if (!force && state.status !== "idle" && state.status !== "error" && state.owner === owner) {
    return inflight?.owner === owner ? inflight.promise : Promise.resolve();
  }
  if (state.status !== "ready" || state.owner !== owner)
    appStore.set(groupsStateAtom, { status: "loading", owner });
  const promise = api.fetchGroups(background).then(
    (groups) => {
      if (currentOwner() === owner) appStore.set(groupsStateAtom, { status: "ready", owner, groups });
    },
    () => {
      if (currentOwner() === owner && read().status !== "ready")
        appStore.set(groupsStateAtom, { status: "error", owner });
    },
  );
  inflight = { owner, promise };
  void promise.finally(() => {
    if (inflight?.promise === promise) inflight = null;
  });
  return promise;
}

/** Forgets the groups (signed out). */
export function resetGroups(): void {
  appStore.set(groupsStateAtom, { status: "idle" });
}

function currentOwner(): string | null {
  const state = read();
  return state.status === "idle" ? null : state.owner;
}

function groupsNow(): WatchlistGroup[] {
  const state = read();
  return state.status === "ready" ? state.groups : [];
}

function setGroups(update: (groups: WatchlistGroup[]) => WatchlistGroup[]): void {
  const state = read();
  if (state.status !== "ready") return;
  appStore.set(groupsStateAtom, { ...state, groups: update(state.groups) });
}

const replace = (group: WatchlistGroup) => (groups: WatchlistGroup[]) =>
  groups.map((g) => (g.id === group.id ? group : g));

/**
 * Applies `optimistic` to one group now, sends `call`, then keeps the server's group; on a
 * refusal the group is put back as it was (other groups changed meanwhile are left alone).
 */
async function change(
  id: string,
  optimistic: (group: WatchlistGroup) => WatchlistGroup,
  call: () => Promise<WatchlistGroup>,
): Promise<WatchlistGroup> {
  const before = groupsNow().find((g) => g.id === id);
  if (before) setGroups(replace(optimistic(before)));
  try {
    const after = await call();
    setGroups(replace(after));
    return after;
  } catch (error) {
    if (before) setGroups(replace(before));
    throw error;
  }
}

export async function createGroup(name: string): Promise<WatchlistGroup> {
  const group = await api.createGroup(name);
  setGroups((groups) => [...groups.filter((g) => g.id !== group.id), group]);
  return group;
}

export function renameGroup(id: string, name: string): Promise<WatchlistGroup> {
  return change(
    id,
    (g) => ({ ...g, name }),
    () => api.renameGroup(id, name),
  );
}

/** Makes the group the home page's Personalized list (only one group is). */
export async function makePersonalized(id: string): Promise<void> {
  const before = groupsNow();
  setGroups((groups) => groups.map((g) => ({ ...g, personalized: g.id === id })));
  try {
    const after = await api.makeGroupPersonalized(id);
    setGroups((groups) => groups.map((g) => (g.id === id ? after : { ...g, personalized: false })));
  } catch (error) {
    const was = new Map(before.map((g) => [g.id, g.personalized]));
    setGroups((groups) => groups.map((g) => ({ ...g, personalized: was.get(g.id) ?? g.personalized })));
    throw error;
  }
}

export async function deleteGroup(id: string): Promise<void> {
  const groups = groupsNow();
  const index = groups.findIndex((g) => g.id === id);
  const before = groups[index];
  setGroups((all) => all.filter((g) => g.id !== id));
  try {
    await api.deleteGroup(id);
  } catch (error) {
    if (before)
      setGroups((all) =>
        all.some((g) => g.id === id) ? all : [...all.slice(0, index), before, ...all.slice(index)],
      );
    throw error;
  }
}

export function addItem(
  id: string,
  fundCode: string,
  product?: ProductSummary | null,
): Promise<WatchlistGroup> {
  return change(
    id,
    (g) =>
      g.items.some((i) => i.fundCode === fundCode)
        ? g
        : {
            ...g,
            items: [{ fundCode, addedAt: new Date().toISOString(), product: product ?? null }, ...g.items],
          },
    () => api.addItem(id, fundCode),
  );
}

export function removeItem(id: string, fundCode: string): Promise<WatchlistGroup> {
  return change(
    id,
    (g) => ({ ...g, items: g.items.filter((i) => i.fundCode !== fundCode) }),
    () => api.removeItem(id, fundCode),
  );
}
