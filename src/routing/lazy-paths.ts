// Hrefs only lazily loaded pages link to, apart from paths.ts: the first script carries paths.ts, and these do
// not need to be in it (issue 23: no increase of first-route JavaScript).
import { pages } from './pages';
import { toQuery } from './paths';

/** The duty check, with a size and the tire to mark (a details page's "Check the Duty"). */
export const dutyCheckPath = (query: { size?: string; tireId?: number; machine?: string } = {}) => `${pages.dutyCheck.path}${toQuery(query)}`;

/** Find by machine: a make's models, or one machine's sizes (issue 23). */
export const findByMachinePath = (query: { make?: string; machine?: string } = {}) => `${pages.findByMachine.path}${toQuery(query)}`;

/** The results of a machine's size (issue 23): the results page names the machine. */
export const machineResultsPath = (machine: string, size: string) => `${pages.tireResults.path}${toQuery({ machine, machineTireSize: size })}`;
