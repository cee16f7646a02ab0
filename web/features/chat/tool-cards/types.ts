import type { ComponentType, LazyExoticComponent } from "react";
import type { OkOutput, ToolInput, ToolName } from "../types";

export type ToolCardProps<K extends ToolName> = {
  input: ToolInput<K>;
  output: OkOutput<K>;
};

/**
 * One entry of the card registry: the card drawing a tool's successful output, and
 * the classic screen showing the same thing with the same state (a path without the language
 * prefix, or null when the product has no such screen).
 */
export type ToolCard<K extends ToolName> = {
  Card: LazyExoticComponent<ComponentType<ToolCardProps<K>>> | ComponentType<ToolCardProps<K>>;
  fullScreen: (output: OkOutput<K>, input: ToolInput<K>) => string | null;
};

export type ToolCardRegistry = { [K in ToolName]: ToolCard<K> };
