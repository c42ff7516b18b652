import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver whose validation code (the form's zod schema, and zod itself) loads
 * with the form's first validation instead of with the page. `preload` starts the load earlier,
 * e.g. on the form's first focus, so the first submit rarely waits for it.
 *
 *   const signIn = lazyResolver(() => import("../lib/sign-in-form-schema").then((m) => m.signInResolver));
 *   useForm({ resolver: signIn.resolver });  <form onFocus={signIn.preload}>
 */
export function lazyResolver<TValues extends FieldValues, TContext = unknown, TTransformed = TValues>(
  load: () => Promise<Resolver<TValues, TContext, TTransformed>>,
) {
  let pending: Promise<Resolver<TValues, TContext, TTransformed>> | undefined;
  const loadOnce = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  const resolver: Resolver<TValues, TContext, TTransformed> = async (values, context, options) =>
    (await loadOnce())(values, context, options);
  return { resolver, preload: () => void loadOnce().catch(() => undefined) };
}
