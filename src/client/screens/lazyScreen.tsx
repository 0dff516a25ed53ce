import { lazy, Suspense, type ComponentType } from 'react';
import { loadScreenCode } from './preloadError';
import { ScreenLoading } from './ScreenLoading';

/**
 * SPEC 2: a screen whose code loads on demand, showing 'Loading...' meanwhile.
 * @example const OrdersList = lazyScreen(() => import('../orders/OrdersList'), 'OrdersList');
 */
export function lazyScreen<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): ComponentType<Props> {
  const Screen = lazy(async (): Promise<{ default: ComponentType<Props> }> => ({
    default: (await loadScreenCode(load))[name],
  }));
  return function LazyScreen(props: Props) {
    return (
      <Suspense fallback={<ScreenLoading />}>
        <Screen {...props} />
      </Suspense>
    );
  };
}
