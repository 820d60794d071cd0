// The /tires tools of issue 23 (the duty check, find by machine) as one lazy chunk: each chunk of its own costs every
// page's first script its loader and its entries in webpack's chunk maps, and issue 23 allows no increase of it.
import { pageData as machineData } from '../features/find-by-machine/pages';

export { DutyCheckPage } from '../features/duty-check/pages';
export { FindByMachinePage } from '../features/find-by-machine/pages';

export const pageData = { ...machineData };
