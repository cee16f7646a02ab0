import type { ComponentProps } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { cn } from "@/lib/utils";

/**
 * All markdown (assistant answers, glossary text, reports) goes through <Markdown>:
 * GitHub-flavoured markdown, no raw HTML (`skipHtml`; react-markdown's default URL transform
 * drops javascript: and other unsafe links), the product's typography. Links that leave the
 * site open in a new tab.
 */
const components: Components = {
  p: ({ node: _node, ...props }) => <p className="my-2 first:mt-0 last:mb-0" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="my-2 list-disc space-y-1 pl-5" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-2 list-decimal space-y-1 pl-5" {...props} />,
  h1: ({ node: _node, ...props }) => <h3 className="mt-3 mb-1.5 font-semibold text-base" {...props} />,
  h2: ({ node: _node, ...props }) => <h3 className="mt-3 mb-1.5 font-semibold text-base" {...props} />,
  h3: ({ node: _node, ...props }) => <h4 className="mt-3 mb-1 font-semibold text-sm" {...props} />,
  strong: ({ node: _node, ...props }) => <strong className="font-semibold text-foreground" {...props} />,
  a: ({ node: _node, href, ...props }) => {
    const external = !!href && /^https?:\/\//i.test(href);
    return (
      <a
        href={href}
        className="font-medium text-brand-700 underline-offset-2 hover:underline"
        {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        {...props}
      />
    );
  },
  code: ({ node: _node, className, ...props }) => (
    <code className={cn("rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]", className)} {...props} />
  ),
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="my-2 border-border border-l-2 pl-3 text-muted-foreground" {...props} />
  ),
  // focusable, so a table wider than the screen can be scrolled from the keyboard
  table: ({ node: _node, ...props }) => (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus
    <div className="my-2 overflow-x-auto" tabIndex={0}>
      <table className="w-full border-collapse text-sm" {...props} />
    </div>
  ),
  th: ({ node: _node, ...props }) => (
    <th className="border-border border-b px-2 py-1 text-left font-medium text-muted-foreground" {...props} />
  ),
  td: ({ node: _node, ...props }) => <td className="border-border border-b px-2 py-1 tabular" {...props} />,
};

export type MarkdownProps = { children: string; className?: string } & Pick<ComponentProps<"div">, "id">;

export function Markdown({ children, className, id }: MarkdownProps) {
  return (
    <div id={id} className={cn("text-sm leading-relaxed [overflow-wrap:anywhere]", className)}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
