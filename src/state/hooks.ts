// Typed hooks: use these instead of plain useDispatch/useSelector (DESIGN habit 4).
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './root-state';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
