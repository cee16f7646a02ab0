import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from "react";
import { whenIdle } from "@/lib/idle";

/**
 * A dropdown menu of the navigation bar whose Radix code (menu, popper, focus handling) is not
 * in the start-up bundle: until it has loaded, the trigger is a plain button with the same
 * look, content and closed-menu state. The code is fetched when the browser is first idle, or
 * as soon as the pointer or focus reaches a trigger; a press that comes first opens the menu
 * once it has arrived, and keyboard focus stays on the trigger across the swap.
 */
export type MenuUi = typeof import("@/components/ui/dropdown-menu");

let loaded: MenuUi | undefined;
let loading: Promise<MenuUi> | undefined;
function loadMenuUi(): Promise<MenuUi> {
  loading ??= import("@/components/ui/dropdown-menu").then((m) => {
    loaded = m;
    return m;
  });
  return loading;
}

export type LazyDropdownMenuProps = {
  /** The trigger button's props and content, the same before and after the menu code loads. */
  trigger: ComponentProps<"button"> & Record<`data-${string}`, unknown>;
  /** The menu's content, drawn with the loaded primitives. */
  content: (ui: MenuUi) => ReactNode;
};

const openKeys = new Set(["Enter", " ", "ArrowDown"]);

export function LazyDropdownMenu({ trigger, content }: LazyDropdownMenuProps) {
  const [ui, setUi] = useState(loaded);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const real = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);

  const load = () => {
    if (!ui) void loadMenuUi().then(setUi);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetched once, when the page is first idle
  useEffect(() => (ui ? undefined : whenIdle(load)), []);
  // the placeholder had focus: the real trigger takes it over (an opening menu takes it itself)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the code arrives
  useEffect(() => {
    if (ui && hadFocus.current && !openOnLoad) real.current?.focus();
  }, [ui]);

  if (ui) {
    return (
      <ui.DropdownMenu modal={false} defaultOpen={openOnLoad}>
        <ui.DropdownMenuTrigger ref={real} {...trigger} />
        {content(ui)}
      </ui.DropdownMenu>
    );
  }
  const press = () => {
    setOpenOnLoad(true);
    load();
  };
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...trigger}
      onPointerEnter={load}
      onFocus={() => {
        hadFocus.current = true;
        load();
      }}
      onBlur={() => {
        hadFocus.current = false;
      }}
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) press();
      }}
      onKeyDown={(event) => {
        if (!openKeys.has(event.key)) return;
        event.preventDefault();
        press();
      }}
    />
  );
}
