// Opens the Tire Finder from any feature without importing it (features stay independent).
import { tireFinderOpened } from '../state/ui-slice';
import { useAppDispatch } from '../state/hooks';

interface Props {
  label?: string;
  className?: string;
}

export function FindTiresButton({ label = 'Find Tires', className = 'button button--accent' }: Props) {
  const dispatch = useAppDispatch();
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={() => dispatch(tireFinderOpened())}>
      {label}
    </button>
  );
}
