/** Result colours shared by the tools, from the theme tokens (both themes meet AA contrast). */
export type Tone = "success" | "warning" | "caution" | "destructive";

export const toneText: Record<Tone, string> = {
  success: "text-success",
  warning: "text-warning",
  caution: "text-caution",
  destructive: "text-destructive",
};

export const toneBg: Record<Tone, string> = {
  success: "bg-success",
  warning: "bg-warning",
  caution: "bg-caution",
  destructive: "bg-destructive",
};

export const toneFill: Record<Tone, string> = {
  success: "fill-success",
  warning: "fill-warning",
  caution: "fill-caution",
  destructive: "fill-destructive",
};
