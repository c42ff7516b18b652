"use client";

import { useEffect, useState } from "react";

export type LazyModule<T> = {
  /** Starts loading (once); later calls share the same promise. A failed load may be retried. */
  preload: () => Promise<T>;
  /** The module once it is wanted and loaded (or loaded earlier by anyone), else undefined. */
  useModule: (wanted: boolean) => T | undefined;
};

/**
 * A module kept out of the first load: fetched on the first interaction that needs it (or on a
 * preload, e.g. on hover), then remembered for every later render. Components render a plain
 * stand-in until it arrives, so server markup and first paint do not depend on it.
 */
export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const useModule = (wanted: boolean) => {
    const [module, setModule] = useState(() => loaded);
    useEffect(() => {
      if (!wanted || module) return;
      let live = true;
      preload().then(
        (value) => {
          if (live) setModule(() => value);
        },
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [wanted, module]);
    return module;
  };
  return { preload, useModule };
}
