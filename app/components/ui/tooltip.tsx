import { Tooltip as TooltipPrimitive } from "radix-ui";
// STUB: the shell work adds Tooltip, TooltipTrigger, TooltipContent.
export const TooltipProvider = TooltipPrimitive.Provider;
