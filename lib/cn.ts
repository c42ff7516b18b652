import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names, skipping falsy ones. It does not resolve conflicts: two classes for the same
 * property (`px-3` and `px-0`) both land and CSS order decides, so a call never passes a pair that
 * conflicts. Choose one with a condition (`expanded ? "px-3" : "px-0"`), or give the component a
 * variant or prop for the override.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
