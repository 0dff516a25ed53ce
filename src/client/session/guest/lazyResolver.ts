import type { formResolvers } from './formResolvers';

type FormResolvers = typeof formResolvers;

let loading: Promise<FormResolvers> | undefined;
const loadResolvers = () =>
  (loading ??= import('./formResolvers').then((module) => module.formResolvers));

/** Starts loading the validation before it is needed (on the first keystroke in a form). */
export const preloadResolvers = (): void => void loadResolvers();

/**
 * The resolver of one guest form, whose code (zod and the schemas, about a third of the login
 * page's JavaScript) loads on first use instead of before the page shows (bench/bundle).
 *
 * @example useForm({ resolver: lazyResolver('login'), defaultValues })
 */
export function lazyResolver<Name extends keyof FormResolvers>(name: Name): FormResolvers[Name] {
  const resolve = async (...args: Parameters<FormResolvers[Name]>) => {
    const resolver = (await loadResolvers())[name] as (...a: typeof args) => unknown;
    return resolver(...args);
  };
  return resolve as FormResolvers[Name];
}
