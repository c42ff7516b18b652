import { describe, expect, it } from "vitest";
import { formatDuration } from "./duration";

const minutes = (n: number) => n * 60_000;

describe("formatDuration", () => {
  it("speaks in minutes up to an hour", () => {
    expect(formatDuration(0)).toBe("0 minutes");
    expect(formatDuration(minutes(1))).toBe("1 minute");
    expect(formatDuration(minutes(45))).toBe("45 minutes");
    expect(formatDuration(minutes(60))).toBe("60 minutes");
  });

  it("speaks in hours up to 24 hours, dropping partial hours", () => {
    expect(formatDuration(minutes(61))).toBe("1 hour");
    expect(formatDuration(minutes(150))).toBe("2 hours");
    expect(formatDuration(minutes(24 * 60))).toBe("24 hours");
  });

  it("speaks in days beyond 24 hours", () => {
    expect(formatDuration(minutes(25 * 60))).toBe("1 day");
    expect(formatDuration(minutes(72 * 60))).toBe("3 days");
  });
});
