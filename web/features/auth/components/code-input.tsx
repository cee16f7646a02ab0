import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/utils";
import { codeLength } from "../validation";

/**
 * The six-digit code: one real input (so paste, autofill from mail and screen readers work)
 * drawn as six boxes.
 */
export function CodeInput({
  id,
  value,
  onChange,
  invalid,
  disabled,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  disabled?: boolean;
  describedBy?: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  // After a wrong code, keep focus and select it so the next digits typed replace it.
  useEffect(() => {
    if (invalid && value.length === codeLength) {
      ref.current?.focus();
      ref.current?.select();
    }
  }, [invalid, value.length]);
  return (
    <div className="relative">
      <input
        ref={ref}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, "").slice(0, codeLength))}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={codeLength}
        readOnly={disabled}
        aria-disabled={disabled || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        data-testid="code-input"
        className="absolute inset-0 h-full w-full cursor-text opacity-0"
        // biome-ignore lint/a11y/noAutofocus: the code step exists only to type this code.
        autoFocus
      />
      <div aria-hidden="true" className="grid grid-cols-6 gap-2">
        {Array.from({ length: codeLength }, (_, i) => {
          const char = value[i];
          const active =
            focused && (i === value.length || (i === codeLength - 1 && value.length === codeLength));
          return (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions of the six boxes.
              key={i}
              className={cn(
                "flex h-13 items-center justify-center rounded-lg border bg-background font-semibold text-foreground text-xl tabular shadow-xs transition-[border-color,box-shadow]",
                invalid ? "border-destructive" : "border-input",
                active && !invalid && "border-brand-500 ring-3 ring-brand-500/15",
                disabled && "opacity-60",
              )}
            >
              {char ?? (active ? <span className="h-6 w-px animate-pulse bg-foreground" /> : null)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
