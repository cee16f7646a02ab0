import { CheckIcon, Columns3Icon } from "lucide-react";
import { DropdownMenu as Menu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { DropdownMenuContent, DropdownMenuLabel, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import { type ColumnId, columnIds, columnLabels, defaultColumns } from "../columns";

/** A menu of checkable columns (arrow keys, Space/Enter; stays open while choosing). */
export function ColumnChooser({
  columns,
  onChange,
}: {
  columns: readonly ColumnId[];
  onChange: (next: ColumnId[]) => void;
}) {
  const { t } = useTranslation();
  const chosen = new Set(columns);
  const toggle = (id: ColumnId, on: boolean) =>
    onChange(columnIds.filter((c) => (c === id ? on : chosen.has(c))));
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" data-testid="column-chooser">
          <Columns3Icon aria-hidden />
          {t("selection:columns.label")}
        </Button>
      </Menu.Trigger>
      <DropdownMenuContent align="end" className="max-h-[min(28rem,70vh)] w-56 overflow-y-auto">
        <DropdownMenuLabel>{t("selection:columns.choose")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {columnIds.map((id) => (
          <Menu.CheckboxItem
            key={id}
            checked={chosen.has(id)}
            onCheckedChange={(on) => toggle(id, on === true)}
            onSelect={(e) => e.preventDefault()}
            data-column={id}
            className="relative flex cursor-default select-none items-center gap-2 rounded-sm py-1.5 pr-2 pl-8 text-sm outline-none data-[highlighted]:bg-muted data-[disabled]:opacity-50"
          >
            <Menu.ItemIndicator className="absolute left-2 inline-flex">
              <CheckIcon className="size-4" />
            </Menu.ItemIndicator>
            {t(columnLabels[id])}
          </Menu.CheckboxItem>
        ))}
        <DropdownMenuSeparator />
        <Menu.Item
          className="cursor-default rounded-sm px-2 py-1.5 text-primary text-sm outline-none data-[highlighted]:bg-muted"
          onSelect={(e) => {
            e.preventDefault();
            onChange([...defaultColumns]);
          }}
        >
          {t("selection:filters.reset")}
        </Menu.Item>
      </DropdownMenuContent>
    </Menu.Root>
  );
}
