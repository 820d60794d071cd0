import { selectBrand } from '../state/config-slice';
import { useAppSelector } from '../state/hooks';

/** The configured brand name ("Basalt" by default). */
export function useBrand(): string {
  return useAppSelector(selectBrand);
}
