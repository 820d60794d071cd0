import { selectBrand } from '../app/config-slice';
import { useAppSelector } from '../app/hooks';

/** The configured brand name ("Basalt" by default). */
export function useBrand(): string {
  return useAppSelector(selectBrand);
}
