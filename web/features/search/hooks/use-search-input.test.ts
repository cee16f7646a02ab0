import { act, renderHook } from "@testing-library/react";
import type { ChangeEvent, CompositionEvent, KeyboardEvent } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { normalizeSearchText } from "../normalize";
import { useSearchInput } from "./use-search-input";

const change = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;
const enter = (isComposing = false) =>
  ({
    key: "Enter",
    nativeEvent: { isComposing },
    preventDefault: vi.fn(),
  }) as unknown as KeyboardEvent<HTMLInputElement>;
const compositionEnd = (value: string) =>
  ({ currentTarget: { value } }) as unknown as CompositionEvent<HTMLInputElement>;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("normalizeSearchText", () => {
  it.each([
    ["  bond   fund ", "bond fund"],
    ["盈富\u3000\u3000基金", "盈富 基金"],
    ["   ", ""],
  ])("%j → %j", (input, expected) => expect(normalizeSearchText(input)).toBe(expected));
});

describe("useSearchInput", () => {
  it("debounces the normalized query by 500 ms", () => {
    const { result } = renderHook(() => useSearchInput());
    act(() => result.current.inputProps.onChange(change("  asia   bond ")));
    act(() => vi.advanceTimersByTime(499));
    expect(result.current.query).toBe("");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.query).toBe("asia bond");
  });

  it("does not search while an IME composition is in progress", () => {
    const { result } = renderHook(() => useSearchInput());
    act(() => result.current.inputProps.onCompositionStart());
    act(() => result.current.inputProps.onChange(change("ying fu")));
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.query).toBe("");
    act(() => result.current.inputProps.onCompositionEnd(compositionEnd("盈富")));
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.query).toBe("盈富");
  });

  it("submits on Enter with a non-empty query only, never on the Enter that ends a composition", () => {
    const onSubmit = vi.fn();
    const { result } = renderHook(() => useSearchInput({ onSubmit }));
    act(() => result.current.inputProps.onKeyDown(enter()));
    expect(onSubmit).not.toHaveBeenCalled();
    act(() => result.current.inputProps.onChange(change("  ")));
    act(() => result.current.inputProps.onKeyDown(enter()));
    expect(onSubmit).not.toHaveBeenCalled();
    act(() => result.current.inputProps.onChange(change(" 2800  HK ")));
    act(() => result.current.inputProps.onKeyDown(enter(true)));
    expect(onSubmit).not.toHaveBeenCalled();
    act(() => result.current.inputProps.onKeyDown(enter()));
    expect(onSubmit).toHaveBeenCalledWith("2800 HK");
  });
});
